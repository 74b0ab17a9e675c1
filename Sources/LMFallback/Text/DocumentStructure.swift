/// The structure of a document: its kind, email headers, speakers, and the role of every sentence.
public struct DocumentStructure: Sendable, Hashable, Codable {
    /// An email header field, in document order.
    public struct HeaderField: Sendable, Hashable, Codable {
        /// The field name, lowercased and in English (`from`, `to`, `cc`, `date`, `subject`, ...): `Betreff`,
        /// `Objet`, `Asunto`, `Oggetto`, `Assunto` and `Onderwerp` are all `subject`.
        public let name: String
        /// The field value as written.
        public let value: String
    }

    /// The document kind.
    public let kind: DocumentKind
    /// Email header fields (empty unless the document starts with headers).
    public let headers: [HeaderField]
    /// Speakers of a conversation, in order of first turn.
    public let speakers: [String]
    /// The role of each sentence, parallel to the sentence list.
    public let roles: [SentenceRole]
    /// The speaker of each sentence, or `nil` outside turns.
    public let speakerOfSentence: [String?]
    /// For each sentence, the UTF-16 offset where its content starts (after a `Name:` label).
    public let contentStart: [Int]

    /// The value of the first header with this name.
    /// - Parameter name: A lowercase header name such as `subject`.
    /// - Returns: The value, or `nil`.
    public func header(_ name: String) -> String? { headers.first { $0.name == name }?.value }

    /// Header field names, English and as German, French, Spanish, Italian, Portuguese and Dutch mail programs
    /// write them, mapped to the English name that ``header(_:)`` takes.
    static let headerAliases: [String: String] = [
        "from": "from", "to": "to", "cc": "cc", "bcc": "bcc", "date": "date", "subject": "subject", "sent": "sent",
        "reply-to": "reply-to",
        "von": "from", "an": "to", "betreff": "subject", "datum": "date", "gesendet": "sent", "kopie": "cc",
        "de": "from", "à": "to", "a": "to", "objet": "subject", "envoyé": "sent", "cci": "bcc",
        "para": "to", "asunto": "subject", "fecha": "date", "enviado": "sent", "cco": "bcc",
        "da": "from", "oggetto": "subject", "data": "date", "inviato": "sent", "assunto": "subject",
        "van": "from", "aan": "to", "onderwerp": "subject", "verzonden": "sent",
    ]
    /// The header names that no speaker label can be: all that ``headerAliases`` knows but the short ones that are
    /// also given names or name particles (`An:`, `Da:`, `Van:` may open a chat line).
    static let notSpeakerLabels = Set(headerAliases.keys).subtracting(["an", "a", "à", "de", "da", "van"])
    static let closings: [String] = [
        "kind regards", "best regards", "regards", "best wishes", "best,", "thanks,", "thank you,", "cheers",
        "sincerely", "yours sincerely", "yours faithfully", "warm regards", "many thanks,", "all the best",
        "mit freundlichen grüßen", "freundliche grüße", "viele grüße", "beste grüße", "liebe grüße", "herzliche grüße",
        "cordialement", "bien cordialement", "bien à vous", "salutations", "meilleures salutations", "atentamente",
        "saludos", "un saludo", "un cordial saludo", "cordiali saluti", "distinti saluti", "saluti", "cordialmente",
        "atenciosamente", "cumprimentos", "com os melhores cumprimentos", "abraços", "met vriendelijke groet",
        "vriendelijke groeten", "hartelijke groet", "groeten",
    ]

    /// Analyses the structure of a segmented document.
    /// - Parameters:
    ///   - sentences: The document's sentences.
    ///   - buffer: The document text.
    init(sentences: [Sentence], buffer: TextBuffer) {
        let units = buffer.units
        var labels: [String?] = []
        var labelEnds: [Int] = []
        for sentence in sentences {
            if sentence.startsLine, let (label, end) = Self.label(units, sentence.range) {
                labels.append(label)
                labelEnds.append(end)
            } else {
                labels.append(nil)
                labelEnds.append(sentence.range.lowerBound)
            }
        }
        // Email headers: label lines at the very start of the document.
        var headers: [HeaderField] = []
        var headerCount = 0
        for (index, sentence) in sentences.enumerated() {
            // A header line may hold several sentences (`Von: Carola Meißner <c.meissner@example.de>`).
            if index < headerCount { continue }
            guard sentence.paragraph == 0, sentence.startsLine, let label = labels[index],
                let name = Self.headerAliases[label.lowercased()]
            else { break }
            let valueRange = labelEnds[index]..<Self.lineEnd(sentences, from: index)
            headers.append(HeaderField(name: name, value: buffer.text(valueRange)))
            headerCount = Self.lastSentence(sentences, ofLineAt: index) + 1
        }
        let isEmail = headers.count >= 2 && headers.contains { $0.name == "from" || $0.name == "subject" }
        if !isEmail {
            headers = []
            headerCount = 0
        }
        // Speakers: labels used on at least two lines, not header or field names.
        var labelUse: [String: Int] = [:]
        var lineCount = 0
        for (index, sentence) in sentences.enumerated() where sentence.startsLine {
            lineCount += 1
            if index >= headerCount, let label = labels[index], Self.isSpeakerShaped(label) {
                labelUse[label, default: 0] += 1
            }
        }
        var speakers: [String] = []
        var turnLines = 0
        for (index, sentence) in sentences.enumerated() where sentence.startsLine && index >= headerCount {
            if let label = labels[index], (labelUse[label] ?? 0) >= 2 {
                turnLines += 1
                if !speakers.contains(label) { speakers.append(label) }
            }
        }
        let isConversation = !isEmail && speakers.count >= 2 && turnLines >= 3 && turnLines * 10 >= lineCount * 4
        if !isConversation { speakers = [] }
        // Roles.
        var roles: [SentenceRole] = []
        var speakerOf: [String?] = []
        var contentStart: [Int] = []
        var currentSpeaker: String?
        var quotedRest = false
        var lineQuoted = false
        var signatureFrom = Int.max
        if isEmail || !isConversation {
            for (index, sentence) in sentences.enumerated().reversed() where sentence.startsLine {
                let lower = sentence.text.lowercased()
                if Self.closings.contains(where: { lower.hasPrefix($0) }) && sentence.text.utf16.count < 40 {
                    signatureFrom = index
                    break
                }
                if sentence.index < sentences.count - 8 { break }
            }
        }
        for (index, sentence) in sentences.enumerated() {
            let lineText = sentence.text
            if sentence.startsLine {
                currentSpeaker = nil
                if let label = labels[index], speakers.contains(label) { currentSpeaker = label }
                lineQuoted = lineText.hasPrefix(">")
                if lineText.hasPrefix("On ") && lineText.hasSuffix("wrote:") { quotedRest = true }
            }
            let role: SentenceRole
            if index < headerCount {
                role = .header
            } else if quotedRest || lineQuoted {
                role = .quoted
            } else if index >= signatureFrom {
                role = .signature
            } else if currentSpeaker != nil {
                role = .turn
            } else if sentence.startsLine && Self.isHeading(lineText)
                && sentence.index == Self.lastSentence(sentences, ofLineAt: index)
            {
                role = .heading
            } else {
                role = .body
            }
            roles.append(role)
            speakerOf.append(currentSpeaker)
            let hasLabel = currentSpeaker != nil && sentence.startsLine
            contentStart.append(hasLabel ? labelEnds[index] : sentence.range.lowerBound)
        }
        self.kind = isEmail ? .email : (isConversation ? .conversation : .prose)
        self.headers = headers
        self.speakers = speakers
        self.roles = roles
        self.speakerOfSentence = speakerOf
        self.contentStart = contentStart
    }

    /// A `Label:` prefix of at most three words followed by whitespace; returns the label and the content start.
    private static func label(_ units: [UInt16], _ range: Range<Int>) -> (String, Int)? {
        var index = range.lowerBound
        var words = 0
        while index < range.upperBound && index - range.lowerBound < 40 {
            let unit = units[index]
            if unit == 58 {  // ':'
                guard index > range.lowerBound, words <= 3 else { return nil }
                var next = index + 1
                guard next < range.upperBound, CharClass.isSpace(units[next]) else { return nil }
                while next < range.upperBound && CharClass.isSpace(units[next]) { next += 1 }
                // French sets a space before the colon (`Nadège : Onze familles…`): it is no part of the label.
                var end = index
                while end > range.lowerBound && CharClass.isSpace(units[end - 1]) { end -= 1 }
                guard end > range.lowerBound else { return nil }
                let label = String(decoding: units[range.lowerBound..<end], as: UTF16.self)
                return (label, next)
            }
            if unit == 32 {
                words += 1
            } else if !(CharClass.isLetter(unit) || unit == 45 || unit == 46 || CharClass.isApostrophe(unit)) {
                return nil
            }
            index += 1
        }
        return nil
    }

    private static func isSpeakerShaped(_ label: String) -> Bool {
        let lower = label.lowercased()
        if notSpeakerLabels.contains(lower) { return false }
        let words = label.split(separator: " ")
        return words.count <= 3 && words.allSatisfy { ($0.first?.isLetter ?? false) }
    }

    private static func isHeading(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard let last = text.last, words.count <= 12 else { return false }
        if last == ".", let final = words.last {
            // A heading may end with an abbreviation's period (`... Brightwater Analytics Inc.`); a labelled
            // field line (`Inspector: Brian Kowalski, Kowalski Inc.`) is not a heading.
            let word = final.dropLast().lowercased()
            return SentenceSegmenter.abbreviations.contains(word) && word != "no" && words.count >= 3
                && !text.contains(": ")
        }
        return !".!?,;:".contains(last)
    }

    private static func lineEnd(_ sentences: [Sentence], from index: Int) -> Int {
        sentences[Self.lastSentence(sentences, ofLineAt: index)].range.upperBound
    }

    private static func lastSentence(_ sentences: [Sentence], ofLineAt index: Int) -> Int {
        var last = index
        while last + 1 < sentences.count && !sentences[last + 1].startsLine { last += 1 }
        return last
    }
}
