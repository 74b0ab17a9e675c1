/// The result of language detection.
public struct DetectedLanguage: Sendable, Hashable, Codable {
    /// A BCP 47 language code (`en`, `fr`, `ja`, ...), or `und` when it can't be told.
    public let code: String
    /// How sure the detector is, from 0 to 1.
    public let confidence: Double

    /// Whether LMFallback's analyzers support this language (``LanguageDetector/supportedLanguages``).
    ///
    /// Undetermined text (too short, or numbers and symbols only) counts as supported, so that
    /// analyzers still answer for it.
    public var isSupported: Bool { code == "und" || LanguageDetector.supportedLanguages.contains(code) }

    /// Creates a detection result.
    /// - Parameters:
    ///   - code: BCP 47 language code, or `und`.
    ///   - confidence: Confidence from 0 to 1.
    public init(code: String, confidence: Double) {
        self.code = code
        self.confidence = confidence
    }
}
