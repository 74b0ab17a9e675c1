extension RegexMatcher {
    /// Readable characters tried first where a class allows several.
    private static let preferred: [UInt32] = Array("a0A-_.x1 b".unicodeScalars.map(\.value))
    /// Characters also tried at every step, so a word boundary or a free prefix can be met.
    private static let extra: [UInt32] = Array(" a-0".unicodeScalars.map(\.value))

    /// A search state: the automaton's states before their assertions are followed, whether a
    /// match has already been found (then any continuation still matches), the last scalar, and
    /// the text so far.
    private struct SampleState {
        var raw: [Int]
        var accepted: Bool
        var previous: UInt32?
        var text: [UInt32]

        var key: [Int] { raw + [accepted ? -1 : -2, previous.map { RegexMatcher.isWordScalar($0) ? -3 : -4 } ?? -5] }
    }

    /// A string the pattern matches — as JSON Schema reads patterns, somewhere in the string —
    /// with between `minimumLength` and `maximumLength` Unicode scalars, the shortest such one,
    /// built from readable characters; nil when the search finds none within its bounds.
    ///
    /// The search walks the same automaton ``matches(in:)`` runs (assertions included), one
    /// length at a time, so the answer always matches.
    ///
    /// A different `variant` chooses other characters where classes allow several, for
    /// different samples of the same length.
    package func sample(minimumLength: Int = 0, maximumLength: Int? = nil, variant: Int = 0) -> String? {
        let minimum = max(0, minimumLength)
        let limit = min(maximumLength ?? (minimum + 256), minimum + 4_096)
        guard limit >= minimum else { return nil }
        var layer = [SampleState(raw: [], accepted: false, previous: nil, text: [])]
        for length in 0...limit {
            if length >= minimum {
                for state in layer {
                    if state.accepted || closure(state, next: nil, position: length).matched {
                        return String(String.UnicodeScalarView(state.text.compactMap(Unicode.Scalar.init)))
                    }
                }
            }
            if length == limit { break }
            var next: [SampleState] = []
            var seen: Set<[Int]> = []
            for state in layer where next.count < 256 {
                for scalar in candidates(state, position: length, variant: variant) {
                    var advanced = state
                    advanced.text.append(scalar)
                    advanced.previous = scalar
                    if state.accepted {
                        advanced.raw = []
                    } else {
                        let closed = closure(state, next: scalar, position: length)
                        advanced.accepted = closed.matched
                        advanced.raw = closed.consuming.compactMap { pc in accepts(pc, scalar) ? pc + 1 : nil }.sorted()
                    }
                    if seen.insert(advanced.key).inserted { next.append(advanced) }
                }
            }
            if next.isEmpty { return nil }
            layer = next
        }
        return nil
    }

    /// The consuming states reachable from a state's raw states (and a new attempt at the
    /// program's start) when the next scalar is `next` (nil: the end), and whether a match is.
    private func closure(_ state: SampleState, next: UInt32?, position: Int) -> (consuming: [Int], matched: Bool) {
        var stack = state.raw + [0]
        var visited: Set<Int> = []
        var consuming: [Int] = []
        var input: [UInt32] = []
        if let previous = state.previous { input.append(previous) }
        let here = input.count
        if let next { input.append(next) }
        while let pc = stack.popLast() {
            guard visited.insert(pc).inserted else { continue }
            switch program[pc] {
            case .match: return (consuming, true)
            case .jump(let target): stack.append(target)
            case .split(let first, let second): stack += [second, first]
            case .assert(let anchor):
                let holds: Bool
                switch anchor {
                case .start: holds = position == 0
                case .end: holds = next == nil
                default: holds = Self.holds(anchor, at: here, input)
                }
                if holds { stack.append(pc + 1) }
            case .scalar, .set: consuming.append(pc)
            }
        }
        return (consuming, false)
    }

    /// One readable scalar per transition out of a state (ignoring what assertions would cut).
    private func candidates(_ state: SampleState, position: Int, variant: Int) -> [UInt32] {
        if state.accepted { return [Self.preferred[0]] }
        var found: [UInt32] = []
        var stack = state.raw + [0]
        var visited: Set<Int> = []
        while let pc = stack.popLast() {
            guard visited.insert(pc).inserted else { continue }
            switch program[pc] {
            case .match: break
            case .jump(let target): stack.append(target)
            case .split(let first, let second): stack += [second, first]
            case .assert(let anchor):
                if anchor != .start || position == 0 { stack.append(pc + 1) }
            case .scalar(let value): if !found.contains(value) { found.append(value) }
            case .set(let index):
                if let value = Self.representative(of: sets[index], variant: variant), !found.contains(value) {
                    found.append(value)
                }
            }
        }
        for value in Self.extra where !found.contains(value) { found.append(value) }
        return found
    }

    private func accepts(_ pc: Int, _ scalar: UInt32) -> Bool {
        switch program[pc] {
        case .scalar(let value): return value == scalar
        case .set(let index): return Self.contains(sets[index], scalar)
        default: return false
        }
    }

    private static func representative(of ranges: [ClosedRange<UInt32>], variant: Int) -> UInt32? {
        if variant > 0 {
            // Other members: the readable ones in turn, then the first values of the ranges.
            var members = preferred.filter { contains(ranges, $0) && $0 != 0x20 }
            for range in ranges where members.count < 40 {
                var value = max(range.lowerBound, 0x21)
                while value <= range.upperBound, members.count < 40 {
                    if !members.contains(value) { members.append(value) }
                    value += 1
                }
            }
            if !members.isEmpty { return members[variant % members.count] }
        }
        if let readable = preferred.first(where: { contains(ranges, $0) }) { return readable }
        if let printable = ranges.first(where: { $0.upperBound >= 0x21 && !($0.lowerBound...$0.upperBound).isEmpty }) {
            return max(printable.lowerBound, 0x21)
        }
        return ranges.first?.lowerBound
    }

    static func isWordScalar(_ value: UInt32) -> Bool {
        (97...122).contains(value) || (65...90).contains(value) || (48...57).contains(value) || value == 95
    }
}
