/// Makes a grammar-constrained response end within its token limit.
///
/// A model fills a structure at its own pace; with a token limit, a long answer (or a random
/// model's endless string) would be cut before its JSON closes. The closer asks the grammar for
/// the shortest way to finish from where the text is
/// (``LlamaSampler/closingPlan(after:at:endTokens:capacity:)``), in the model's own tokens.
/// While the tokens left are well above that plan's length it only looks now and then. Close to
/// it, it checks each sampled token before taking it: a token after which the structure could no
/// longer be finished in time (a `{` that opens another array item with required fields, say) is
/// not taken, and the plan is fed instead. The answer then ends valid, with the fields the model
/// did not reach filled as briefly as the schema allows.
struct LlamaStructureCloser {
    /// Tokens kept beyond a plan's length, for a plan in the model's tokens that the grammar
    /// checks token by token.
    static let slack = 4
    /// How far from the point of no return sampled tokens start being checked, at the least.
    static let zone = 24
    /// How many bytes a plan may have per token left (the grammar walk writes single bytes; the
    /// same bytes in the model's tokens take fewer).
    static let bytesPerTokenBound = 4

    private var plan: [Int32] = []
    private var planIndex = 0
    private var nextLook = 0
    private var lastPlanLength: Int?
    private var lastLook: Int?
    private var largestGrowth = 0

    /// The token to feed next, already accepted by the sampler, or nil to sample as usual.
    /// - Parameters:
    ///   - sampler: The response's sampler (with its grammar).
    ///   - context: The context whose logits the sampler reads.
    ///   - text: The JSON text so far, as the loop guard follows it.
    ///   - model: The model (its end tokens and tokenizer).
    ///   - generated: Tokens generated so far.
    ///   - limit: The response's token limit.
    mutating func nextToken(
        sampler: LlamaSampler, context: LlamaContext, text: LlamaLoopGuard, model: LlamaModel, generated: Int,
        limit: Int
    ) throws(LlamaError) -> Int32? {
        if planIndex > 0, planIndex < plan.count {
            let token = plan[planIndex]
            if sampler.allows(token) {
                planIndex += 1
                sampler.accept(token)
                return token
            }
            // The grammar went elsewhere (it shouldn't): plan again from here.
            plan = []
            planIndex = 0
            nextLook = generated
        }
        guard generated >= nextLook else { return nil }
        let remaining = limit - generated
        guard let found = makePlan(sampler: sampler, at: text.position, model: model, capacity: remaining) else {
            // No way out within the tokens left, or none this simple: sampling may still end it.
            nextLook = generated + 16
            return nil
        }
        // The most the way out has grown from one look to the next; near the point of no return,
        // looks come at every token and take the growth of one token.
        // (A plan shrinks by about a token for each token the model writes, so what it grew is
        // its length now, less what it was, plus the tokens written since.)
        if let lastPlanLength, let lastLook {
            largestGrowth = max(largestGrowth, found.count - lastPlanLength + generated - lastLook)
        }
        lastPlanLength = found.count
        lastLook = generated
        let spare = remaining - found.count - Self.slack
        let zone = max(Self.zone, 2 * largestGrowth)
        guard spare <= zone else {
            nextLook = generated + max(1, (spare - zone) / 2)
            return nil
        }
        nextLook = generated + 1
        if spare > 0 {
            // Take the model's token only when the structure can still be finished after it.
            let token = try sampler.sampleUnaccepted(from: context)
            if model.isEndOfGeneration(token) {
                sampler.accept(token)
                return token
            }
            var after = text
            after.append(token, piece: model.piece(token))
            if let next = makePlan(
                sampler: sampler, after: token, at: after.position, model: model, capacity: remaining - 1),
                next.count + Self.slack <= remaining - 1
            {
                sampler.accept(token)
                return token
            }
        }
        plan = found
        planIndex = 1
        sampler.accept(found[0])
        return found[0]
    }

    private mutating func makePlan(
        sampler: LlamaSampler, after first: Int32? = nil, at position: LlamaLoopGuard.Position, model: LlamaModel,
        capacity: Int
    ) -> [Int32]? {
        guard
            let bytes = sampler.closingPlan(
                after: first, at: position, endTokens: model.endTokens, capacity: Self.bytesPerTokenBound * capacity)
        else { return nil }
        let tokens = Self.compress(bytes, model: model)
        return tokens.count <= capacity ? tokens : nil
    }

    /// A plan of single-byte tokens (and a final end token) in the model's own tokens: the same
    /// bytes, fewer tokens. The plan as it is when its bytes aren't whole UTF-8 text or don't
    /// tokenize back to themselves.
    static func compress(_ plan: [Int32], model: LlamaModel) -> [Int32] {
        guard let end = plan.last, model.isEndOfGeneration(end) else { return plan }
        // Bytes that finish a character begun before the plan stay single-byte tokens.
        let body = plan.dropLast()
        let lead = body.prefix { token in model.piece(token).allSatisfy { $0 & 0xC0 == 0x80 } }
        let bytes = body.dropFirst(lead.count).flatMap { model.piece($0) }
        guard let text = String(validating: bytes, as: UTF8.self),
            let tokens = try? model.tokenize(text, addSpecial: false),
            tokens.flatMap({ model.piece($0) }) == bytes
        else { return plan }
        return Array(lead) + tokens + [end]
    }
}
