/// Tells English from other languages well enough to refuse honestly.
///
/// Non-Latin scripts are recognised by their Unicode blocks (Cyrillic, Greek, Arabic, Hebrew,
/// Devanagari, Thai, Hangul, kana, Han). Latin-script text is scored by the share of its words that
/// are function words of English, French, German, Spanish, Italian, Portuguese, Dutch or Swedish.
/// The analyzers support English, German, French, Spanish, Italian, Portuguese and Dutch
/// (``supportedLanguages``); spelling correction is English only.
public struct LanguageDetector: Sendable {
    /// Languages whose text the analyzers handle (summaries, titles, tags, entities).
    public static let supportedLanguages: Set<String> = ["en", "de", "fr", "es", "it", "pt", "nl"]

    private static let functionWords: [(String, Set<String>)] = [
        (
            "en",
            [
                "the", "and", "of", "to", "is", "in", "that", "it", "for", "you", "with", "on", "was", "are", "this",
                "be", "have", "we", "i", "at", "not", "but", "can", "will", "my", "your", "a", "an", "our", "from",
            ]
        ),
        (
            "fr",
            [
                "le", "la", "les", "et", "est", "un", "une", "des", "du", "que", "qui", "pour", "dans", "pas", "nous",
                "vous", "je", "sur", "avec", "au", "ce", "sont", "mais", "ne", "il", "elle", "de",
            ]
        ),
        (
            "de",
            [
                "der", "die", "das", "und", "ist", "nicht", "ein", "eine", "ich", "zu", "mit", "sie", "den", "von",
                "wir", "auf", "für", "es", "im", "dem", "auch", "sich", "ist", "wird", "aber", "oder",
            ]
        ),
        (
            "es",
            [
                "el", "la", "los", "las", "y", "es", "un", "una", "que", "de", "en", "por", "para", "con", "no", "se",
                "del", "al", "lo", "como", "pero", "está", "muy", "yo", "nosotros",
            ]
        ),
        (
            "it",
            [
                "il", "lo", "la", "gli", "le", "e", "è", "un", "una", "che", "di", "per", "non", "con", "sono", "del",
                "della", "nel", "ma", "anche", "questo", "io", "noi",
            ]
        ),
        (
            "pt",
            [
                "o", "a", "os", "as", "e", "é", "um", "uma", "que", "de", "em", "para", "com", "não", "do", "da", "no",
                "na", "mas", "eu", "nós", "você", "são",
            ]
        ),
        (
            "nl",
            [
                "de", "het", "een", "en", "is", "van", "ik", "niet", "dat", "op", "te", "met", "voor", "zijn", "maar",
                "wij", "ook", "er", "aan", "bij",
            ]
        ),
        (
            "sv",
            [
                "och", "att", "det", "som", "en", "ett", "är", "inte", "på", "för", "med", "jag", "vi", "till", "av",
                "den", "har", "men", "om", "kan",
            ]
        ),
    ]

    /// Creates a detector.
    public init() {}

    /// Detects the language of a text from its first 20,000 UTF-16 units.
    /// - Parameter text: Any text.
    /// - Returns: The detected language; `und` when there are too few letters to tell.
    public func detect(_ text: String) -> DetectedLanguage {
        var scripts: [String: Int] = [:]
        var latin = 0
        var letters = 0
        var seen = 0
        for unit in text.utf16 {
            seen += 1
            if seen > 20_000 { break }
            guard CharClass.isLetter(unit) else { continue }
            letters += 1
            if let script = Self.script(of: unit) {
                scripts[script, default: 0] += 1
            } else {
                latin += 1
            }
        }
        guard letters >= 3 else { return DetectedLanguage(code: "und", confidence: 0) }
        if (letters - latin) * 2 > letters,
            let top = scripts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) })
        {
            let code = top.key == "zh" && (scripts["ja"] ?? 0) > 0 ? "ja" : top.key
            return DetectedLanguage(code: code, confidence: Double(letters - latin) / Double(letters))
        }
        let (words, wordCount) = Self.shortWords(of: String(text.prefix(5_000)), limit: 1_000)
        guard wordCount >= 3 else { return DetectedLanguage(code: "en", confidence: 0.3) }
        var hitsByLanguage = [Int](repeating: 0, count: Self.functionWords.count)
        for word in words {
            guard var mask = Self.languagesOfFunctionWord[word] else { continue }
            while mask != 0 {
                hitsByLanguage[mask.trailingZeroBitCount] += 1
                mask &= mask - 1
            }
        }
        var best = ("en", 0)
        for (index, (code, _)) in Self.functionWords.enumerated() where hitsByLanguage[index] > best.1 {
            best = (code, hitsByLanguage[index])
        }
        let englishHits = hitsByLanguage[0]
        if best.0 != "en" && best.1 >= 2 && Double(best.1) > Double(englishHits) * 1.5 {
            return DetectedLanguage(code: best.0, confidence: min(1, Double(best.1) / Double(wordCount) * 3))
        }
        if englishHits == 0 && wordCount >= 12 {
            return DetectedLanguage(code: "und", confidence: 0.2)
        }
        return DetectedLanguage(code: "en", confidence: min(1, 0.5 + Double(englishHits) / Double(wordCount) * 2))
    }

    /// For each function word, a bit per language of ``functionWords`` (bit *i* for entry *i*) that
    /// lists it, so each word of a text is looked up once.
    private static let languagesOfFunctionWord: [String: UInt32] = {
        var masks: [String: UInt32] = [:]
        for (index, (_, list)) in functionWords.enumerated() {
            for word in list { masks[word, default: 0] |= 1 << UInt32(index) }
        }
        return masks
    }()

    /// The longest function word, in UTF-16 units; longer words are counted but not kept.
    private static let longestFunctionWord = functionWords.flatMap(\.1).map(\.utf16.count).max() ?? 0

    /// The normalized words (as ``WordTokenizer`` would give them) of the first `limit` words of a
    /// text that are short enough to be function words, and how many words were read in all.
    private static func shortWords(of text: String, limit: Int) -> (words: [String], count: Int) {
        let buffer = TextBuffer(text)
        let units = buffer.units
        var words: [String] = []
        var count = 0
        var index = 0
        var bytes: [UInt8] = []
        while index < units.count && count < limit {
            guard CharClass.isWordChar(units[index]) else {
                index += 1
                continue
            }
            let start = index
            let (end, hasDigit) = WordTokenizer.wordEnd(units, from: start, limit: units.count)
            index = end
            count += 1
            guard end - start <= longestFunctionWord else { continue }
            if units[start..<end].allSatisfy({ $0 < 0x80 }) {
                bytes.removeAll(keepingCapacity: true)
                for unit in units[start..<end] {
                    let byte = UInt8(truncatingIfNeeded: unit)
                    bytes.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
                }
                words.append(String(decoding: bytes, as: UTF8.self))
            } else {
                words.append(WordTokenizer.makeToken(buffer, start..<end, hasDigit: hasDigit).normalized)
            }
        }
        return (words, count)
    }

    private static func script(of unit: UInt16) -> String? {
        switch unit {
        case 0x0370...0x03FF: return "el"
        case 0x0400...0x04FF: return "ru"
        case 0x0590...0x05FF: return "he"
        case 0x0600...0x06FF, 0x0750...0x077F: return "ar"
        case 0x0900...0x097F: return "hi"
        case 0x0E00...0x0E7F: return "th"
        case 0x1100...0x11FF, 0xAC00...0xD7AF: return "ko"
        case 0x3040...0x30FF: return "ja"
        case 0x4E00...0x9FFF, 0x3400...0x4DBF: return "zh"
        default: return nil
        }
    }
}
