/// Which words of a text a corrector must leave as typed.
///
/// A correction should never make a right text wrong, so these are kept whatever the word list says:
/// - a word with a letter outside A–Z (`Bjørnstad`, `Tromsø`, `café` — names and borrowed words);
/// - a word with a capital after its first letter (`mL`, `iPhone`, `NASA`, `McAllister`);
/// - a capitalized word that does not open a sentence (a name: `with Sigrid`; the period of an honorific ends
///   no sentence: `Dr. Anand`), or that is written so elsewhere in the text or as a label before a colon
///   (`Sigrid: on my way`, `Seo-yeon: booked`), or that is no word and stands before another capitalized word (`Fewa Wings Air`);
/// - a word that is not in the word list but recurs in the text (a name or term used on purpose), unless
///   one swapped or doubled letter makes it a very common word (`teh`);
/// - a unit (`kg`, `mL`, `km`) and any short word right after a number (`3 kg`, `40 cm`, `12 pcs`);
/// - a capitalized word that is a known given name or place;
/// - a part of a hyphenated word that its other part vouches for (`cryo-electron`, `Ji-hoon`);
/// - a word of an address or identifier: a run without spaces holding `@`, `://`, or a `.`, `/` or `_`
///   between letters (`orders@greenvalley.example`, `https://help.example/faq`, `report_final`);
/// - a possessive of a known word (`company's`, `women's`).
///
/// Words with digits (identifiers, numbers) and words of one or two letters are kept by the corrector itself.
struct WordProtection {
    private static let units: Set<String> = [
        "mg", "kg", "g", "mcg", "µg", "cm", "mm", "km", "m", "ml", "dl", "cl", "l", "oz", "lb", "lbs", "ft", "yd",
        "mi", "mph", "kph", "kmh", "kwh", "wh", "kw", "mw", "hz", "khz", "mhz", "ghz", "db", "kb", "mb", "gb", "tb",
        "px", "pt", "pcs", "qty", "tbsp", "tsp", "psi", "rpm", "sec", "secs", "hrs", "hr", "min", "mins",
    ]

    private var kept: Set<Int> = []
    private var starts: Set<Int> = []

    /// Decides for every word piece of a text.
    /// - Parameter pieces: The text split into word and separator pieces, in order.
    init(pieces: [(text: String, isWord: Bool)]) {
        let lexicon = EnglishLexicon.shared
        var counts: [String: Int] = [:]
        for piece in pieces where piece.isWord { counts[piece.text.lowercased(), default: 0] += 1 }
        var sentenceStart = true
        var previousWordIndex: Int?
        var cheapFix: [String: Bool] = [:]
        let inIdentifiers = Self.identifierWords(pieces)
        let names = Self.namesInText(pieces)
        for (index, piece) in pieces.enumerated() {
            guard piece.isWord else {
                if Self.endsSentence(piece.text, after: previousWordIndex.map { pieces[$0].text }) {
                    sentenceStart = true
                }
                continue
            }
            let text = piece.text
            let lower = text.lowercased()
            let afterNumber =
                previousWordIndex.map { previous in
                    previous == index - 2 && pieces[previous].text.contains(where: \.isNumber)
                        && pieces[index - 1].text.allSatisfy { $0 == " " }
                } ?? false
            var keep = false
            if Self.hasLetterOutsideEnglish(text) {
                keep = true
            } else if inIdentifiers.contains(index) {
                keep = true
            } else if let base = Self.possessiveBase(lower), lexicon.isWord(base) {
                keep = true
            } else if text.dropFirst().contains(where: \.isUppercase) {
                keep = true
            } else if Self.units.contains(lower) || (afterNumber && text.count <= 4) {
                keep = true
            } else if Self.isPartOfCompound(pieces, at: index) {
                keep = true
            } else if text.first?.isUppercase == true && (!sentenceStart || names.contains(text)) {
                // A name: inside a sentence, or written as a name elsewhere in the text (`Seren: …`, `Seren said`).
                keep = true
            } else if text.first?.isUppercase == true && !lexicon.isWord(lower) && Self.opensName(pieces, at: index) {
                // An unknown capitalized word before another capitalized word opens a name (`Fewa Wings Air`).
                keep = true
            } else if !lexicon.isWord(lower) && (counts[lower] ?? 0) >= 2 {
                // Unless it is one swapped or doubled letter away from a very common word (`teh` ... `teh`).
                let fixable = cheapFix[lower] ?? Self.oneSlipForms(lower).contains { lexicon.tier($0) == 1 }
                cheapFix[lower] = fixable
                keep = !fixable
            } else if text.first?.isUppercase == true,
                Gazetteer.givenNames.contains(Self.base(text)) || Gazetteer.places.contains(Self.base(text))
            {
                keep = true
            }
            if keep { kept.insert(index) }
            if sentenceStart { starts.insert(index) }
            sentenceStart = false
            previousWordIndex = index
        }
    }

    /// Whether a separator ends a sentence: it holds `.`, `!`, `?` or a line break, but not as the period of an
    /// honorific before a name (`Dr. Anand`, `Mrs. Flett`).
    static func endsSentence(_ separator: String, after previousWord: String?) -> Bool {
        guard separator.contains(where: { ".!?\n".contains($0) }) else { return false }
        if separator == ". ", let previousWord, Gazetteer.honorifics.contains(previousWord) { return false }
        return true
    }

    /// Whether the word piece at `index` is followed, after one space, by a capitalized word (`Fewa Wings`).
    static func opensName(_ pieces: [(text: String, isWord: Bool)], at index: Int) -> Bool {
        index + 2 < pieces.count && pieces[index + 1].text == " " && pieces[index + 2].isWord
            && pieces[index + 2].text.first?.isUppercase == true
    }

    /// Whether a word has a letter outside A–Z (`Bjørnstad`, `café`).
    static func hasLetterOutsideEnglish(_ word: String) -> Bool {
        word.unicodeScalars.contains { $0.properties.isAlphabetic && !$0.isASCII }
    }

    /// Prefixes written before a hyphen (`cryo-electron`, `pre-opening`, `co-founder`).
    static let hyphenPrefixes: Set<String> = [
        "pre", "post", "co", "re", "non", "anti", "multi", "semi", "sub", "inter", "intra", "micro", "macro", "mini",
        "self", "ex", "pro", "bio", "eco", "geo", "hydro", "thermo", "electro", "neuro", "cryo", "ultra", "mega",
        "meta", "proto", "pseudo", "quasi", "mid", "cross", "over", "under", "out", "tele", "agri", "agro", "aero",
    ]
    /// Whether a word piece belongs to a hyphenated compound whose other part vouches for it: a known prefix before
    /// its hyphen (`cryo-`, `Pre-`), or a capitalized part before it (`Ji-hoon`, `Kamogawa-tei`, names).
    static func isPartOfCompound(_ pieces: [(text: String, isWord: Bool)], at index: Int) -> Bool {
        if index + 2 < pieces.count, pieces[index + 1].text == "-", pieces[index + 2].isWord,
            hyphenPrefixes.contains(pieces[index].text.lowercased())
        {
            return true
        }
        if index >= 2, pieces[index - 1].text == "-", pieces[index - 2].isWord,
            pieces[index - 2].text.first?.isUppercase == true, pieces[index].text.first?.isLowercase == true
        {
            return true
        }
        return false
    }

    /// The capitalized words a text writes as names somewhere: inside a sentence, or as a label before a colon
    /// (`Anand: the van is booked`), so they are kept where they open a sentence too.
    static func namesInText(_ pieces: [(text: String, isWord: Bool)]) -> Set<String> {
        var names = Set<String>()
        var sentenceStart = true
        var previousWord: String?
        for (index, piece) in pieces.enumerated() {
            guard piece.isWord else {
                if endsSentence(piece.text, after: previousWord) { sentenceStart = true }
                continue
            }
            previousWord = piece.text
            if piece.text.first?.isUppercase == true {
                if !sentenceStart || isLabel(pieces, at: index) { names.insert(piece.text) }
            }
            sentenceStart = false
        }
        return names
    }

    /// Whether the word piece at `index` opens a label before a colon, alone or hyphenated with more parts
    /// (`Anand:`, `Seo-yeon:`, `Jean-Marc:`).
    static func isLabel(_ pieces: [(text: String, isWord: Bool)], at index: Int) -> Bool {
        var next = index + 1
        while next + 1 < pieces.count, pieces[next].text == "-", pieces[next + 1].isWord { next += 2 }
        return next < pieces.count && pieces[next].text.hasPrefix(":")
    }

    /// Whether the word piece at `index` must be left as typed.
    func keeps(_ index: Int) -> Bool { kept.contains(index) }

    /// Whether the word piece at `index` opens a sentence.
    func startsSentence(_ index: Int) -> Bool { starts.contains(index) }

    /// The words a word would be with two neighbouring letters swapped back or a doubled letter undone.
    static func oneSlipForms(_ word: String) -> [String] {
        let letters = Array(word)
        var forms: [String] = []
        for index in letters.indices.dropLast() {
            var swapped = letters
            swapped.swapAt(index, index + 1)
            if swapped != letters { forms.append(String(swapped)) }
            if letters[index] == letters[index + 1] {
                var undoubled = letters
                undoubled.remove(at: index)
                forms.append(String(undoubled))
            }
        }
        return forms
    }

    /// The word a possessive is formed from (`company` for `company's`), or `nil` when it is not one.
    static func possessiveBase(_ word: String) -> String? {
        guard word.count > 2, word.hasSuffix("'s") || word.hasSuffix("’s") else { return nil }
        return String(word.dropLast(2))
    }

    /// The indices of the word pieces that belong to an address or identifier: a run of pieces without
    /// whitespace that holds `@` or `://`, or a `.`, `/` or `_` with a word piece on each side.
    static func identifierWords(_ pieces: [(text: String, isWord: Bool)]) -> Set<Int> {
        var result = Set<Int>()
        var start = 0
        while start < pieces.count {
            // A run ends at a separator with whitespace in it; the run's own separators are inside it.
            var end = start
            var isIdentifier = false
            while end < pieces.count {
                let piece = pieces[end]
                if !piece.isWord {
                    if piece.text.contains(where: \.isWhitespace) { break }
                    let joins = end > start && end + 1 < pieces.count && pieces[end + 1].isWord
                    if piece.text.contains("@") || piece.text.contains("://")
                        || (joins && [".", "/", "_"].contains(piece.text))
                    {
                        isIdentifier = true
                    }
                }
                end += 1
            }
            if isIdentifier {
                for index in start..<end where pieces[index].isWord { result.insert(index) }
            }
            start = end + 1
        }
        return result
    }

    /// A word without a possessive ending.
    private static func base(_ word: String) -> String {
        word.hasSuffix("'s") || word.hasSuffix("’s") ? String(word.dropLast(2)) : word
    }
}
