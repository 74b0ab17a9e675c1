import LMFallback

/// How often the corrector changes text that needs no change: every sentence of every English document
/// (correctly written text) goes through `TextCorrector().correct(sentence).closest`, and each sentence that
/// comes back different, and each word in it, counts as a change. The right figure is zero.
///
/// Only English documents are corrected (the corrector knows English words alone); the others are counted
/// and skipped. Words are compared as runs between spaces, so a word split in two counts once.
enum EvalUnchangedText {
    /// One changed word: as written, and as the corrector returned it.
    struct Change {
        var document: String
        var written: String
        var corrected: String
    }

    /// The figures of one set of documents.
    struct Tally {
        var documents = 0
        var englishDocuments = 0
        var sentences = 0
        var changedSentences = 0
        var words = 0
        var changes: [Change] = []
    }

    /// Corrects every sentence of every English document and prints how many sentences and words changed.
    /// - Parameters:
    ///   - documents: The documents, written correctly.
    ///   - label: What to call them in the output (for example `tune`).
    ///   - listChanges: Whether to list each changed word (tune parts only).
    static func score(_ documents: [EvalDocument], label: String, listChanges: Bool) {
        let tally = measure(documents)
        let changedWords = tally.changes.count
        print(
            "Correct text left as written (\(label): \(tally.englishDocuments) English documents of "
                + "\(tally.documents); closest, per sentence)")
        print(
            "  sentences changed \(tally.changedSentences) of \(tally.sentences), "
                + "words changed \(changedWords) of \(tally.words)")
        if listChanges {
            for change in tally.changes {
                print("  [\(label)] \(change.document): \(change.written) -> \(change.corrected)")
            }
        }
        print("")
    }

    /// The figures for a set of documents.
    static func measure(_ documents: [EvalDocument]) -> Tally {
        var tally = Tally()
        let corrector = TextCorrector()
        for document in documents {
            tally.documents += 1
            let analysis = TextAnalyzer().analyze(document.text)
            guard analysis.language.code == "en" else { continue }
            tally.englishDocuments += 1
            for sentence in analysis.sentences {
                let written = words(sentence.text)
                tally.sentences += 1
                tally.words += written.count
                let corrected = corrector.correct(sentence.text).closest
                guard corrected != sentence.text else { continue }
                let changes = changedWords(written, words(corrected))
                if !changes.isEmpty { tally.changedSentences += 1 }
                tally.changes += changes.map {
                    Change(document: document.id, written: $0.written, corrected: $0.corrected)
                }
            }
        }
        return tally
    }

    private static func words(_ text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// The words that differ, in order: a word written as one and returned as two is one change.
    static func changedWords(_ written: [String], _ corrected: [String]) -> [(written: String, corrected: String)] {
        var changes: [(written: String, corrected: String)] = []
        var left = 0
        var right = 0
        while left < written.count && right < corrected.count {
            if written[left] == corrected[right] {
                left += 1
                right += 1
            } else if right + 1 < corrected.count && corrected[right] + corrected[right + 1] == written[left]
                && written.count - left < corrected.count - right
            {
                changes.append((written[left], corrected[right] + " " + corrected[right + 1]))
                left += 1
                right += 2
            } else {
                changes.append((written[left], corrected[right]))
                left += 1
                right += 1
            }
        }
        for index in left..<written.count { changes.append((written[index], "")) }
        return changes
    }
}
