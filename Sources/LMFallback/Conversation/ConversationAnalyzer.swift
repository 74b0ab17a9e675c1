import Foundation
import LMCore

/// Summarizes a chat, meeting transcript or mail thread: participants, topics, decisions, action
/// items with assignee and deadline, and next steps, by cue phrases over the analysed sentences.
///
/// Everything is one pass over the lines and sentences plus the document's keyphrases and date
/// entities, so the cost grows linearly with the text.
struct ConversationAnalyzer {
    let analysis: DocumentAnalysis
    /// The most decisions, action items and next steps reported.
    var decisionLimit = 5
    var actionLimit = 12
    var nextStepLimit = 5

    private struct Utterance {
        var text: String
        var range: Range<Int>
        var speaker: String?
        var turn: Int
    }

    private static let attendanceLabels: Set<String> = [
        "attendees", "present", "participants", "attendance", "attendees present",
    ]
    private static let honorifics: Set<String> = ["dr", "mr", "mrs", "ms", "mx", "prof", "sir"]

    func summary() -> ConversationSummary {
        let dates = analysis.entities().filter { $0.kind == .date }
        var participants = Participants()
        var listRange: Range<Int>?
        var listItems: [(line: String, range: Range<Int>)] = []
        // Lines: headers, attendance lists and the explicit action list.
        var offset = 0
        var inList = false
        for rawLine in analysis.text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            let range = offset..<(offset + rawLine.utf16.count)
            offset = range.upperBound + 1
            let heading = line.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ":# *"))
            if ConversationCues.actionListHeadings.contains(heading) {
                inList = true
                listRange = range.lowerBound..<range.upperBound
                continue
            }
            if inList {
                if line.isEmpty && listItems.isEmpty { continue }
                if line.isEmpty || !"-*•–+[@0123456789".contains(line.first ?? " ") {
                    inList = false
                } else {
                    listItems.append((line, range))
                    listRange = (listRange?.lowerBound ?? range.lowerBound)..<range.upperBound
                    continue
                }
            }
            guard let colon = line.firstIndex(of: ":") else { continue }
            let label = line[..<colon].trimmingCharacters(in: .whitespaces)
            if Self.attendanceLabels.contains(label.lowercased()) {
                for name in Self.names(in: String(line[line.index(after: colon)...])) { participants.add(name) }
            } else if !analysis.structure.speakers.isEmpty, Self.isSpeakerLabel(label) {
                // A speaker with a single turn still took part.
                participants.add(label)
            }
        }
        for field in analysis.structure.headers where ["from", "to", "cc"].contains(field.name) {
            for name in Self.names(in: field.value) { participants.add(name) }
        }
        for speaker in analysis.structure.speakers { participants.add(speaker) }
        if participants.names.isEmpty {
            for entity in analysis.entities() where entity.kind == .person { participants.add(entity.text) }
        }
        let sender = analysis.structure.header("from").flatMap { Self.names(in: $0).first }.flatMap(
            participants.resolve)
        let reader = ActionItemReader(resolve: { participants.resolve($0) })
        // Dates by position, so that each range finds its own by binary search: scanning every date
        // for every utterance would make a long conversation quadratic.
        let datesByStart = dates.enumerated().sorted {
            ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
        }.map(\.element)
        // The clauses of one sentence share its range: each range is looked up once.
        var datesOfRange: [Range<Int>: [String]] = [:]
        func datesIn(_ range: Range<Int>) -> [String] {
            if let known = datesOfRange[range] { return known }
            let found = findDates(range)
            datesOfRange[range] = found
            return found
        }
        func findDates(_ range: Range<Int>) -> [String] {
            var low = 0
            var high = datesByStart.count
            while low < high {
                let middle = (low + high) / 2
                if datesByStart[middle].range.lowerBound < range.lowerBound { low = middle + 1 } else { high = middle }
            }
            var found: [String] = []
            var index = low
            while index < datesByStart.count, datesByStart[index].range.lowerBound < range.upperBound {
                if datesByStart[index].range.upperBound <= range.upperBound { found.append(datesByStart[index].text) }
                index += 1
            }
            return found
        }

        var actionItems: [ConversationSummary.ActionItem] = []
        for entry in listItems {
            actionItems += reader.listItems(line: entry.line, dates: datesIn(entry.range))
        }
        let hasExplicitList = !actionItems.isEmpty
        var decisions: [String] = []
        var nextSteps: [String] = []
        let utterances = self.utterances(skipping: listRange)
        for (index, utterance) in utterances.enumerated() {
            let text = utterance.text
            let lower = text.lowercased()
            let isQuestion = text.hasSuffix("?")
            let bare = lower.trimmingCharacters(in: CharacterSet(charactersIn: " .!"))
            if ConversationCues.affirmations.contains(bare) {
                if let proposal = Self.proposal(before: index, in: utterances) { Self.append(proposal, to: &decisions) }
                continue
            }
            if !isQuestion && ConversationCues.matches(lower, ConversationCues.decision) {
                Self.append(text, to: &decisions)
                continue
            }
            let isWe = lower.hasPrefix("we'll ") || lower.hasPrefix("we’ll ") || lower.hasPrefix("we will ")
            if !(isWe && ConversationCues.matches(lower, ConversationCues.nextStep)) {
                let items = reader.sentenceItems(
                    text, speaker: utterance.speaker ?? sender, dates: datesIn(utterance.range))
                if !items.isEmpty {
                    if !hasExplicitList { actionItems += items }
                    continue
                }
            }
            if ConversationCues.matches(lower, ConversationCues.nextStep) { Self.append(text, to: &nextSteps) }
        }
        var seenTasks = Set<String>()
        actionItems = actionItems.filter { seenTasks.insert($0.task.lowercased()).inserted }
        return ConversationSummary(
            topics: topics(excluding: participants.names),
            decisions: Array(decisions.prefix(decisionLimit)),
            actionItems: Array(actionItems.prefix(actionLimit)),
            participants: participants.names,
            nextSteps: Array(nextSteps.filter { !decisions.contains($0) }.prefix(nextStepLimit))
        )
    }

    /// The sentences that can carry decisions and tasks, without speaker labels, grouped into turns.
    private func utterances(skipping excluded: Range<Int>?) -> [Utterance] {
        var result: [Utterance] = []
        var turn = 0
        var lastSpeaker: String?
        let structure = analysis.structure
        for (index, sentence) in analysis.sentences.enumerated() {
            switch structure.roles[index] {
            case .header, .quoted, .signature, .heading: continue
            case .body, .turn: break
            }
            if let excluded, excluded.contains(sentence.range.lowerBound) { continue }
            let speaker = structure.speakerOfSentence[index]
            if sentence.startsLine || speaker != lastSpeaker { turn += 1 }
            lastSpeaker = speaker
            let range = structure.contentStart[index]..<sentence.range.upperBound
            let text = analysis.buffer.text(range).trimmingCharacters(in: .whitespacesAndNewlines)
            for clause in Self.clauses(of: text) {
                result.append(Utterance(text: clause, range: range, speaker: speaker, turn: turn))
            }
        }
        return result
    }

    /// A sentence split where chat style hides a boundary (`done. do we …`) or a clause hands over
    /// (`…, and we'll meet again`); an opening `Agreed,` or `OK,` is dropped.
    static func clauses(of text: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        // The length of the last space-separated word of `current`, kept as it grows (counting
        // the words again at each candidate would make a long sentence quadratic).
        var lastWordLength = 0
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            current.append(character)
            lastWordLength = character == " " ? 0 : lastWordLength + 1
            let next = index + 2 < characters.count ? characters[index + 2] : " "
            if ".!?".contains(character), index + 1 < characters.count, characters[index + 1] == " ",
                next.isLowercase || next == "@", lastWordLength > 4
            {
                pieces.append(current)
                current = ""
                lastWordLength = 0
            }
        }
        pieces.append(current)
        var result: [String] = []
        for piece in pieces {
            var rest = piece
            for handover in [", and we'll ", ", and we’ll ", ", and I'll ", ", and I’ll ", ", and we will "] {
                if let range = rest.range(of: handover) {
                    result.append(String(rest[..<range.lowerBound]))
                    rest = String(rest[rest.index(range.lowerBound, offsetBy: 6)...])
                }
            }
            result.append(rest)
        }
        return result.map { clause in
            var clause = clause.trimmingCharacters(in: .whitespaces)
            for opener in ["agreed, ", "ok, ", "okay, ", "sure, ", "yes, ", "yep, ", "ok so "]
            where clause.lowercased().hasPrefix(opener) && clause.count > opener.count + 8 {
                clause = String(clause.dropFirst(opener.count))
            }
            return clause
        }.filter { !$0.isEmpty }
    }

    /// What the turn before an `Agreed.` proposed: its sentence with a proposal cue, else its first full sentence.
    private static func proposal(before index: Int, in utterances: [Utterance]) -> String? {
        let turn = utterances[index].turn
        guard let previousTurn = utterances[..<index].last(where: { $0.turn != turn })?.turn else { return nil }
        let candidates = utterances[..<index].filter { $0.turn == previousTurn }
        let proposal = candidates.first { ConversationCues.matches($0.text.lowercased(), ConversationCues.proposals) }
        return (proposal ?? candidates.first { $0.text.split(separator: " ").count >= 4 })?.text
    }

    private static func append(_ sentence: String, to list: inout [String]) {
        let sentence = sentence.prefix(1).uppercased() + sentence.dropFirst()
        if !list.contains(sentence) { list.append(sentence) }
    }

    /// Two to five title-cased keyphrases, multi-word phrases first, never a participant's name.
    private func topics(excluding people: [String]) -> [String] {
        let nameWords = Set(people.flatMap { $0.lowercased().split(separator: " ").map(String.init) })
        let usable = analysis.keyphrases.filter { phrase in
            let words = phrase.words.map { $0.lowercased() }
            return !words.allSatisfy {
                nameWords.contains($0) || Stopwords.contains($0) || DateVocabulary.isDateWord($0)
            }
                && !words.contains { $0.contains(where: \.isNumber) && $0.count <= 2 }
        }
        let multi = usable.filter { $0.words.count >= 2 }
        let single = usable.filter { $0.words.count == 1 && ($0.words.first?.count ?? 0) >= 4 }
        var chosen: [Keyphrase] = []
        for phrase in multi where chosen.count < 5 {
            let words = Set(phrase.words.map { $0.lowercased() })
            let overlaps = chosen.contains { other in
                let otherWords = Set(other.words.map { $0.lowercased() })
                return words.isSubset(of: otherWords) || otherWords.isSubset(of: words)
            }
            if !overlaps { chosen.append(phrase) }
        }
        if chosen.count < 2 { chosen += single.prefix(2 - chosen.count) }
        var seen = Set<String>()
        return chosen.map { DocumentAnalysis.titleCase($0.words) }.filter { seen.insert($0.lowercased()).inserted }
    }

    /// Whether a line's label reads as a speaker's name (`Owen`, `Dr. Osei`): one to three capitalized words.
    static func isSpeakerLabel(_ label: String) -> Bool {
        let words = label.split(separator: " ")
        return (1...3).contains(words.count) && ConversationCues.isName(label)
            && words.allSatisfy { word in
                word.first?.isUppercase == true && word.allSatisfy { $0.isLetter || $0 == "." }
            }
            && !ConversationCues.actionListHeadings.contains(label.lowercased())
    }

    /// Names in an attendance list or header value: `Maya Chen (manager), Tomás Ruiz and Jo <jo@x.example>`.
    static func names(in list: String) -> [String] {
        var cleaned = ""
        var depth = 0
        for character in list {
            if character == "(" || character == "<" {
                depth += 1
            } else if character == ")" || character == ">" {
                depth = max(0, depth - 1)
            } else if depth == 0 {
                cleaned.append(character)
            }
        }
        return cleaned.replacingOccurrences(of: " and ", with: ",").replacingOccurrences(of: ";", with: ",")
            .split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"'.")) }
            .filter { name in
                ConversationCues.isName(name) && !name.contains("@") && name.split(separator: " ").count <= 4
            }
    }

    /// The participants in order of first appearance; a short form (`Maya`, `Dr. Osei`) joins the full name.
    private struct Participants {
        var names: [String] = []

        mutating func add(_ name: String) {
            guard ConversationCues.isName(name), resolve(name) == nil else { return }
            names.append(name)
        }

        func resolve(_ name: String) -> String? {
            let words = Self.keyWords(name)
            guard !words.isEmpty else { return nil }
            return names.first { known in
                let knownWords = Self.keyWords(known)
                return words.isSubset(of: knownWords) || knownWords.isSubset(of: words)
            }
        }

        private static func keyWords(_ name: String) -> Set<String> {
            Set(
                name.lowercased().split(separator: " ").map {
                    $0.trimmingCharacters(in: CharacterSet(charactersIn: "."))
                }
                .filter { !ConversationAnalyzer.honorifics.contains($0) && !$0.isEmpty })
        }
    }
}
