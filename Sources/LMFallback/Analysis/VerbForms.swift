/// English verb morphology for headline-style titles: recognising past tenses and participles, and
/// turning a verb into its base or third-person present form (`voted` → `vote` → `votes`).
///
/// Regular forms are checked against the built-in word list (``EnglishLexicon``) so that an
/// adjective-looking `-ed` word is only taken for a verb when its base is a real word; a short table
/// covers common irregular verbs.
enum VerbForms {
    /// Irregular past tenses and participles mapped to their base form.
    static let irregular: [String: String] = {
        var table: [String: String] = [:]
        let rows = """
            arose:arise awoke:awake beat:beat became:become become:become began:begin \
            begun:begin bent:bend bled:bleed blew:blow blown:blow broke:break broken:break \
            brought:bring built:build burnt:burn bought:buy caught:catch chose:choose chosen:choose came:come \
            crept:creep dealt:deal dug:dig drew:draw drawn:draw drank:drink \
            drove:drive driven:drive ate:eat eaten:eat fell:fall fallen:fall fed:feed felt:feel fought:fight \
            found:find fled:flee flew:fly flown:fly forbade:forbid forgot:forget forgotten:forget forgave:forgive \
            froze:freeze frozen:freeze gave:give given:give went:go gone:go grew:grow grown:grow \
            hung:hang heard:hear hid:hide hidden:hide held:hold hurt:hurt kept:keep knew:know \
            known:know led:lead left:leave lent:lend lost:lose \
            made:make meant:mean met:meet paid:pay rode:ride ridden:ride rang:ring \
            rung:ring rose:rise risen:rise ran:run said:say saw:see seen:see sought:seek sold:sell sent:send \
            shook:shake shaken:shake shone:shine shot:shoot showed:show shown:show shrank:shrink \
            sang:sing sung:sing sank:sink sunk:sink sat:sit slept:sleep slid:slide spoke:speak \
            spoken:speak spent:spend spun:spin sprang:spring stood:stand stole:steal \
            stolen:steal stuck:stick struck:strike swore:swear sworn:swear swept:sweep swam:swim swung:swing \
            took:take taken:take taught:teach tore:tear torn:tear told:tell thought:think threw:throw thrown:throw \
            understood:understand undertook:undertake upheld:uphold woke:wake wore:wear worn:wear won:win \
            withdrew:withdraw withdrawn:withdraw wrote:write written:write overtook:overtake
            """
        for row in rows.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            let parts = row.split(separator: ":")
            if parts.count == 2 { table[String(parts[0])] = String(parts[1]) }
        }
        return table
    }()

    /// Auxiliaries that may come between a subject and its main verb (`has approved`, `was moved`).
    static let auxiliaries: Set<String> = [
        "has", "have", "had", "was", "were", "is", "are", "been", "be", "will", "would", "has been", "have been",
        "had been", "can", "could", "may", "might", "should", "must",
    ]

    /// The base form of a past tense or past participle, or `nil` when the word isn't one.
    /// - Parameter word: A lowercased word.
    /// - Returns: The base form (`approved` → `approve`, `stopped` → `stop`, `won` → `win`).
    static func baseOfPast(_ word: String) -> String? {
        if let base = irregular[word], !auxiliaries.contains(word) { return base }
        guard word.hasSuffix("ed"), word.utf8.count >= 5 else { return nil }
        let lexicon = EnglishLexicon.shared
        let stem = String(word.dropLast(2))
        var candidates: [String] = []
        if word.hasSuffix("ied") { candidates.append(String(word.dropLast(3)) + "y") }
        candidates.append(String(word.dropLast()))  // approved → approve
        candidates.append(stem)  // reached → reach
        let bytes = Array(stem.utf8)
        if bytes.count >= 3 && bytes[bytes.count - 1] == bytes[bytes.count - 2] {
            candidates.append(String(stem.dropLast()))  // stopped → stop
        }
        return candidates.first { $0.utf8.count >= 3 && lexicon.contains($0) && $0 != word }
    }

    /// The third-person singular present of a base form (`approve` → `approves`, `reach` → `reaches`).
    /// - Parameter base: A lowercased base form.
    /// - Returns: The present form.
    static func thirdPerson(_ base: String) -> String {
        switch base {
        case "be": return "is"
        case "have": return "has"
        case "do": return "does"
        case "go": return "goes"
        default: break
        }
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        if base.hasSuffix("y"), base.count > 2, let before = base.dropLast().last, !vowels.contains(before) {
            return String(base.dropLast()) + "ies"
        }
        for ending in ["s", "sh", "ch", "x", "z", "o"] where base.hasSuffix(ending) {
            return base + "es"
        }
        return base + "s"
    }
}
