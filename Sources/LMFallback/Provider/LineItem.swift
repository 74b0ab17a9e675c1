import Foundation

/// One line of a list of things bought, booked or spent (`2 × £650.00 = £1,300.00`,
/// `- 9 March: taxi to the hotel, EUR 27.50`, `| Widget | 2 | 12.50 |`), read into the parts that
/// item schemas ask for.
struct LineItem {
    /// The line without its bullet, date label, quantities and amounts.
    var description: String
    /// The whole line as written (bullet removed).
    var text: String
    /// `N ×`, `× N` or `N units/nights/guests/people …`.
    var quantity: Double?
    /// The amount per unit when the line gives a quantity and a price.
    var unitPrice: Double?
    /// The line's amount (its last money amount).
    var amount: Double?
    /// The ISO code of the line's first money amount.
    var currency: String?
    /// The line's first date as written.
    var date: String?
    /// Where the line starts in the text (UTF-16).
    var offset: Int

    /// Labels of summary lines, which are not items.
    static let summaryLabels: Set<String> = [
        "total", "subtotal", "sub-total", "vat", "tax", "balance", "due", "deposit", "discount", "advance", "paid",
        "amount", "grand", "net", "gross", "shipping",
    ]
    /// Words that count units after a number (`3 nights`).
    static let unitWords: Set<String> = [
        "x", "units", "unit", "nights", "night", "guests", "people", "persons", "pcs", "pieces", "items", "tickets",
        "hours", "hrs", "days", "seats", "rooms", "boxes", "packs", "licences", "licenses", "copies", "pages",
    ]

    /// The item lines of a text: lines (bullets, table rows or plain) that carry a money amount or a
    /// quantity, and are not totals, headers or long prose; at most 200, in text order.
    static func read(_ facts: DocumentFacts) -> [LineItem] {
        let text = facts.analysis.text
        let mentions = facts.mentions
        var items: [LineItem] = []
        var offset = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let lineStart = offset
            offset += rawLine.utf16.count + 1
            guard items.count < 200, rawLine.count <= 240 else { continue }
            var line = Substring(rawLine).drop { $0 == " " || $0 == "\t" }
            let isBullet = line.first.map { "-*•·–".contains($0) } ?? false
            if isBullet { line = line.dropFirst().drop { $0 == " " } }
            var cells = line.split { $0 == "|" || $0 == "\t" }.map { $0.trimmingCharacters(in: .whitespaces) }
            cells.removeAll { $0.isEmpty }
            let lineRange = lineStart..<(lineStart + rawLine.utf16.count)
            let inLine = mentions.filter { lineRange.contains($0.range.lowerBound) }
            let money = inLine.filter { $0.kind == .money }
            let words = FieldRole.words(of: String(line))
            var quantity = Self.quantity(in: words)
            if let mark = Self.quantityMark(in: line) {
                quantity = Double(line[mark...].prefix { $0.isASCII && $0.isNumber }) ?? quantity
            }
            guard !money.isEmpty || (quantity != nil && (isBullet || cells.count > 1)) else { continue }
            if let first = words.first(where: { Int($0) == nil }), summaryLabels.contains(first),
                !isBullet || words.count <= 4
            {
                continue
            }
            var item = LineItem(
                description: "", text: String(line), quantity: quantity, unitPrice: nil, amount: nil, currency: nil,
                date: inLine.first { $0.kind == .date }?.text, offset: lineStart)
            let amounts = money.compactMap { FieldValueNormalizer.number(in: $0.text) }
            item.amount = amounts.last
            item.currency = money.lazy.compactMap { FieldValueNormalizer.currencyCode(of: $0.text) }.first
            if amounts.count >= 2 {
                item.unitPrice = amounts[amounts.count - 2]
            } else if let amount = amounts.first, let quantity, quantity > 0 {
                item.unitPrice = amount / quantity
            }
            item.description = Self.description(of: String(line), cells: cells, dropping: inLine)
            guard !item.description.isEmpty else { continue }
            items.append(item)
        }
        return items
    }

    /// `2 ×`, `x 2`, `3 nights`: the count of units in a line's words.
    static func quantity(in words: [String]) -> Double? {
        for (index, word) in words.enumerated() {
            guard let number = Int(word), number > 0, number < 100_000 else { continue }
            if index + 1 < words.count, unitWords.contains(words[index + 1]) { return Double(number) }
        }
        return nil
    }

    /// The words of a line that say what the item is: the first table cell with letters, else the
    /// line before its first amount or `N ×`, without a leading date label.
    static func description(of line: String, cells: [String], dropping mentions: [Entity]) -> String {
        if cells.count > 1, let cell = cells.first(where: { $0.contains { $0.isLetter } }) { return cell }
        var text = Substring(line)
        // Cut at the first amount, or at a `N ×` / `N x` quantity.
        var cut = text.endIndex
        if let money = mentions.first(where: { $0.kind == .money }), let range = text.range(of: money.text) {
            cut = range.lowerBound
        }
        if let times = quantityMark(in: text), times < cut { cut = times }
        text = text[..<cut]
        // A leading date label (`9 March:`, `12 March -`).
        if let date = mentions.first(where: { $0.kind == .date }), text.hasPrefix(date.text) {
            text = text.dropFirst(date.text.count)
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters))
        guard let first = trimmed.first else { return "" }
        return first.uppercased() + trimmed.dropFirst()
    }

    /// Where a `N ×` or `N x ` quantity starts in a line.
    static func quantityMark(in text: Substring) -> String.Index? {
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index].isASCII, text[index].isNumber else {
                index = text.index(after: index)
                continue
            }
            let start = index
            while index < text.endIndex, text[index].isASCII, text[index].isNumber { index = text.index(after: index) }
            var probe = index
            while probe < text.endIndex, text[probe] == " " { probe = text.index(after: probe) }
            if probe < text.endIndex, text[probe] == "×" || text[probe] == "x" {
                let next = text.index(after: probe)
                if next == text.endIndex || text[next] == " " { return start }
            }
        }
        return nil
    }
}
