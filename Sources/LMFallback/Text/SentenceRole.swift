/// What a sentence is, structurally, inside its document.
public enum SentenceRole: String, Sendable, Hashable, Codable {
    /// Ordinary body text.
    case body
    /// A message in a chat or meeting transcript (`Name: ...`).
    case turn
    /// An email header line (`From:`, `To:`, `Subject:`, ...).
    case header
    /// A short heading or title line.
    case heading
    /// A quoted reply (`> ...`, or everything after `On ... wrote:`).
    case quoted
    /// The closing and signature of an email or letter.
    case signature

    /// Whether sentences with this role may appear in a summary.
    public var isSummarizable: Bool { self == .body || self == .turn }
}
