import Foundation
import LMCore

/// Reads action items: from the lines of an explicit list (`- Name: task; task`, `- Name — task`,
/// `@Name task`) and from commitments in sentences (`I'll …`, `Name will …`, `Name, please …`),
/// each with its assignee and the deadline written beside it.
struct ActionItemReader {
    /// Finds the participant a name refers to (`Tomás` → `Tomás Ruiz`); `nil` for unknown names.
    let resolve: (String) -> String?

    /// Action items of one line of an explicit action list.
    /// - Parameters:
    ///   - line: The line, bullet included.
    ///   - dates: Date expressions found in the line, in text order.
    /// - Returns: One item per task (tasks joined by `;` are separate), or none for an empty line.
    func listItems(line: String, dates: [String]) -> [ConversationSummary.ActionItem] {
        var body = Self.strippingBullet(line)
        guard !body.isEmpty else { return [] }
        var assignee: String?
        if let (name, rest) = Self.leadingLabel(body), let person = person(name) {
            assignee = person
            body = rest
        } else if let commitment = namedCommitment(body) {
            assignee = commitment.assignee
            body = commitment.task
        }
        return body.split(separator: ";").compactMap { part in
            item(task: String(part), assignee: assignee, dates: dates)
        }
    }

    /// The action item a sentence commits someone to, if it does.
    /// - Parameters:
    ///   - sentence: The sentence, without its speaker label.
    ///   - speaker: The person who said or wrote it, for `I'll …`.
    ///   - dates: Date expressions found in the sentence, in text order.
    /// - Returns: The items (a sentence may assign tasks to two people), or none.
    func sentenceItems(_ sentence: String, speaker: String?, dates: [String]) -> [ConversationSummary.ActionItem] {
        let trimmed = sentence.trimmingCharacters(in: .whitespaces)
        let lower = trimmed.lowercased()
        for prefix in ["action:", "action item:", "todo:", "todo ", "to do:", "ai:"] where lower.hasPrefix(prefix) {
            return listItems(line: String(trimmed.dropFirst(prefix.count)), dates: dates)
        }
        if let at = mention(in: trimmed) {
            return [item(task: at.task, assignee: at.assignee, dates: dates)].compactMap { $0 }
        }
        let isQuestion = trimmed.hasSuffix("?")
        if !isQuestion, let task = Self.firstPersonTask(trimmed) {
            return [item(task: task, assignee: speaker.flatMap(person) ?? speaker, dates: dates)].compactMap { $0 }
        }
        if !isQuestion, let commitment = namedCommitment(trimmed) {
            return [item(task: commitment.task, assignee: commitment.assignee, dates: dates)].compactMap { $0 }
        }
        // `Jonah, please fix the pipeline today, and Elif, start the retrain …`
        var items: [ConversationSummary.ActionItem] = []
        for (index, part) in trimmed.components(separatedBy: ", and ").enumerated() {
            guard let comma = part.firstIndex(of: ","), let name = person(String(part[..<comma])) else { continue }
            var rest = part[part.index(after: comma)...].trimmingCharacters(in: .whitespaces)
            var isRequest = index > 0
            for cue in ["please ", "can you ", "could you ", "would you ", "can you please "]
            where rest.lowercased().hasPrefix(cue) {
                rest = String(rest.dropFirst(cue.count))
                isRequest = true
            }
            guard isRequest, let first = rest.first, first.isLowercase else { continue }
            if let found = item(task: rest, assignee: name, dates: dates) { items.append(found) }
        }
        return items
    }

    /// A cleaned item: no trailing punctuation, the deadline phrase moved out of the task.
    func item(task: String, assignee: String?, dates: [String]) -> ConversationSummary.ActionItem? {
        var text = task.trimmingCharacters(in: .whitespaces)
        let deadline = dates.first { text.contains($0) }
        var deadlineText = deadline
        if let deadline, let range = text.range(of: deadline) {
            let before = text[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
            let previousWord = before.split(separator: " ").last.map { $0.lowercased() } ?? ""
            let phraseStart: String.Index
            if ["by", "before", "until", "till", "due"].contains(previousWord),
                let wordRange = text.range(
                    of: previousWord, options: [.backwards, .caseInsensitive], range: text.startIndex..<range.lowerBound
                )
            {
                deadlineText = previousWord + " " + deadline
                phraseStart = wordRange.lowerBound
            } else {
                phraseStart = range.lowerBound
            }
            let after = text[range.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: " .,;!"))
            if after.isEmpty {
                var head = String(text[..<phraseStart]).trimmingCharacters(in: .whitespaces)
                if head.lowercased().hasSuffix(" on") { head = String(head.dropLast(3)) }
                if head.split(separator: " ").count >= 2 { text = head }
            }
        }
        while let last = text.last, ".,;:!?-–— ".contains(last) { text.removeLast() }
        guard text.split(separator: " ").count >= 2 else { return nil }
        text = text.prefix(1).uppercased() + text.dropFirst()
        return ConversationSummary.ActionItem(task: text, assignee: assignee, deadline: deadlineText)
    }

    /// The participant a candidate name refers to, or `nil` when it is not a name.
    private func person(_ candidate: String) -> String? {
        let name = candidate.trimmingCharacters(in: .whitespaces)
        guard ConversationCues.isName(name), name.split(separator: " ").count <= 3 else { return nil }
        return resolve(name)
    }

    /// `@Name task` anywhere in a line.
    private func mention(in text: String) -> (assignee: String, task: String)? {
        guard let at = text.firstIndex(of: "@"), at == text.startIndex || text[text.index(before: at)] == " " else {
            return nil
        }
        let nameStart = text.index(after: at)
        let nameEnd = text[nameStart...].firstIndex { !($0.isLetter || $0 == "-" || $0 == ".") } ?? text.endIndex
        let name = String(text[nameStart..<nameEnd]).trimmingCharacters(in: CharacterSet(charactersIn: "."))
        guard !name.isEmpty else { return nil }
        let assignee = resolve(name) ?? (name.prefix(1).uppercased() + name.dropFirst())
        let after = text[nameEnd...].trimmingCharacters(in: CharacterSet(charactersIn: " :,-—"))
        let task = after.split(separator: " ").count >= 2 ? after : String(text[..<at]) + after
        return (assignee, task)
    }

    /// `Name will …`, `Name to …`, `Name is going to …` at the start of a text.
    private func namedCommitment(_ text: String) -> (assignee: String, task: String)? {
        for cue in [" will ", " to ", " is going to ", " is to ", " agreed to ", " volunteered to "] {
            guard let range = text.range(of: cue), let name = person(String(text[..<range.lowerBound])) else {
                continue
            }
            return (name, String(text[range.upperBound...]))
        }
        return nil
    }

    /// The task of a first-person commitment (`I'll send the notes` → `send the notes`).
    static func firstPersonTask(_ text: String) -> String? {
        let lower = text.lowercased()
        for cue in ConversationCues.firstPersonCommitments {
            if lower.hasPrefix(cue) { return String(text.dropFirst(cue.count)) }
            if let range = lower.range(of: ", " + cue) {
                let offset = lower.distance(from: lower.startIndex, to: range.upperBound)
                return String(text.dropFirst(offset))
            }
        }
        return nil
    }

    /// A line without its bullet (`-`, `*`, `•`, `1.`, `[ ]`).
    static func strippingBullet(_ line: String) -> String {
        var text = Substring(line.trimmingCharacters(in: .whitespaces))
        text = text.drop { "-*•–—+".contains($0) }
        if let dot = text.firstIndex(where: { $0 == "." || $0 == ")" }), text[..<dot].allSatisfy(\.isNumber),
            !text[..<dot].isEmpty
        {
            text = text[text.index(after: dot)...]
        }
        for box in ["[ ]", "[x]", "[X]"] where text.trimmingCharacters(in: .whitespaces).hasPrefix(box) {
            text = text.trimmingCharacters(in: .whitespaces).dropFirst(box.count)
        }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// `Name: rest` or `Name — rest` at the start of a line.
    static func leadingLabel(_ text: String) -> (String, String)? {
        for separator in [": ", " — ", " – ", " - "] {
            guard let range = text.range(of: separator) else { continue }
            let name = String(text[..<range.lowerBound])
            guard name.split(separator: " ").count <= 3 else { continue }
            return (name, String(text[range.upperBound...]))
        }
        return nil
    }
}
