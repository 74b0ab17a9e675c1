/// Legal forms of companies (`GmbH`, `S.p.A.`, `B.V.`, `Pty Ltd`), as ``OrganizationLexicon`` reads
/// them, and how they are recognized after a name.
///
/// A form written with periods or spaces is matched in the text ignoring case, when it starts with a
/// capital (`S.p.A.`, `s.p.a.` after `Ferretti` is a sentence's word) or is written exactly as listed
/// (`e.V.`). A one-word form is a token: in the listed case (`GmbH`, `plc`), in capitals (`SARL`,
/// `LTDA`, from three letters), or capitalized from four (`Ltda`, `Sarl`; not `Teo`, a given name).
struct LegalForms: Sendable {
    /// One-word forms as listed (`GmbH`, `Oy`, `plc`).
    private let exact: Set<String>
    /// One-word forms, lowercase.
    private let lowercased: Set<String>
    /// Forms with periods or spaces, lowercase as UTF-16, longest first, by their first unit.
    private let phrases: [UInt16: [[UInt16]]]
    /// Forms with periods or spaces that start with a lowercase letter, exactly as listed (`e.V.`).
    private let lowercaseInitial: Set<String>

    /// Reads the forms.
    /// - Parameter forms: Legal forms, as listed or lowercase.
    init(_ forms: Set<String>) {
        var exact = Set<String>()
        var lowercased = Set<String>()
        var phrases: [UInt16: [[UInt16]]] = [:]
        var lowercaseInitial = Set<String>()
        for form in forms {
            if form.contains(".") || form.contains(" ") || form.contains("/") {
                let units = Array(form.utf16).map(Self.lower)
                guard let first = units.first else { continue }
                if !phrases[first, default: []].contains(units) { phrases[first, default: []].append(units) }
                if let initial = form.utf16.first, CharClass.isLower(initial) {
                    lowercaseInitial.insert(form)
                }
            } else {
                exact.insert(form)
                lowercased.insert(form.lowercased())
            }
        }
        for key in phrases.keys { phrases[key]?.sort { $0.count > $1.count } }
        self.exact = exact
        self.lowercased = lowercased
        self.phrases = phrases
        self.lowercaseInitial = lowercaseInitial
    }

    /// Whether a token is a one-word legal form (`GmbH`, `SARL`, `Ltda`).
    /// - Parameter text: The token as written.
    /// - Returns: Whether it is a legal form in an accepted case.
    func isForm(_ text: String) -> Bool {
        if exact.contains(text) { return true }
        guard let first = text.first, first.isUppercase, text.count >= 3 else { return false }
        let lower = text.lowercased()
        guard lowercased.contains(lower) else { return false }
        return text.dropFirst().allSatisfy(\.isUppercase) || (text.count >= 4 && text.dropFirst() == lower.dropFirst())
    }

    /// Forms written without their period after another form (`Co. Ltd`), which alone end firms' names as words
    /// rather than forms (so `… Trust and Aqaba Minerals Ltd` stays two names).
    private static let undottedSecondForms: Set<String> = ["Ltd", "Ltda", "Bhd", "Limited"]

    /// The end of a one-word legal form that starts at `start`, after another form (`Ltd` in `Co. Ltd`), if one does.
    /// - Parameters:
    ///   - units: The text's UTF-16 code units.
    ///   - start: Where the form would start.
    /// - Returns: The offset just past the form, or nil.
    func wordEnd(_ units: [UInt16], at start: Int) -> Int? {
        var end = start
        while end < units.count && CharClass.isLetter(units[end]) && end - start < 12 { end += 1 }
        guard end > start, end >= units.count || !CharClass.isWordChar(units[end]) else { return nil }
        let word = String(decoding: units[start..<end], as: UTF16.self)
        return isForm(word) || Self.undottedSecondForms.contains(word) ? end : nil
    }

    /// The end of a legal form with periods or spaces that starts at `start` (`S.p.A.`, `Pty Ltd`), if one does.
    /// - Parameters:
    ///   - units: The text's UTF-16 code units.
    ///   - start: Where the form would start (just after the space that follows a name).
    /// - Returns: The offset just past the form, or nil.
    func phraseEnd(_ units: [UInt16], at start: Int) -> Int? {
        guard start < units.count, let candidates = phrases[Self.lower(units[start])] else { return nil }
        // A parenthesized form (`(Pvt) Ltd`) is read from the letter after its parenthesis.
        let initial = units[start] == 40 && start + 1 < units.count ? units[start + 1] : units[start]
        let capital = CharClass.isUpper(initial)
        for form in candidates where start + form.count <= units.count {
            var matches = true
            for offset in 0..<form.count where Self.lower(units[start + offset]) != form[offset] {
                matches = false
                break
            }
            guard matches else { continue }
            let end = start + form.count
            if end < units.count && CharClass.isWordChar(units[end]) { continue }
            if capital || lowercaseInitial.contains(String(decoding: units[start..<end], as: UTF16.self)) {
                return end
            }
        }
        return nil
    }

    /// A UTF-16 unit lowercased: ASCII and Latin-1 capitals by offset, other letters (`Ş` in `A.Ş.`) by their
    /// Unicode lowercase mapping when it is one unit.
    private static func lower(_ unit: UInt16) -> UInt16 {
        if unit >= 65 && unit <= 90 { return unit + 32 }
        if unit < 0x100 { return unit >= 0xC0 && unit <= 0xDE && unit != 0xD7 ? unit + 32 : unit }
        guard let scalar = Unicode.Scalar(unit), scalar.properties.isUppercase else { return unit }
        let lowered = scalar.properties.lowercaseMapping.utf16
        return lowered.count == 1 ? lowered.first ?? unit : unit
    }
}
