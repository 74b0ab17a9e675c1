/// Positive and negative evidence of one sentence, split at a contrast marker: what follows
/// `but`/`however` (or the main clause after `although …,`) is the writer's point and weighs more
/// than what was conceded before it.
struct SentenceTally {
    /// Evidence before the contrast.
    var before = (positive: 0.0, negative: 0.0)
    /// Evidence after the contrast.
    var after = (positive: 0.0, negative: 0.0)
    /// Whether a contrast marker (or the end of a concessive clause) has been read.
    var contrasted = false
    /// Whether the words being read are inside a concessive clause (`Although the room was loud, ...`).
    var conceding = false

    /// The weight of conceded evidence when the sentence turns.
    static let concededWeight = 0.6
    /// The weight of the point after the turn.
    static let pointWeight = 1.3

    /// Adds one polar word.
    mutating func add(positive: Bool, weight: Double) {
        if contrasted {
            if positive { after.positive += weight } else { after.negative += weight }
        } else {
            if positive { before.positive += weight } else { before.negative += weight }
        }
    }

    /// Scales all the evidence read so far (an exclamation says it more strongly).
    mutating func scale(by factor: Double) {
        before = (before.positive * factor, before.negative * factor)
        after = (after.positive * factor, after.negative * factor)
    }

    /// The sentence's positive evidence, weighted by where it stands relative to the turn.
    var positive: Double {
        contrasted ? before.positive * Self.concededWeight + after.positive * Self.pointWeight : before.positive
    }

    /// The sentence's negative evidence, weighted by where it stands relative to the turn.
    var negative: Double {
        contrasted ? before.negative * Self.concededWeight + after.negative * Self.pointWeight : before.negative
    }
}
