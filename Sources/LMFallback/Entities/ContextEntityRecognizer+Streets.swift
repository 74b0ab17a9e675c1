import Foundation

/// Places that ``ContextEntityRecognizer`` finds in streets' and facilities' numbers, bylines and addresses: streets named
/// by a number after their head or by an ordinal (`Calle 17`, `East 6th Street`), terminals and gates by a letter or a
/// number (`Terminal D`), the town of a report's byline (`…, secretary, Lubok Antu, 20 January 2026`) and the town after
/// a postal code (`6764 Lech, Österreich`). Their patterns run only where one pass over the text finds they may match.
extension ContextEntityRecognizer {
    /// A byline near a report's top that ends in a role, a town and a date (`Prepared by …, secretary, Lubok Antu, 20
    /// January 2026`): the town is a place.
    static let bylineTown = compile(
        ",\\s[\\p{Ll}][\\p{Ll} ]{2,40},\\s([\\p{Lu}][\\p{Ll}'’-]+(?:\\s[\\p{Lu}][\\p{Ll}'’-]+){0,2}),\\s"
            + "(?:\\d{1,2}\\.?\\s[\\p{L}]+\\s(?:19|20)\\d\\d|[\\p{Lu}][\\p{Ll}]+\\.?\\s\\d{1,2},\\s(?:19|20)\\d\\d)[ \\t]*$"
    )
    /// An address's last line: a postal code, a town and perhaps a country (`6764 Lech, Österreich`, `75011 Paris`,
    /// `D-79098 Freiburg im Breisgau`).
    static let postalTown = compile(
        "^[ \\t]*(?:[A-Z]{1,2}-)?\\d{4,5}[ \\t]+([\\p{Lu}][\\p{L}'’.-]+(?:[ ](?:[\\p{Lu}][\\p{L}'’.-]+|am|an|im|bei|sur|en|de|la|le)){0,3})"
            + "[ \\t]*(?:,[ \\t]*([\\p{Lu}][\\p{L}'’ -]+?))?[ \\t]*$")
    /// How far into a document a byline is looked for (its first lines).
    static let bylineReach = 600
    /// Streets and roads named by a number after their head (`Calle 17`, `Carrera 7`, `Rua 25`, `Ranch Road 12`,
    /// `Route Nationale 3`, `Ruta Provincial 15`, `Strada Statale 36`).
    static let numberedStreetHeads = [
        "Calle", "Carrera", "Avenida", "Rua", "Strada", "Ulica", "Triq", "Ranch Road", "Farm Road", "County Road",
        "Forest Road", "State Road", "National Road", "Provincial Road", "Regional Road", "Route Nationale",
        "Route Départementale", "Ruta Nacional", "Ruta Provincial", "Ruta", "Strada Statale", "Strada Provinciale",
        "Estrada Nacional", "Estrada", "Bundesstraße", "Staatsstraße", "Rijksweg", "Sector",
    ]
    /// A day and a month after a street's number, in Spanish or Portuguese: streets named for a date (`Avenida 5 de
    /// Outubro`, `Calle 18 de Julio`). The months are ``LanguageVocabulary/months``' (and Latin America's `setiembre`),
    /// capitalized or not.
    static let streetDateTail: String = {
        let names = Set(
            ["es", "pt"].flatMap { Array(LanguageVocabulary.months[$0, default: [:]].keys) } + ["setiembre"])
        let alternatives = names.sorted { ($0.count, $0) > ($1.count, $1) }.map { name in
            "[\(name.prefix(1).uppercased())\(name.prefix(1))]\(name.dropFirst())"
        }
        return "(?:\\sde\\s(?:" + alternatives.joined(separator: "|") + "))?"
    }()
    /// The lines that start before `limit` and pass `test` (given the line's units without its break), each with the
    /// break after it, as ranges to match in.
    static func lines(_ units: [UInt16], upTo limit: Int, where test: (ArraySlice<UInt16>) -> Bool) -> [NSRange] {
        var result: [NSRange] = []
        var start = 0
        while start < min(limit, units.count) {
            var end = start
            while end < units.count && units[end] != 10 { end += 1 }
            if test(units[start..<end]) {
                result.append(NSRange(location: start, length: min(units.count, end + 1) - start))
            }
            start = end + 1
        }
        return result
    }

    /// Whether a line ends in a year of four digits (`… Lubok Antu, 20 January 2026`).
    static func endsInYear(_ line: ArraySlice<UInt16>) -> Bool {
        var end = line.endIndex
        while end > line.startIndex && (line[end - 1] == 32 || line[end - 1] == 9 || line[end - 1] == 13) { end -= 1 }
        guard end - line.startIndex >= 5 else { return false }
        let year = line[(end - 4)..<end]
        return year.allSatisfy(CharClass.isDigit) && (year.first == 49 || year.first == 50)
            && !CharClass.isDigit(line[end - 5])
    }

    /// Whether a line opens with a postal code of four or five digits (after an optional country letter and a hyphen)
    /// and a capital (`6764 Lech`, `D-79098 Freiburg`).
    static func opensWithPostalCode(_ line: ArraySlice<UInt16>) -> Bool {
        var index = line.startIndex
        while index < line.endIndex && (line[index] == 32 || line[index] == 9) { index += 1 }
        var letters = 0
        while index < line.endIndex && CharClass.isUpper(line[index]) && letters < 2 {
            index += 1
            letters += 1
        }
        if letters > 0 {
            guard index < line.endIndex && line[index] == 45 else { return false }
            index += 1
        }
        var digits = 0
        while index < line.endIndex && CharClass.isDigit(line[index]) {
            index += 1
            digits += 1
        }
        guard digits == 4 || digits == 5 else { return false }
        while index < line.endIndex && (line[index] == 32 || line[index] == 9) { index += 1 }
        return index < line.endIndex && CharClass.isUpper(line[index])
    }

    /// The words that end ``numberedStreetHeads`` (`Road` of `Ranch Road`), as a number follows them.
    static let numberedStreetWords = Set(
        numberedStreetHeads.map { String($0.split(separator: " ").last ?? "") })
    /// The words before a letter or a number that name a facility's part (``facilityUnits``).
    static let facilityWords: Set<String> = ["Terminal", "Concourse", "Pier", "Platform", "Gate"]

    /// The words a number or a letter may follow in a street's or a facility's name (``numberedStreetWords`` and
    /// ``facilityWords``), and their first letters, the cheap test before a word is made.
    private static let numberedHeadWords = numberedStreetWords.union(facilityWords)
    private static let numberedHeadInitials = Set(numberedHeadWords.compactMap { $0.utf16.first })

    /// In one pass, the street and facility words (``numberedStreetWords``, ``facilityWords``) written before a space
    /// and a number or a capital letter standing alone (`Calle 17`, `Terminal D`), and where an ordinal (`6th`) stands
    /// before a space and a capital.
    static func numberedWords(_ units: [UInt16]) -> (heads: Set<String>, ordinals: [Int]) {
        var heads = Set<String>()
        var ordinals: [Int] = []
        var index = 0
        let count = units.count
        while index < count {
            let unit = units[index]
            if CharClass.isUpper(unit) && (index == 0 || !CharClass.isLetter(units[index - 1])) {
                var end = index + 1
                while end < count && CharClass.isLower(units[end]) && end - index < 12 { end += 1 }
                if end + 1 < count && units[end] == 32 && end - index >= 3 {
                    let next = units[end + 1]
                    let standsAlone = end + 2 >= count || !CharClass.isLetter(units[end + 2])
                    if (CharClass.isDigit(next) || (CharClass.isUpper(next) && standsAlone))
                        && Self.numberedHeadInitials.contains(unit)
                    {
                        let word = String(decoding: units[index..<end], as: UTF16.self)
                        if Self.numberedHeadWords.contains(word) { heads.insert(word) }
                    }
                }
                index = end
                continue
            }
            // `6th Street`: a digit, two letters of an ordinal's ending, a space and a capital.
            if CharClass.isDigit(unit) && index + 4 < count && units[index + 3] == 32
                && CharClass.isUpper(units[index + 4])
            {
                let suffix = (units[index + 1] | 0x20, units[index + 2] | 0x20)
                if suffix == (115, 116) || suffix == (110, 100) || suffix == (114, 100) || suffix == (116, 104) {
                    ordinals.append(index)
                }
            }
            index += 1
        }
        return (heads, ordinals)
    }

    /// Streets named by an ordinal (`East 6th Street`, `16th Avenue South`, `W 42nd St.`).
    static let ordinalStreets = compile(
        "\\b(?:(?:North|South|East|West|N|S|E|W|NE|NW|SE|SW)\\.?\\s)?\\d{1,3}(?:st|nd|rd|th)\\s"
            + "(?:Street|Avenue|Road|Boulevard|Lane|Drive|Terrace|St\\.|Ave\\.|Rd\\.|Blvd\\.)"
            + "(?:\\s(?:North|South|East|West|NE|NW|SE|SW)\\b)?")
    /// Terminals, concourses, piers, platforms and gates named by a letter or a number (`Terminal D`, `Gate 14B`).
    static let facilityUnits = compile(
        "\\b(?:Terminal|Concourse|Pier|Platform|Gate)\\s(?:[A-Z]|\\d{1,3}[A-Z]?)\\b(?![.'’][\\p{L}])")

    /// Roads named by a letter code and a number after `the`, `on`, `via`, `off` or `along` (`the A350 to Chippenham`,
    /// `along the BR-163`, `the R64 near Upington`; any two capitals before a hyphen, as Brazil's states number their
    /// roads: `the TO-255`), before a clause's end or a word roads take (`to`, `near`, `northbound`, `was`, `side`):
    /// not a part's or a product's code before its noun (`the B4 moisture probe`).
    static let roadNumbers = compile(
        "\\b(?:the|The|on|via|off|onto|along)\\s+((?:A|B|M|N|R|E|I|BR|MS|SP|SS|RN|US|SH|NH|SR|CR|[A-Z]{2}(?=-))-?\\d{1,4})\\b"
            + "(?![-.,]?\\d)(?=\\s*(?:$|[,.;:)!?]|\\s(?:to|towards|toward|near|between|from|at|in|was|is|past|into|and|"
            + "out|through|north|south|east|west|northbound|southbound|eastbound|westbound|motorway|road|junction|"
            + "bypass|roundabout|for|until|where|which|when|after|before|again|has|had|will|would|are|were|closed|"
            + "reopens|reopened|linking|with|because|as|so|but|then|or|side|remains|km)\\b))")

    /// Whether a text holds, after a space, one or two capitals, then a digit or a hyphen and a digit: the cheap test
    /// before ``roadNumbers``.
    static func mayHoldRoadNumbers(_ units: [UInt16]) -> Bool {
        var index = 1
        while index + 2 < units.count {
            defer { index += 1 }
            guard units[index - 1] == 32, CharClass.isUpper(units[index]) else { continue }
            var next = index + 1
            if CharClass.isUpper(units[next]) { next += 1 }
            if next < units.count && units[next] == 45 { next += 1 }
            if next < units.count && CharClass.isDigit(units[next]) { return true }
        }
        return false
    }

    /// The streets named by an ordinal and the facilities' parts named by a letter or a number.
    /// - Parameters:
    ///   - buffer: The text.
    ///   - numbered: What ``numberedWords(_:)`` found in it.
    /// - Returns: The places, in no particular order.
    static func streetAndFacilityPlaces(
        _ buffer: TextBuffer, numbered: (heads: Set<String>, ordinals: [Int])
    ) -> [Entity] {
        let string = buffer.string
        let whole = NSRange(location: 0, length: buffer.units.count)
        var places: [Entity] = []
        func addAround(_ positions: [Int], _ regex: NSRegularExpression?) {
            guard let regex else { return }
            var seen = Set<Int>()
            for position in positions {
                let start = max(0, position - 24)
                let window = NSRange(location: start, length: min(whole.length, position + 40) - start)
                for match in regex.matches(in: string, options: .withoutAnchoringBounds, range: window)
                where seen.insert(match.range.location).inserted {
                    let span = match.range.location..<(match.range.location + match.range.length)
                    places.append(Entity(kind: .place, text: buffer.text(span), range: span))
                }
            }
        }
        addAround(numbered.ordinals, Self.ordinalStreets)
        if Self.mayHoldRoadNumbers(buffer.units), let regex = Self.roadNumbers {
            for match in regex.matches(in: string, range: whole) {
                let range = match.range(at: 1)
                let span = range.location..<(range.location + range.length)
                places.append(Entity(kind: .place, text: buffer.text(span), range: span))
            }
        }
        if !numbered.heads.isDisjoint(with: Self.facilityWords), let regex = Self.facilityUnits {
            for match in regex.matches(in: string, range: whole) {
                let span = match.range.location..<(match.range.location + match.range.length)
                places.append(Entity(kind: .place, text: buffer.text(span), range: span))
            }
        }
        return places
    }

    /// The town of a report's byline and the towns after postal codes.
    /// - Parameter buffer: The text.
    /// - Returns: The places, in no particular order.
    static func bylineAndAddressPlaces(_ buffer: TextBuffer) -> [Entity] {
        let string = buffer.string
        var places: [Entity] = []
        if let regex = Self.bylineTown {
            // Only on the first lines that end in a year.
            for line in Self.lines(buffer.units, upTo: Self.bylineReach, where: Self.endsInYear) {
                guard let match = regex.firstMatch(in: string, options: .withoutAnchoringBounds, range: line)
                else { continue }
                let town = match.range(at: 1)
                let span = town.location..<(town.location + town.length)
                let text = buffer.text(span)
                if !Gazetteer.isGivenName(String(text.prefix { $0 != " " })) || Gazetteer.isPlace(text) {
                    places.append(Entity(kind: .place, text: text, range: span))
                }
                break
            }
        }
        if let regex = Self.postalTown {
            // A town after a postal code, when it or the country after it is known (`2025 Annual Report` is no
            // address). Only on the lines that open with four or five digits and a name.
            for line in Self.lines(buffer.units, upTo: buffer.units.count, where: Self.opensWithPostalCode) {
                for match in regex.matches(in: string, options: .withoutAnchoringBounds, range: line) {
                    let town = match.range(at: 1)
                    let span = town.location..<(town.location + town.length)
                    let text = buffer.text(span)
                    let country = match.range(at: 2)
                    let countryKnown =
                        country.location != NSNotFound
                        && PlaceGazetteer.shared[buffer.text(country.location..<(country.location + country.length))]?
                            .kind == .country
                    if countryKnown || Gazetteer.isPlace(text) {
                        places.append(Entity(kind: .place, text: text, range: span))
                    }
                }
            }
        }
        return places
    }
}
