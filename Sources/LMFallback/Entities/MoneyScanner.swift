/// Finds money amounts by reading every number once and looking for a currency written around it.
///
/// A number is digits with thousands groups (`1,200`, `1.349`, `212 000`, `1 240 000`) and decimals
/// (`18,50`, `3.2`), and may carry a scale word (`million`, `Mio.`, `milhões`, `crore`; `m`, `k` and `bn`
/// written against it). It is money when a currency stands right before it — a sign with an optional
/// country prefix (`$`, `US$`, `MX$`, `E£`, `R$`), Peru's `S/`, a currency code (`EUR`, `CVE`) or a local
/// abbreviation (`RM`, `Rp`, `QR`, `KSh`, `kr`) — or right after it (`€`, `45 $`, `MAD`, `kr`, `Kč`, `Ft`,
/// `TL`, `zł`). A rand amount (`R64 million`, `R540 000`) needs a scale, thousands groups or
/// decimals, so `R2` or `R101` alone stays a name. A currency code after an amount that already has one
/// (`$1,480,000 MXN`) belongs to it, and Cape Verde's escudo is written `1.200$00`.
///
/// A range after a currency takes its second number (`$4–5 million`); a scale may name its currency after `de`
/// (`3,5 millions de francs CFA`); a Swiss round amount keeps its `.–`.
///
/// Beside these hand-written lists, every currency symbol and currency name of the Unicode CLDR
/// (``CurrencyLexicon``) counts: `FBu 2,800`, `Gs. 95.000`, `200 лв.`, `400 F CFA`, `800 córdobas`; a symbol of one or
/// two letters (`K 320`, `L 45`) before a plain amount only where the document names its currency or country.
///
/// One pass over the text's UTF-16 units, with work only at digits.
struct MoneyScanner: Sendable {
    /// Currency signs.
    static let signs: Set<UInt16> = Set("$€£¥₹₩₺₽₱₦₴₫฿₪₡₲₵₸₼₾৳₮₭៛₨¢֏؋".utf16)
    /// ISO 4217 codes of currencies in use, less those that are also English words or names in capitals
    /// (`ALL`, `TOP`, `CUP`, `SOS`, `AMD`, `BOB`, `BAM`, `MOP`): `TOP 10` is not money.
    static let codes: Set<String> = [
        "USD", "EUR", "GBP", "CAD", "AUD", "NZD", "JPY", "CHF", "SEK", "NOK", "DKK", "ISK", "INR", "CNY", "SGD",
        "HKD", "ZAR", "MXN", "BRL", "KES", "NGN", "GHS", "EGP", "MAD", "AED", "SAR", "UGX", "TZS", "RWF", "ETB",
        "ZMW", "XOF", "XAF", "PKR", "BDT", "LKR", "NPR", "PHP", "QAR", "ILS", "TRY", "PLN", "CZK", "HUF", "RON",
        "BGN", "UAH", "RUB", "KRW", "THB", "IDR", "MYR", "VND", "TWD", "COP", "CLP", "ARS", "PEN", "UYU", "CVE",
        "MZN", "AOA", "STN", "XCD", "JMD", "TTD", "BBD", "BSD", "BZD", "BMD", "KYD", "AWG", "ANG", "SRD", "GYD",
        "DOP", "HTG", "CRC", "GTQ", "HNL", "NIO", "PAB", "PYG", "VES", "GEL", "AZN", "KZT",
        "UZS", "KGS", "TJS", "TMT", "MNT", "IRR", "IQD", "JOD", "KWD", "BHD", "OMR", "LBP", "SYP", "YER", "TND",
        "DZD", "LYD", "SDG", "CDF", "BWP", "NAD", "LSL", "SZL", "MUR", "SCR", "MWK", "ZWL", "GNF", "SLE", "LRD",
        "GMD", "BIF", "DJF", "ERN", "SSP", "MGA", "KMF", "FJD", "PGK", "WST", "VUV", "SBD", "MVR",
        "BTN", "AFN", "MMK", "KHR", "LAK", "BND", "BYN", "MDL", "RSD", "MKD", "XPF", "XCG",
        // Territories' pounds (the Falklands, Gibraltar, St Helena), Mauritania, Sierra Leone's old leone, El
        // Salvador's colón, Cuba's convertible peso, North Korea, Venezuela's digital bolívar, Zimbabwe gold, and
        // Chile's unit of account.
        "FKP", "GIP", "SHP", "MRU", "SLL", "SVC", "CUC", "KPW", "VED", "ZWG", "CLF",
    ]
    /// Currency codes that are also English words or names in capitals: money only beside an amount written as
    /// one, with thousands groups, decimals or a scale (`AMD 14 million`, `3,800 CUP`; not `TOP 10`).
    /// And one-letter currencies written before an amount with a space (`K 9.20`, kina or kwacha; `Q 1,250`).
    static let ambiguousCodes: Set<String> = ["ALL", "TOP", "CUP", "SOS", "AMD", "BOB", "BAM", "MOP", "K", "Q"]
    /// Local abbreviations written before an amount (`RM 850`, `Rp 185.000`, `QR 395 million`, `KSh 2,400`,
    /// `Tk 18 crore`, `JD 48,000`, `Bs. 350`, `NAf 18.500`, `RMB 50`).
    static let localBefore: Set<String> = [
        "RM", "Rp", "QR", "Rs", "Rs.", "KSh", "TSh", "USh", "Ksh", "Tsh", "Ush", "Dhs", "kr", "Kr", "kr.", "Fr.",
        "Fr", "NT", "S/.", "S/", "Tk", "JD", "KD", "BD", "RO", "SR", "LE", "Bs", "Bs.", "Nu.", "RMB",
        "NAf", "NAf.", "Afl", "Afl.", "CFA", "FCFA", "Ft", "Kz", "B/.", "B/", "грн", "SLSh", "SLSH",
    ]
    /// Local abbreviations and currency names written after an amount (`900 kr`, `474 000 Kč`, `4.200 TL`,
    /// `12.500,00 MT`, `1.900 KM`, `86.000 euro`, `1.500 lekë`).
    static let localAfter: Set<String> = [
        "kr", "kr.", "Kč", "Ft", "zł", "TL", "MT", "lei", "Dh", "Dhs", "DH", "Kz", "Fr.", "CFA", "FCFA", "KM", "CFP",
        "FCFP",
        "euro", "euros", "dollars", "dólares", "pesos", "rupees", "rupiah", "ringgit", "baht", "dong", "riel", "kyat",
        "lek", "lekë", "leke", "lari", "dram", "drams", "tenge", "manat", "som", "somoni", "tugrik", "kwacha", "pula",
        "rand", "naira", "cedis", "shillings", "francs", "dinars", "dirhams", "riyals", "rials", "lira", "liras",
        "zloty", "złoty", "forint", "koruna", "korun", "kronor", "kroner", "krónur", "leva", "hryvnias", "rubles",
        "roubles", "yuan", "renminbi", "yen", "reais", "soles", "bolivianos", "quetzales", "lempiras", "colones",
        "córdobas", "guaraníes", "Euro", "Franken", "franchi", "francos", "franco", "Tk", "hrn", "грн", "denar",
        "denars", "denari", "qəpik", "metical", "meticais", "kwanza", "kwanzas", "kina", "toea", "balboas", "taka",
        "lev", "kopecks", "kopiykas", "tögrög", "togrog", "toman", "tomans", "đ", "rub", "руб",
        // The singular after an amount in Dutch and German (`320 dollar`, `50 Dollar`), and Gulf dinars' and riyals'
        // local abbreviations after it (`40 JD`).
        "dollar", "Dollar", "Dollars", "JD", "KD", "BD", "QR",
    ]
    /// The letters of the CFA and CFP franc zones, written beside `francs` or `F` (`francs CFP`, `12 000 F CFP`).
    static let francZones: Set<String> = ["CFA", "CFP"]
    /// Words after which a letter against a number names a road, a model or a place rather than money (`the R321`,
    /// `car P5`, `exit R500`).
    private static let thingWords: Set<String> = [
        "the", "a", "an", "this", "that", "via", "along", "onto", "take", "took", "car", "model", "route", "road",
        "highway", "exit", "junction", "platform", "gate", "room", "bus", "flight", "version", "size", "type",
    ]

    /// Whether the word before `position` (across one space) is one of ``thingWords``.
    private static func namesThing(before position: Int, _ units: [UInt16]) -> Bool {
        var end = position
        guard end > 0, units[end - 1] == 32 else { return false }
        end -= 1
        var start = end
        while start > 0 && CharClass.isLetter(units[start - 1]) { start -= 1 }
        guard start < end else { return false }
        return thingWords.contains(String(decoding: units[start..<end], as: UTF16.self).lowercased())
    }

    /// The countries' adjectives written after `francs` (`2 850 francs congolais`, `francs comoriens`).
    static let francCountries: Set<String> = [
        "congolais", "comoriens", "guinéens", "burundais", "rwandais", "djiboutiens", "suisses", "malgaches",
        "pacifique",
    ]
    /// Scale words after an amount, in LMFallback's languages.
    static let scaleWords: Set<String> = [
        "million", "millions", "billion", "billions", "trillion", "thousand", "crore", "crores", "lakh", "lakhs",
        "bn", "mn", "Mio.", "Mrd.", "Million", "Millionen", "Milliarde", "Milliarden", "milliard", "milliards",
        "millón", "millones", "milione", "milioni", "miliardo", "miliardi", "milhão", "milhões", "miljoen",
        "miljard", "mil", "Tsd.", "juta", "ribu", "miliar",
    ]
    /// Words between a scale and a currency's name (`3,5 millions de francs`, `2 milioni di euro`).
    static let scaleLinks: Set<String> = ["de", "di", "of"]
    /// Scales written against the number (`$3.2m`, `$340k`, `€5bn`).
    static let attachedScales: Set<String> = ["m", "k", "bn", "mn", "M", "K", "B", "b"]

    /// The money amounts in a text, in order.
    /// - Parameter units: The text's UTF-16 code units.
    /// - Returns: The ranges of the amounts with their currency.
    func amounts(in units: [UInt16]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        // Whether the document names a weak symbol's currencies elsewhere, looked up once per symbol's currencies.
        var named: [[String]: Bool] = [:]
        func namesCurrency(_ codes: [String]) -> Bool {
            if let known = named[codes] { return known }
            let found = CurrencyLexicon.shared.isNamed(codes, in: units)
            named[codes] = found
            return found
        }
        func scan() {
            result = []
            var index = 0
            while index < units.count {
                guard CharClass.isDigit(units[index]) else {
                    index += 1
                    continue
                }
                let start = index
                let number = Self.number(units, from: start)
                index = max(number.end, start + 1)
                if let amount = Self.amount(units, number: number, start: start, namesCurrency: namesCurrency) {
                    result.append(amount)
                }
            }
        }
        scan()
        // A weak symbol the document writes before an amount written as one (`R269,70`) names its currency for the
        // document's other amounts (`R500`): scanned again with it named.
        var usedWeak = false
        for amount in result {
            let prefix = Self.letters(units, from: amount.lowerBound).text
            if let currencies = CurrencyLexicon.shared.weakSymbols[prefix], named[currencies] != true {
                named[currencies] = true
                usedWeak = true
            }
        }
        if usedWeak { scan() }
        return result
    }

    /// A number's end and shape.
    private struct Number {
        var end: Int
        var grouped: Bool
        var hasDecimals: Bool
        /// Whether it is written `1.200$00` (an escudo amount: the sign stands for the decimal point).
        var escudo: Bool
    }

    private static func number(_ units: [UInt16], from start: Int) -> Number {
        var end = start
        while end < units.count && CharClass.isDigit(units[end]) { end += 1 }
        let firstGroup = end - start
        var grouped = false
        // Lakh groups: pairs of digits, then three (`1,50,000`, `12,34,567`).
        if firstGroup <= 2, let lakhEnd = lakhGroupsEnd(units, from: end) {
            return Number(end: lakhEnd, grouped: true, hasDecimals: false, escudo: false)
        }
        // Thousands groups: a separator (comma, period, space, apostrophe) and exactly three digits, after a
        // first group of one to three (`1,200`, `1.349`, `212 000`, `1'500`).
        while firstGroup <= 3, end + 3 < units.count, isGroupSeparator(units[end]), CharClass.isDigit(units[end + 1]),
            CharClass.isDigit(units[end + 2]), CharClass.isDigit(units[end + 3]),
            end + 4 >= units.count || !CharClass.isDigit(units[end + 4])
        {
            end += 4
            grouped = true
        }
        var hasDecimals = false
        var escudo = false
        if end + 1 < units.count, units[end] == 46 || units[end] == 44 || units[end] == 36,
            CharClass.isDigit(units[end + 1])
        {
            var digits = end + 1
            while digits < units.count && CharClass.isDigit(units[digits]) { digits += 1 }
            let count = digits - end - 1
            if units[end] == 36 {
                if count == 2 {
                    escudo = true
                    end = digits
                }
            } else if count <= 2 {
                hasDecimals = true
                end = digits
            }
        }
        return Number(
            end: end, grouped: grouped, hasDecimals: hasDecimals, escudo: escudo)
    }

    /// The end of lakh-style groups starting at `start` (`,50,000` of `1,50,000`): one or more commas with two
    /// digits, then a comma with three digits that no further digit follows.
    private static func lakhGroupsEnd(_ units: [UInt16], from start: Int) -> Int? {
        var position = start
        var pairs = 0
        while position + 3 < units.count, units[position] == 44, CharClass.isDigit(units[position + 1]),
            CharClass.isDigit(units[position + 2]), units[position + 3] == 44
        {
            position += 3
            pairs += 1
        }
        guard pairs > 0, position + 3 < units.count, units[position] == 44, CharClass.isDigit(units[position + 1]),
            CharClass.isDigit(units[position + 2]), CharClass.isDigit(units[position + 3]),
            position + 4 >= units.count || !CharClass.isDigit(units[position + 4])
        else { return nil }
        return position + 4
    }

    private static func isGroupSeparator(_ unit: UInt16) -> Bool {
        unit == 44 || unit == 46 || unit == 32 || unit == 0xA0 || unit == 0x202F || unit == 0x2009 || unit == 39
            || unit == 0x2019
    }

    /// A space inside a line (no tab or line break: an amount never runs across lines).
    private static func isInlineSpace(_ unit: UInt16) -> Bool {
        unit == 32 || unit == 0xA0 || unit == 0x202F || unit == 0x2009
    }

    /// The amount around a number, if a currency is written next to it.
    /// - Parameter namesCurrency: Whether the document names one of these currencies elsewhere (by code, name or
    ///   country), which makes a weak symbol before a plain amount money (`K 320` where `MMK` is written).
    private static func amount(
        _ units: [UInt16], number: Number, start: Int, namesCurrency: ([String]) -> Bool
    ) -> Range<Int>? {
        // The number must not go on a word or another number (`A4`, `v2.3`, `1.2.10`).
        var before: Int?
        // A currency that is money only beside an amount written as one (thousands groups, decimals or a scale).
        var needsShape = false
        if start > 0 {
            let previous = units[start - 1]
            if CharClass.isDigit(previous)
                || ((previous == 46 || previous == 44) && start >= 2
                    && CharClass.isDigit(units[start - 2]))
            {
                return nil
            }
            if CharClass.isLetter(previous) {
                // A code or local abbreviation written against its number (`Rp1,2 juta`, `KSh2,400`, `USD500`).
                var first = start - 1
                while first > 0 && CharClass.isLetter(units[first - 1]) && start - first < 4 { first -= 1 }
                let word = String(decoding: units[first..<start], as: UTF16.self)
                if word.utf16.count >= 2, first == 0 || !CharClass.isLetter(units[first - 1]),
                    codes.contains(word) || localBefore.contains(word)
                {
                    before = first
                } else {
                    // Otherwise only the rand and the pula (or a peso) are written against their number (`R64
                    // million`, `P85,000`), and the naira as `N` where the document names it or writes `₦`
                    // (`N3,000`; an amount written as one: not an `N95` mask).
                    guard previous == 82 || previous == 80 || previous == 78,
                        start < 2 || !CharClass.isLetter(units[start - 2])
                    else { return nil }
                    before = start - 1
                    if previous == 78 {
                        guard namesCurrency(["NGN"]) || units.contains(0x20A6) else { return nil }
                        needsShape = true
                    } else {
                        // Unless the document names the currency, or writes the symbol so before an amount written
                        // as one elsewhere (`R269,70` … `R500`).
                        // Not after a word that names a road or a model (`the R321`, `car P5`).
                        let letter = previous == 82 ? "R" : "P"
                        needsShape =
                            !(CurrencyLexicon.shared.weakSymbols[letter].map(namesCurrency) ?? false)
                            || Self.namesThing(before: start - 1, units)
                    }
                }
            } else if let found = marker(before: units, at: start, namesCurrency: namesCurrency) {
                before = found.start
                needsShape = found.needsShape
            }
        }
        if number.escudo { return (before ?? start)..<number.end }
        // A range after a currency goes on to its second number (`$4–5 million`).
        var end = number.end
        if before != nil, end + 1 < units.count, units[end] == 0x2013 || units[end] == 45 {
            // The second number may repeat the sign (`$45–$55`).
            let second = end + 2 < units.count && signs.contains(units[end + 1]) ? end + 2 : end + 1
            if CharClass.isDigit(units[second]) { end = Self.number(units, from: second).end }
        }
        // A scale word or letter after the number.
        var scaled = false
        if end < units.count && CharClass.isLetter(units[end]) {
            let word = letters(units, from: end)
            guard attachedScales.contains(word.text) else {
                // `$15hr`, `£5pp`: the amount is what its sign covers; a bare number against letters is no amount.
                guard let before, !needsShape else { return nil }
                return before..<number.end
            }
            end = word.end
            scaled = true
        } else if let word = wordAfter(units, at: end), scaleWords.contains(word.text) {
            end = word.end
            scaled = true
            if word.text == "mil", let next = wordAfter(units, at: end),
                next.text == "milhões" || next.text == "millones"
            {
                end = next.end
            }
            // `1,2 million d'euros`: the elided `de` and the currency's name.
            if let link = wordAfter(units, at: end), link.text == "d", link.end + 1 < units.count,
                CharClass.isApostrophe(units[link.end]), CharClass.isLetter(units[link.end + 1])
            {
                let name = letters(units, from: link.end + 1)
                if localAfter.contains(name.text) { return (before ?? start)..<name.end }
            }
            // `3,5 millions de francs CFA`: `de` and a currency's name after the scale belong to the amount.
            if let link = wordAfter(units, at: end), scaleLinks.contains(link.text),
                let name = wordAfter(units, at: link.end), localAfter.contains(name.text)
            {
                end = name.end
                if let code = wordAfter(units, at: end), code.text == "CFA" { end = code.end }
                return (before ?? start)..<end
            }
        }
        // Swiss round amounts end in a period and a dash (`Fr. 312.–`, `CHF 18.–`).
        if end + 1 < units.count, units[end] == 46, units[end + 1] == 0x2013 || units[end + 1] == 45,
            end + 2 >= units.count || !CharClass.isDigit(units[end + 2])
        {
            end += 2
        }
        let shaped = scaled || number.grouped || number.hasDecimals
        if needsShape && !shaped { return nil }
        // A currency after the amount (or a code after one that already has its sign).
        if let after = markerEnd(
            units, after: end, codesOnly: before != nil, shaped: shaped, namesCurrency: namesCurrency)
        {
            return (before ?? start)..<after
        }
        guard let before else { return nil }
        return before..<end
    }

    /// Where a currency written just before `start` (after at most one space) begins, and whether it is money only
    /// beside an amount written as one (``ambiguousCodes``, and CLDR's weak symbols where the document names none
    /// of their currencies).
    private static func marker(
        before units: [UInt16], at start: Int, namesCurrency: ([String]) -> Bool
    ) -> (start: Int, needsShape: Bool)? {
        var position = start - 1
        if isInlineSpace(units[position]) {
            guard position > 0 else { return nil }
            position -= 1
        }
        let unit = units[position]
        if signs.contains(unit) {
            // A country prefix against the sign: `US$`, `MX$`, `S$`, `E£`, `R$`, `NZ$`.
            var first = position
            while first > 0 && position - first < 3 && CharClass.isUpper(units[first - 1]) { first -= 1 }
            if first < position && first > 0 && CharClass.isLetter(units[first - 1]) { first = position }
            return (first, false)
        }
        // A word: a code or a local abbreviation, bounded by a non-letter.
        var first = position
        while first > 0 && (CharClass.isLetter(units[first - 1]) || units[first - 1] == 47 || units[first - 1] == 46)
            && position - first < 4
        {
            first -= 1
        }
        while first < position && !CharClass.isLetter(units[first]) { first += 1 }
        if first > 0 && CharClass.isLetter(units[first - 1]) { return nil }
        let word = String(decoding: units[first...position], as: UTF16.self)
        // A sign with a letter after it (`$U 96.000`, Uruguay's peso).
        if first > 0, signs.contains(units[first - 1]), first == position, CharClass.isUpper(units[first]) {
            return (first - 1, false)
        }
        if codes.contains(word) || localBefore.contains(word) || CurrencyLexicon.shared.symbols[word] != nil {
            return (first, false)
        }
        if let currencies = CurrencyLexicon.shared.weakSymbols[word] { return (first, !namesCurrency(currencies)) }
        return ambiguousCodes.contains(word) ? (first, true) : nil
    }

    /// The end of a currency written just after `end` (after at most one space), if there is one.
    private static func markerEnd(
        _ units: [UInt16], after end: Int, codesOnly: Bool, shaped: Bool, namesCurrency: ([String]) -> Bool
    ) -> Int? {
        var position = end
        if position < units.count && isInlineSpace(units[position]) { position += 1 }
        guard position < units.count else { return nil }
        let unit = units[position]
        if signs.contains(unit) {
            // A sign followed by a digit begins the next amount (`£18, £22`); a sign after a space needs one.
            guard !codesOnly, position + 1 >= units.count || !CharClass.isDigit(units[position + 1]) else {
                return nil
            }
            return position + 1
        }
        guard CharClass.isLetter(unit) else { return nil }
        let word = letters(units, from: position)
        // A country's letters against a sign after the amount (`300 N$`).
        if !codesOnly, word.end < units.count, signs.contains(units[word.end]), word.end - position <= 3,
            word.text.allSatisfy(\.isUppercase)
        {
            return word.end + 1
        }
        // Tonga's pa'anga, written with an apostrophe or an ʻokina.
        if !codesOnly, word.text == "pa", word.end + 5 < units.count,
            CharClass.isApostrophe(units[word.end]) || units[word.end] == 0x02BB || units[word.end] == 0x2018,
            String(decoding: units[(word.end + 1)..<(word.end + 5)], as: UTF16.self) == "anga"
        {
            return word.end + 5
        }
        if codes.contains(word.text) || (shaped && ambiguousCodes.contains(word.text)) { return word.end }
        // `10,000 won`; `11 won the final` is the verb.
        if shaped && word.text == "won" { return word.end }
        guard !codesOnly else { return nil }
        let lexicon = CurrencyLexicon.shared
        // A symbol with its period (`650 kr. per person`, `200 лв.`) before the same letters without one; a period
        // that ends a line is the sentence's (`repairs for about 900 kr.` at a list item's end).
        if word.end < units.count && units[word.end] == 46
            && (localAfter.contains(word.text + ".") || lexicon.symbols[word.text + "."] != nil)
        {
            return endsLine(units, periodAt: word.end) ? word.end : word.end + 1
        }
        if localAfter.contains(word.text) || lexicon.symbols[word.text] != nil
            || lexicon.names.contains(word.text.lowercased())
        {
            // `francs CFA`, `CFA francs`: the zone's letters and the currency's name go together.
            if let next = wordAfter(units, at: word.end) {
                let zoneAfterName =
                    Self.francZones.contains(next.text)
                    || (word.text.lowercased().hasPrefix("franc") && Self.francCountries.contains(next.text))
                let nameAfterZone =
                    Self.francZones.contains(word.text)
                    && (lexicon.names.contains(next.text.lowercased()) || localAfter.contains(next.text))
                if zoneAfterName || nameAfterZone { return next.end }
            }
            return word.end
        }
        // A weak symbol after an amount written as one, or whose currency the document names (`75 000 Ar`).
        if let currencies = lexicon.weakSymbols[word.text], shaped || namesCurrency(currencies) { return word.end }
        // Symbols of two words (`400 F CFA`).
        if let next = wordAfter(units, at: word.end),
            lexicon.symbols[word.text + " " + next.text] != nil
                || (word.text == "F" && Self.francZones.contains(next.text))
        {
            return next.end
        }
        return nil
    }

    /// Whether the period at `index` ends a paragraph: the text or its line ends there. Inside a line the period
    /// stays with the symbol it abbreviates, even before a capital (`a deposit of 200 лв. When I…`).
    private static func endsLine(_ units: [UInt16], periodAt index: Int) -> Bool {
        var next = index + 1
        while next < units.count && isInlineSpace(units[next]) { next += 1 }
        guard next < units.count else { return true }
        return units[next] == 10 || units[next] == 13
    }

    /// The word starting at `start` after one space, with its end.
    private static func wordAfter(_ units: [UInt16], at start: Int) -> (text: String, end: Int)? {
        guard start + 1 < units.count, isInlineSpace(units[start]), CharClass.isLetter(units[start + 1]) else {
            return nil
        }
        var word = letters(units, from: start + 1)
        // `Mio.`, `Mrd.`, `Tsd.` keep their period.
        if word.end < units.count && units[word.end] == 46 && scaleWords.contains(word.text + ".") {
            word = (word.text + ".", word.end + 1)
        }
        return word
    }

    /// The run of letters starting at `start`.
    private static func letters(_ units: [UInt16], from start: Int) -> (text: String, end: Int) {
        var end = start
        while end < units.count && CharClass.isLetter(units[end]) && end - start < 16 { end += 1 }
        return (String(decoding: units[start..<end], as: UTF16.self), end)
    }
}
