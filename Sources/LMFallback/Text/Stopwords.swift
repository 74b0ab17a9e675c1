/// Function words that carry little topical meaning: English, and the other supported languages'.
public enum Stopwords {
    /// The English stopword list (lowercase, straight apostrophes).
    public static let english: Set<String> = Set(
        """
        a about above after again against all also am an and any are aren't as at be because been before being \
        below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down \
        during each either else ever few for from further get gets got had hadn't has hasn't have haven't having \
        he he'd he'll he's her here here's hers herself him himself his how how's however i i'd i'll i'm i've if \
        in into is isn't it it's its itself just let let's like may me might more most much must mustn't my \
        myself neither no nor not now of off on once one only or other ought our ours ourselves out over own \
        per perhaps quite rather really same shall shan't she she'd she'll she's should shouldn't since so some \
        still such than that that's the their theirs them themselves then there there's these they they'd \
        they'll they're they've this those though through thus to too under until up upon us very via was \
        wasn't we we'd we'll we're we've were weren't what what's when when's where where's whether which while \
        who who's whom whose why why's will with within without won't would wouldn't yes yet you you'd you'll \
        you're you've your yours yourself yourselves also already around across along among back even every \
        many maybe next ok okay oh hi hey well yeah yep lol us going gonna want wants let's need needs said say \
        says two three four five six seven eight nine ten first new last today
        """.split(separator: " ").map(String.init))

    /// Whether a normalized token is a stopword.
    /// - Parameter word: A lowercased token.
    /// - Returns: `true` for stopwords.
    public static func contains(_ word: String) -> Bool { english.contains(word) || otherLanguages.contains(word) }

    /// Function words of German, French, Spanish, Italian, Portuguese and Dutch that are not English
    /// words, so that they never hide an English content word (`die`, `son`, `fast` stay words).
    static let otherLanguages: Set<String> = {
        let lexicon = EnglishLexicon.shared
        return Set(LanguageVocabulary.stopwords.values.flatMap { $0 }.filter { !lexicon.contains($0) })
    }()
}
