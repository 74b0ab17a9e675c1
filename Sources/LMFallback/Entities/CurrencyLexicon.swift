/// CLDR's currency symbols and currency names, and the countries that use each currency, as
/// ``MoneyScanner`` reads them (generated into ``FallbackData/Set/currencies`` from babel's CLDR data).
///
/// - A **symbol** is written before or after an amount (`FBu 2,800`, `Gs. 95.000`, `200 лв.`, `400 F CFA`).
/// - A **weak symbol** has one or two letters or is an English word (`K`, `L`, `Le`, `Br`): it names a currency only
///   beside an amount written as one (groups, decimals or a scale), or where the document names the currency or its
///   country elsewhere (`MMK` or `Myanmar` beside `K 320`); `Le 3 février` is a date.
/// - A **name** is a currency's noun in LMFallback's languages, accented and not (`córdobas`, `cordobas`,
///   `ariary`), written after an amount.
/// - A **country** is evidence for the currencies it uses.
struct CurrencyLexicon: Sendable {
    /// The lexicon built from the embedded data, on first use.
    static let shared = CurrencyLexicon()

    /// Symbols that are no word, with the codes of their currencies.
    let symbols: [String: [String]]
    /// Symbols that are single letters or words, with the codes of their currencies.
    let weakSymbols: [String: [String]]
    /// Currency names, lowercase.
    let names: Set<String>
    /// For each currency code, the words that name it in a document: its names and its countries' names.
    let evidence: [String: [String]]

    private init() {
        var symbols: [String: [String]] = [:]
        var weakSymbols: [String: [String]] = [:]
        var names: Set<String> = []
        var evidence: [String: [String]] = [:]
        FallbackData.forEachLine(.currencies) { line in
            guard let (kind, text, codeList) = FallbackData.threeFields(line, separator: 9) else { return }
            let value = String(decoding: text, as: UTF8.self)
            let codes = String(decoding: codeList, as: UTF8.self).split(separator: ",").map(String.init)
            switch String(decoding: kind, as: UTF8.self) {
            case "symbol": symbols[value] = codes
            case "weak": weakSymbols[value] = codes
            case "name":
                names.insert(value)
                for code in codes { evidence[code, default: []].append(value) }
            case "country":
                for code in codes { evidence[code, default: []].append(value) }
            default: break
            }
        }
        self.symbols = symbols
        self.weakSymbols = weakSymbols
        self.names = names
        self.evidence = evidence
    }

    /// Whether a document names one of the currencies, by its code, a name or a country's name, as a whole word.
    /// - Parameters:
    ///   - codes: The currencies' ISO 4217 codes.
    ///   - units: The document's UTF-16 code units.
    /// - Returns: Whether any of them is named.
    func isNamed(_ codes: [String], in units: [UInt16]) -> Bool {
        for code in codes {
            for word in [code] + (evidence[code] ?? []) {
                // Names are lowercase in the data: they are matched as written and capitalized.
                let forms =
                    word.first?.isLowercase == true ? [word, word.prefix(1).uppercased() + word.dropFirst()] : [word]
                for form in forms where TextBuffer.containsWord(Array(form.utf16), in: units) { return true }
            }
        }
        return false
    }

}
