import Foundation

/// Finds people and places from the shape of a line rather than from the words themselves.
///
/// - Attendee lists (`Attendees: A, B (chair), C`, also `Present:`, `Teilnehmer:`, `Présents :`…):
///   every listed name is a person.
/// - Speaker labels (`Name: text`) used on two or more lines, or naming a listed attendee: people.
/// - Initials before a surname (`K. Lastname`, `J. R. Lastname`), after a known given name too (`Clarence T.
///   Arceneaux`): people.
/// - A dateline at the start of a document (`CITY, Region, date —`): the city and region are places,
///   also in capitals.
/// - Country abbreviations with periods (`U.S.`, `U.K.`), `UK` alone, and numbered roads (`Highway 103`): places.
/// - Streets named by a number or an ordinal, facilities' parts by a letter or a number, a report's byline town and
///   the town after a postal code (`Calle 17`, `East 6th Street`, `Terminal D`, `6764 Lech`;
///   `ContextEntityRecognizer+Streets.swift`): places.
/// - A US state, Canadian province or Australian state after a town and a comma (`Portland, OR`,
///   `Tacoma, Wash.`): a place.
///
/// These mentions are found before capitalized runs are classified, and win over them.
struct ContextEntityRecognizer: Sendable {
    private static let listLabels: Set<String> = [
        "attendees", "attendee", "attending", "present", "participants", "invitees", "people", "team",
        "présents", "presents", "teilnehmer", "teilnehmende", "anwesend", "asistentes",
        "presentes", "presenti", "partecipanti", "aanwezig", "deelnemers",
        // Those who sent apologies are named the same way.
        "apologies", "absent", "regrets", "excused", "absents", "excusés", "entschuldigt", "abwesend", "ausentes",
        "assenti", "afwezig", "absentes", "excusé", "excusée", "excusées", "présent", "présente", "présentes",
        "absente", "afgemeld",
    ]
    private static let notSpeakers: Set<String> = [
        "note", "notes", "decision", "decisions", "action", "actions", "next", "update", "status", "summary",
        "agenda", "date", "time", "location", "venue", "subject", "re", "customer", "product", "resolution",
        "total", "tip", "warning", "important", "question", "answer", "ps", "fyi", "todo", "author", "reason",
    ]

    static func compile(_ pattern: String) -> NSRegularExpression? {
        try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
    }

    private static let upperName = "[\\p{Lu}][\\p{Ll}'’-]+(?:-[\\p{Lu}][\\p{Ll}]+)?"
    /// Initials and a surname (`K. Lastname`, `J. R. Lastname`); not a unit's letter after a number (`55°F. It`), nor
    /// the end of a legal form or code (`AquaNord A/S. Money`).
    /// The end of a facility's word that ends a name, or ends up to two capitalized words after it (`J. Lloyd Airport`,
    /// `V. C. Bird International Airport`), or `nil`.
    private static func facilityEnd(_ last: String?, after end: Int, _ units: [UInt16]) -> Int? {
        if let last, NameRecognizer.facilityWords.contains(last) { return end }
        var position = end
        for _ in 0..<2 {
            guard position + 1 < units.count, units[position] == 32, CharClass.isUpper(units[position + 1]) else {
                return nil
            }
            var wordEnd = position + 1
            while wordEnd < units.count && CharClass.isLetter(units[wordEnd]) { wordEnd += 1 }
            let word = String(decoding: units[(position + 1)..<wordEnd], as: UTF16.self)
            if NameRecognizer.facilityWords.contains(word) { return wordEnd }
            position = wordEnd
        }
        return nil
    }

    private static let initials = compile(
        "(?<![\\p{L}\\p{N}.°/&])(?:[\\p{Lu}]\\.[ ]){1,2}\(upperName)(?:[ ]\(upperName))?(?![\\p{L}])")
    private static let dateline = compile(
        "\\A\\s*([\\p{Lu}][\\p{Lu}.'’-]+(?:\\s[\\p{Lu}][\\p{Lu}.'’-]+)*)(?:,\\s([\\p{Lu}][\\p{L}.'’-]+"
            + "(?:\\s[\\p{Lu}][\\p{L}'’-]+)*))?(?:,[^\\n—–]*)?\\s[—–-]\\s")
    /// A dateline in Title Case (`Port Louis, Mauritius, 5 March 2026 — `, `La Libertad, El Salvador, January 21,
    /// 2026 — `): a town of up to four words, an optional region, and a date with a year or a month and day before a
    /// dash.
    private static let titleCaseDateline = compile(
        "\\A\\s*([\\p{Lu}][\\p{Ll}'’.-]+(?:\\s(?:[\\p{Lu}][\\p{Ll}'’.-]+|de|del|da|do|es|el|la|al|am)){0,3})"
            + "(?:,\\s([\\p{Lu}][\\p{L}'’.-]+(?:\\s(?:[\\p{Lu}]|[dl]['’])[\\p{L}'’-]+){0,2}))?"
            + ",\\s[^\\n—–]{0,24}(?:\\b(?:19|20)\\d\\d|\\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\\.?\\s\\d{1,2})"
            + "\\s[—–]\\s")
    private static let abbreviations = compile("(?<![\\p{L}.])(?:U\\.S\\.A\\.|U\\.S\\.|U\\.K\\.|E\\.U\\.)")
    /// `UK` alone (`to the UK`, `UK orders`, `Bromsgrove, UK`), not a firm's code after its name (`BookSource UK`).
    private static let unitedKingdom = compile("(?<![\\p{L}\\d.$&/-])(?<!\\p{Lu}\\p{L}{0,24} )UK(?![\\p{L}\\d$/-])")
    private static let roleLabels = compile(
        "^[\\p{L}]+(?:\\s[\\p{L}]+)?\\s\\(([\\p{Lu}][\\p{L}'’-]+(?:\\s[\\p{Lu}][\\p{L}'’-]+){0,2})\\):\\s")
    private static let roadHeads = [
        "National Highway", "State Highway", "Highway", "Route", "Interstate", "State Route", "Autobahn", "Hwy",
        "Autoroute", "Autostrada", "Autopista",
        "Autovía", "Rodovia", "Carretera",
    ]
    /// US states, Canadian provinces and Australian states as postal codes, longest first.
    private static let postalRegions = Gazetteer.postalRegionCodes.sorted { ($0.count, $0) > ($1.count, $1) }
        .joined(separator: "|")
    /// US states as news agencies abbreviate them (`Wash.`, `Calif.`).
    private static let abbreviatedStates =
        "Ala|Ariz|Ark|Calif|Colo|Conn|Del|Fla|Ga|Ill|Ind|Kan|Ky|La|Md|Mass|Mich|Minn|Miss|Mo|Mont|Neb|Nev|N\\.H|N\\.J|"
        + "N\\.M|N\\.Y|N\\.C|N\\.D|Okla|Ore|Pa|R\\.I|S\\.C|S\\.D|Tenn|Vt|Va|Wash|W\\.Va|Wis|Wyo"
    /// `Portland, OR`, `Austin, TX 78701`, `Tacoma, Wash.`: a state or province after a town and a comma (a postal
    /// code not followed by a lowercase word: `Ottawa, ON last week` may read "on").
    private static let regionAfterTown = compile(
        "([\\p{Lu}][\\p{L}'’-]+), ((?:" + postalRegions + ")(?![\\p{L}'’])(?![ ][\\p{Ll}])|(?:" + abbreviatedStates
            + ")\\.)")
    /// US states and Canadian provinces by their full names.
    private static let statesAndProvinces = [
        "Alabama", "Alaska", "Arizona", "Arkansas", "California", "Colorado", "Connecticut", "Delaware", "Florida",
        "Georgia", "Hawaii", "Idaho", "Illinois", "Indiana", "Iowa", "Kansas", "Kentucky", "Louisiana", "Maine",
        "Maryland", "Massachusetts", "Michigan", "Minnesota", "Mississippi", "Missouri", "Montana", "Nebraska",
        "Nevada", "New Hampshire", "New Jersey", "New Mexico", "New York", "North Carolina", "North Dakota", "Ohio",
        "Oklahoma", "Oregon", "Pennsylvania", "Rhode Island", "South Carolina", "South Dakota", "Tennessee", "Texas",
        "Utah", "Vermont", "Virginia", "Washington", "West Virginia", "Wisconsin", "Wyoming", "Alberta",
        "British Columbia", "Manitoba", "New Brunswick", "Newfoundland", "Nova Scotia", "Ontario", "Quebec", "Québec",
        "Saskatchewan", "Yukon",
    ]
    /// `Bend, Oregon`, `Mobile, Alabama`: one or two capitalized words before a comma and a state's or province's
    /// full name are a town, even when they are also English words; the state ends the phrase.
    private static let townBeforeState = compile(
        "(?<![\\p{L}'’-])([\\p{Lu}][\\p{Ll}'’-]+(?: [\\p{Lu}][\\p{Ll}'’-]+)?), (?:"
            + statesAndProvinces.joined(separator: "|") + ")(?![\\p{L}'’-])(?! [\\p{Lu}])")

    /// `Route 7A`, `Highway 101`, `Autobahn 7`, `US 191`, `I-95`: a road's number closes its name.
    private static let roads = compile(
        "\\b(?:" + (roadHeads + numberedStreetHeads).joined(separator: "|") + ")\\s\\d{1,4}[A-Z]?\\b" + streetDateTail
            // `US 191`, `I-95`: US and Interstate highways by their letters (not a year: `US 2024`).
            + "|\\b(?:US\\s|I-)\\d{1,3}\\b(?![.,]\\d)")

    /// The mentions found from line shapes, sorted by position.
    func entities(analysis: DocumentAnalysis) -> [Entity] {
        let buffer = analysis.buffer
        let string = buffer.string
        let whole = NSRange(location: 0, length: (string as NSString).length)
        var result: [Entity] = []
        var attendees = Set<String>()
        for sentence in analysis.sentences where sentence.startsLine {
            for item in attendeeItems(sentence: sentence, buffer: buffer, language: analysis.language.code) {
                result.append(item)
                attendees.insert(item.text)
            }
        }
        result += speakerLabels(analysis: analysis, attendees: attendees)
        if buffer.contains(") ") { result += Self.parenthesizedFirms(buffer) }
        func add(_ regex: NSRegularExpression?, _ kind: EntityKind, group: Int = 0) {
            guard let regex else { return }
            for match in regex.matches(in: string, range: whole) {
                let range = match.range(at: group)
                guard range.location != NSNotFound, range.length > 0 else { continue }
                let span = range.location..<(range.location + range.length)
                result.append(Entity(kind: kind, text: buffer.text(span), range: span))
            }
        }
        if Self.mayHoldInitials(buffer.units), let regex = Self.initials {
            let start = result.count
            for match in regex.matches(in: string, range: whole) {
                // A known given name before the initials belongs to the name (`Clarence T. Arceneaux`; `Mayor K.
                // Lastname` is `K. Lastname`).
                let end = match.range.location + match.range.length
                // A letter ending a sentence before its first word is no initial (`… uses Terminal D. Which is
                // right?`).
                let names = buffer.text(match.range.location..<end).split(separator: " ").filter { !$0.hasSuffix(".") }
                if names.count == 1, let surname = names.first, Stopwords.contains(surname.lowercased()) { continue }
                // `V. C. Bird International Airport`: a facility named after a person is a place.
                if let facilityEnd = Self.facilityEnd(names.last.map(String.init), after: end, buffer.units) {
                    let start = Self.givenNameStart(before: match.range.location, buffer) ?? match.range.location
                    result.append(
                        Entity(kind: .place, text: buffer.text(start..<facilityEnd), range: start..<facilityEnd))
                    continue
                }
                let start = Self.givenNameStart(before: match.range.location, buffer) ?? match.range.location
                result.append(Entity(kind: .person, text: buffer.text(start..<end), range: start..<end))
            }
            // `M. Ducharme` in French, `D. Ernesto Lacalle` in Spanish: the letter is a title, not an initial.
            if let titles = Gazetteer.letterHonorifics[analysis.language.code] {
                for index in start..<result.count {
                    let entity = result[index]
                    let text = entity.text
                    guard text.count > 3, titles.contains(String(text.prefix(1))), text.dropFirst().hasPrefix(". ")
                    else { continue }
                    let range = (entity.range.lowerBound + 3)..<entity.range.upperBound
                    result[index] = Entity(kind: .person, text: buffer.text(range), range: range)
                }
            }
        }
        if buffer.contains("):") { add(Self.roleLabels, .person, group: 1) }
        if ["U.S.", "U.K.", "E.U."].contains(where: { buffer.contains($0) }) { add(Self.abbreviations, .place) }
        if buffer.contains("UK") { add(Self.unitedKingdom, .place) }
        // One pass finds the words written before a number or a letter, and the ordinals before a capital, where the
        // street and facility patterns can match; the patterns run only around those.
        let numbered = Self.numberedWords(buffer.units)
        // `Auto` stands for the heads that start with it (`Autobahn`, `Autoroute`, `Autopista`…).
        if ["Route", "Highway", "Interstate", "Hwy", "Auto", "Rodovia", "Carretera", "US ", "I-"].contains(
            where: buffer.contains) || !numbered.heads.isDisjoint(with: Self.numberedStreetWords)
        {
            add(Self.roads, .place)
        }
        result += Self.streetAndFacilityPlaces(buffer, numbered: numbered)
        // The town before the comma must not be a common word (`Thanks, OK`).
        if Self.mayHoldRegionCode(buffer.units), let regex = Self.regionAfterTown {
            let lexicon = EnglishLexicon.shared
            for match in regex.matches(in: string, range: whole) {
                let town = match.range(at: 1)
                let region = match.range(at: 2)
                let townText = buffer.text(town.location..<(town.location + town.length))
                guard lexicon.tier(townText.lowercased()).map({ $0 > 2 }) ?? true || Gazetteer.isPlace(townText)
                else { continue }
                let span = region.location..<(region.location + region.length)
                result.append(Entity(kind: .place, text: buffer.text(span), range: span))
            }
        }
        if let regex = Self.townBeforeState {
            // Only around each comma before a state's name: the pattern is too costly to run over a whole text.
            // Each window starts at a word's start and is matched as a text of its own (a whole-text search from
            // each comma would read the whole text each time).
            var seen = Set<Int>()
            let units = buffer.units
            let towns = Self.stateNameCommas(units).flatMap { comma -> [Range<Int>] in
                // The window starts after a space, not inside a word.
                var start = max(0, comma - 60)
                while start > 0 && start < comma && !CharClass.isSpace(units[start - 1]) { start += 1 }
                let end = min(units.count, comma + 40)
                let window = String(decoding: units[start..<end], as: UTF16.self)
                let matches = regex.matches(in: window, range: NSRange(location: 0, length: end - start))
                return matches.map { match in
                    let town = match.range(at: 1)
                    return (start + town.location)..<(start + town.location + town.length)
                }
            }
            for span in towns where seen.insert(span.lowerBound).inserted {
                let text = buffer.text(span)
                // Not a person's name, a greeting or a function word (`Hi, Texas`, `Laura, Georgia and I`).
                guard !text.contains(" ") || !Gazetteer.isGivenName(String(text.prefix { $0 != " " })),
                    !Gazetteer.isGivenName(text), !Stopwords.contains(text.lowercased()),
                    !NameRecognizer.salutations.contains(text.lowercased())
                else { continue }
                result.append(Entity(kind: .place, text: text, range: span))
            }
        }
        result += Self.bylineAndAddressPlaces(buffer)
        if let match = Self.dateline?.firstMatch(in: string, range: whole) ?? titleCaseDateline(string, whole, buffer) {
            for group in [1, 2] {
                let range = match.range(at: group)
                guard range.location != NSNotFound, range.length > 0 else { continue }
                let span = range.location..<(range.location + range.length)
                let text = buffer.text(span)
                let lower = text.lowercased()
                if DateVocabulary.isDateWord(lower.split(separator: " ").first.map(String.init) ?? lower) { continue }
                result.append(Entity(kind: .place, text: text, range: span))
            }
        }
        result.sort { $0.range.lowerBound < $1.range.lowerBound }
        var kept: [Entity] = []
        for entity in result {
            if let last = kept.last, entity.range.lowerBound < last.range.upperBound {
                if entity.range.count > last.range.count { kept[kept.count - 1] = entity }
                continue
            }
            kept.append(entity)
        }
        return kept
    }

    /// A dateline in Title Case, unless its town is a greeting or a person (`Hello Maria, … 2024 — `).
    private func titleCaseDateline(_ string: String, _ whole: NSRange, _ buffer: TextBuffer) -> NSTextCheckingResult? {
        guard let match = Self.titleCaseDateline?.firstMatch(in: string, range: whole) else { return nil }
        let town = match.range(at: 1)
        let text = buffer.text(town.location..<(town.location + town.length))
        let first = text.prefix { $0 != " " }.lowercased()
        if NameRecognizer.salutations.contains(first) || NameRecognizer.leadingFunctionWords.contains(first)
            || (Gazetteer.isGivenName(text) && !Gazetteer.isPlace(text))
        {
            return nil
        }
        return match
    }

    /// Whether a comma and a space come before two capitals or a capitalized abbreviation with a period (`, OR`,
    /// `, Wash.`): the cheap test before looking for a state after a town.
    /// The first words of the states' and provinces' names (`New` for `New Mexico`).
    private static let stateFirstWords = Set(statesAndProvinces.map { String($0.prefix { $0 != " " }) })
    /// The first letters of the states' and provinces' names, as UTF-16 units.
    private static let stateInitials = Set(statesAndProvinces.compactMap { $0.utf16.first })

    /// Where a comma stands before a space and a state's or province's first word: the places the
    /// town-before-state pattern is run around.
    private static func stateNameCommas(_ units: [UInt16]) -> [Int] {
        var commas: [Int] = []
        var index = 0
        while index + 3 < units.count {
            if units[index] == 44 && units[index + 1] == 32 && stateInitials.contains(units[index + 2]) {
                var end = index + 3
                while end < units.count && end - index < 16 && CharClass.isWordChar(units[end]) { end += 1 }
                if stateFirstWords.contains(String(decoding: units[(index + 2)..<end], as: UTF16.self)) {
                    commas.append(index)
                }
                index = end
                continue
            }
            index += 1
        }
        return commas
    }

    private static func mayHoldRegionCode(_ units: [UInt16]) -> Bool {
        var index = 0
        while index + 3 < units.count {
            if units[index] == 44 && units[index + 1] == 32 && CharClass.isUpper(units[index + 2]) {
                var next = index + 3
                if CharClass.isUpper(units[next]) { return true }
                while next < units.count && next - index < 9 && CharClass.isLower(units[next]) { next += 1 }
                if next < units.count && units[next] == 46 { return true }
            }
            index += 1
        }
        return false
    }

    /// Where a given name starts that stands, with one space, right before `position`: a known given name, or a
    /// capitalized word that is no English word, title, job, greeting or function word of the languages (`Stoyan P.
    /// Kanchev`, `Harrison J. Le Fevre`; a middle initial says the word before it is a given name). Not `Mayor K.
    /// Lastname`, `Terminal B. Gates` or `Bonjour M. Thibault`.
    private static func givenNameStart(before position: Int, _ buffer: TextBuffer) -> Int? {
        let units = buffer.units
        guard position >= 3, units[position - 1] == 32, CharClass.isLetter(units[position - 2]) else { return nil }
        var start = position - 2
        while start > 0 && position - start < 24 && CharClass.isLetter(units[start - 1]) { start -= 1 }
        guard CharClass.isUpper(units[start]), start == 0 || !CharClass.isWordChar(units[start - 1]) else { return nil }
        let word = buffer.text(start..<(position - 1))
        if Gazetteer.isGivenName(word) { return start }
        let lower = word.lowercased()
        guard word.count >= 3, CharClass.isLower(units[start + 1]), !EnglishLexicon.shared.contains(lower),
            !Gazetteer.honorifics.contains(word), !Gazetteer.jobTitles.contains(word),
            !NameRecognizer.officeModifiers.contains(word), !NameRecognizer.salutations.contains(lower),
            !NameRecognizer.leadingFunctionWords.contains(lower), !Stopwords.contains(lower)
        else { return nil }
        return start
    }

    /// Whether a capital letter followed by a period and a space occurs: the cheap test before looking for initials.
    private static func mayHoldInitials(_ units: [UInt16]) -> Bool {
        guard units.count >= 3 else { return false }
        for index in 1..<(units.count - 1) where units[index] == 46 && units[index + 1] == 32 {
            if CharClass.isUpper(units[index - 1]) && (index < 2 || !CharClass.isLetter(units[index - 2])) {
                return true
            }
        }
        return false
    }

    /// Degrees, licences and honours written after a name and a comma (`Nilda Rivera, RN`).
    static let postNominals: Set<String> = [
        "RN", "MD", "PhD", "DO", "DDS", "DMD", "DVM", "CPA", "MBA", "Esq", "LPN", "NP", "PA", "PE", "OBE", "MBE",
        "CBE", "QC", "KC", "BSc", "MSc", "MA", "BA", "BSN", "MSN", "APRN", "CNM", "EMT", "JP", "MP", "MPP", "FRCS",
        "RD", "PT", "OT", "LCSW", "CFA", "PMP", "Jr", "Sr",
    ]

    /// Names in an attendee list line (`Attendees: Ana Ruiz, J. Okafor (chair), Dr. Lee`).
    private func attendeeItems(sentence: Sentence, buffer: TextBuffer, language: String) -> [Entity] {
        let units = buffer.units
        var lineEnd = sentence.range.lowerBound
        while lineEnd < units.count && units[lineEnd] != 10 { lineEnd += 1 }
        let line = sentence.range.lowerBound..<lineEnd
        guard let colon = line.first(where: { units[$0] == 58 }), colon - line.lowerBound <= 24 else { return [] }
        let label = buffer.text(line.lowerBound..<colon).trimmingCharacters(in: .whitespaces).lowercased()
        guard Self.listLabels.contains(label) else { return [] }
        var result: [Entity] = []
        var start = colon + 1
        var depth = 0
        var position = colon + 1
        func flush(_ end: Int) {
            var lower = start
            var upper = end
            while lower < upper && (CharClass.isSpace(units[lower]) || units[lower] == 44) { lower += 1 }
            while upper > lower && (CharClass.isSpace(units[upper - 1]) || units[upper - 1] == 46) { upper -= 1 }
            var text = buffer.text(lower..<upper)
            if text.hasPrefix("and ") {
                text.removeFirst(4)
                lower += 4
            }
            // Honorifics are left out of the name, and so is an abbreviated title before one (`Prim. Dr.`, `OA Dr.`)
            // or a word that makes an office of it (`Deputy Mayor`); so are `Fr.` (Father) and, in a language that
            // writes it so, a one-letter title before a full name (`M. Rémi Fouillard` in French).
            for _ in 0..<3 {
                guard let space = text.firstIndex(of: " ") else { break }
                let written = text[..<space]
                let head = written.trimmingCharacters(in: CharacterSet(charactersIn: "."))
                let nextHead = text[text.index(after: space)...].split(separator: " ").first
                    .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ".")) }
                // An abbreviation (`Prim.`, `Univ.`, `OA`) right before a title.
                let abbreviated =
                    (written.hasSuffix(".") && written.count <= 6)
                    || (written.count <= 3 && written.allSatisfy { $0.isUppercase })
                let titleBeforeTitle =
                    (abbreviated || NameRecognizer.officeModifiers.contains(head))
                    && nextHead.map(Gazetteer.honorifics.contains) == true
                let dottedTitle =
                    written.hasSuffix(".")
                    && (Gazetteer.dottedOnlyHonorifics.contains(head)
                        || (Gazetteer.letterHonorifics[language]?.contains(head) == true
                            && text.split(separator: " ").count >= 3))
                // A job written as a title before a name of two words or more (`Chief Ray D. Haskins`, `Treasurer
                // Ines Kaltenbrunner`): the list names people.
                let jobTitle = Gazetteer.jobTitles.contains(head) && text.split(separator: " ").count >= 3
                // `geom. Carmelo Pappalardo`: a title abbreviated in lowercase, with its period.
                let lowercaseTitle =
                    written.hasSuffix(".") && head.first?.isLowercase == true
                    && Gazetteer.honorifics.contains(head.prefix(1).uppercased() + head.dropFirst())
                // `Me Clémence Kaboré-Zongo`: French writes a lawyer's title `Me` (Maître), never "me" in a list.
                let lawyerTitle = language == "fr" && written == "Me" && text.split(separator: " ").count >= 3
                guard
                    Gazetteer.honorifics.contains(head) || titleBeforeTitle || dottedTitle || jobTitle || lowercaseTitle
                        || lawyerTitle
                else { break }
                lower += String(written).utf16.count + 1
                text = buffer.text(lower..<upper)
            }
            // The period of a final initial or `Jr.` belongs to the name.
            if upper < end, units[upper] == 46, let last = text.split(separator: " ").last,
                last.count == 1 || last == "Jr" || last == "Sr"
            {
                upper += 1
                text = buffer.text(lower..<upper)
            }
            let words = text.split(separator: " ")
            // `Nilda Santiago Rivera, RN, …`: a degree or credential after a name is no one.
            if words.count == 1 && Self.postNominals.contains(text) { return }
            if !words.isEmpty && words.count <= 4 && words.first?.first?.isUppercase == true
                && !text.contains(where: { $0.isNumber })
            {
                result.append(Entity(kind: .person, text: text, range: lower..<upper))
            }
        }
        while position < line.upperBound {
            let unit = units[position]
            if unit == 40 {  // '('
                if depth == 0 { flush(position) }
                depth += 1
            } else if unit == 41 {  // ')'
                depth = max(0, depth - 1)
                start = position + 1
            } else if depth == 0 && (unit == 44 || unit == 59) {
                flush(position)
                start = position + 1
            }
            position += 1
        }
        if depth == 0 { flush(line.upperBound) }
        return result
    }

    /// Speaker labels at the start of lines that name a person: used on two or more lines, or naming an attendee.
    private func speakerLabels(analysis: DocumentAnalysis, attendees: Set<String>) -> [Entity] {
        let buffer = analysis.buffer
        let units = buffer.units
        var found: [(String, Range<Int>)] = []
        var uses: [String: Int] = [:]
        for sentence in analysis.sentences where sentence.startsLine {
            let lower = sentence.range.lowerBound
            var position = lower
            var words = 1
            while position < sentence.range.upperBound && position - lower < 40 && units[position] != 58 {
                if units[position] == 32 { words += 1 }
                if !(CharClass.isLetter(units[position]) || units[position] == 32 || units[position] == 45
                    || units[position] == 46 || CharClass.isApostrophe(units[position]))
                {
                    words = 99
                    break
                }
                position += 1
            }
            guard words <= 3, position < sentence.range.upperBound, units[position] == 58, position > lower,
                position + 1 < units.count, CharClass.isSpace(units[position + 1])
            else { continue }
            // French sets a space before the colon (`Nadège : …`).
            while position > lower && CharClass.isSpace(units[position - 1]) { position -= 1 }
            guard position > lower else { continue }
            var start = lower
            var label = buffer.text(lower..<position)
            if let space = label.firstIndex(of: " "),
                Gazetteer.honorifics.contains(label[..<space].trimmingCharacters(in: CharacterSet(charactersIn: ".")))
            {
                start += String(label[..<space]).utf16.count + 1
                label = buffer.text(start..<position)
            }
            let nameWords = label.split(separator: " ")
            guard nameWords.allSatisfy({ $0.first?.isUppercase == true }),
                !Self.notSpeakers.contains(label.lowercased()), !Self.listLabels.contains(label.lowercased()),
                !DocumentStructure.notSpeakerLabels.contains(label.lowercased()),
                !DocumentAnalysis.roleLabels.contains(label.lowercased()),
                // `Locatie:`, `Ort:`: a line's label in the document's language.
                !(NameRecognizer.foreignSentenceWords[analysis.language.code]?.contains(label.lowercased()) ?? false)
            else { continue }
            found.append((label, start..<position))
            uses[label, default: 0] += 1
        }
        // In a conversation (two or more repeated speakers), a name-shaped label used once is a speaker too.
        let conversation = uses.values.filter { $0 >= 2 }.count >= 2
        let attendeeWords = Set(attendees.flatMap { $0.split(separator: " ").map(String.init) })
        let lexicon = EnglishLexicon.shared
        return found.compactMap { label, range in
            let repeated = (uses[label] ?? 0) >= 2
            let listed = attendees.contains(label) || attendeeWords.contains(label)
            let nameShaped = !label.split(separator: " ").allSatisfy { lexicon.contains($0.lowercased()) }
            return (repeated || listed || (conversation && nameShaped)) && !Gazetteer.kinshipWords.contains(label)
                ? Entity(kind: .person, text: label, range: range) : nil
        }
    }
}
