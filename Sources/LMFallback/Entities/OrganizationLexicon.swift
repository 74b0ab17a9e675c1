/// Cue words for organization names, by kind, from the embedded data
/// (``FallbackData/Set/organizationCues``: `scripts/fallback-data/organization-cues.txt`, whose
/// comments describe each kind, plus cleanco's legal forms), parsed on first use.
enum OrganizationLexicon {
    private static let entries: [String: Set<String>] = {
        var result: [String: Set<String>] = [:]
        FallbackData.forEachLine(.organizationCues) { line in
            guard let space = line.firstIndex(of: 32) else { return }
            let kind = String(decoding: UnsafeBufferPointer(rebasing: line[..<space]), as: UTF8.self)
            let entry = String(decoding: UnsafeBufferPointer(rebasing: line[(space + 1)...]), as: UTF8.self)
            if !entry.isEmpty { result[kind, default: []].insert(entry) }
        }
        return result
    }()

    /// Words that start an organization's name before a name (`University`, `Hôpital`, `Banco`).
    static let heads: Set<String> = entries["head"] ?? []
    /// Institution heads inside a name before `of`, `for` or a Romance connector (`Institute`, `Ministry`).
    static let innerHeads: Set<String> = entries["inner"] ?? []
    /// Words that close a firm's name after `and` or `&` (`Sons`, `Partners`, `Filhos`).
    static let tails: Set<String> = entries["tail"] ?? []
    /// Words for `and`, lowercase, that may join a tail (`and`, `und`, `e`).
    static let conjunctions: Set<String> = entries["and"] ?? []
    /// Words for `for`, lowercase, that may follow an institution head (`for`, `für`, `pour`).
    static let fors: Set<String> = entries["for"] ?? []
    /// Capitalized articles that open a business's name inside a sentence (`Le Petit Zinc`, `La Bodeguita`).
    static let articles: Set<String> = entries["article"] ?? []
    /// Capitalized nouns before a name that say what it is (`Firma`, `Ditta`).
    static let descriptors: Set<String> = entries["descriptor"] ?? []
    /// Two lowercase words before a name that make it a business (`quote from`, `ordered from`).
    static let precedingPhrases: Set<String> = entries["before"] ?? []
    /// Articles and prepositions elided onto a name, lowercase with their apostrophe (`l'`, `dell'`).
    static let elisions: Set<String> = entries["elision"] ?? []
    /// Common abbreviations in capitals that name no organization (`DNA`, `VAT`, `UTC`).
    static let abbreviations: Set<String> = entries["abbreviation"] ?? []
    /// Legal forms after a name (`GmbH`, `S.p.A.`, `Lda.`).
    static let legalForms = LegalForms(entries["legal"] ?? [])
}
