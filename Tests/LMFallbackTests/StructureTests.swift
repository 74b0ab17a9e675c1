import Testing

@testable import LMFallback

@Suite("Document structure and language")
struct StructureTests {
    @Test("recognises chat speakers and strips labels from content")
    func chat() {
        let text = "Ravi: the build is red\nLena: looking now\nRavi: thanks\nLena: fixed the test"
        let analysis = TextAnalyzer().analyze(text)
        #expect(analysis.structure.kind == .conversation)
        #expect(analysis.structure.speakers == ["Ravi", "Lena"])
        #expect(analysis.tokensBySentence[0].first?.text == "the")
    }

    @Test("recognises email headers, signature and quoted replies")
    func email() {
        let text = """
            From: Ann Lee <ann@example.org>
            To: bob@example.org
            Subject: Budget review moved

            Hi Bob, the budget review moves to Friday. Please bring the numbers.

            Kind regards,
            Ann

            On Monday, Bob wrote:
            > Can we meet earlier?
            """
        let analysis = TextAnalyzer().analyze(text)
        #expect(analysis.structure.kind == .email)
        #expect(analysis.structure.header("subject") == "Budget review moved")
        #expect(analysis.structure.roles.contains(.signature))
        #expect(analysis.structure.roles.last == .quoted)
        #expect(!analysis.summary().text.contains("From:"))
    }

    @Test(
        "reads mail headers in six languages under their English names, and a header line of two sentences",
        arguments: [
            ("Von", "An", "Betreff", "Datum"), ("De", "À", "Objet", "Date"), ("De", "Para", "Asunto", "Fecha"),
            ("Da", "A", "Oggetto", "Data"), ("De", "Para", "Assunto", "Data"), ("Van", "Aan", "Onderwerp", "Datum"),
        ])
    func foreignHeaders(from: String, to: String, subject: String, date: String) {
        let text = """
            \(from): Wiebke Hallström <w.hallstroem@example.org>
            \(to): Dipl.-Ing. Ortwin Pessl
            \(date): 4. Mai 2026
            \(subject): Dachsanierung Lindenweg 7

            Die Dachsanierung am Lindenweg beginnt im Mai. Das Gerüst steht ab Montag.
            """
        let analysis = TextAnalyzer().analyze(text)
        #expect(analysis.structure.kind == .email)
        #expect(analysis.structure.header("from") == "Wiebke Hallström <w.hallstroem@example.org>")
        #expect(analysis.structure.header("to") == "Dipl.-Ing. Ortwin Pessl")
        #expect(analysis.structure.header("subject") == "Dachsanierung Lindenweg 7")
        #expect(analysis.title().hasPrefix("Dachsanierung Lindenweg"))
        #expect(!analysis.summary().text.contains("hallstroem"))
    }

    @Test("a speaker whose name is also a short header name in another language stays a speaker")
    func speakerNamedLikeHeader() {
        let chat = "An: the van is booked\nBo: great, which day?\nAn: friday at nine\nBo: see you then"
        #expect(TextAnalyzer().analyze(chat).structure.speakers == ["An", "Bo"])
    }

    @Test(
        "detects languages and says which are supported",
        arguments: [
            ("The council approved the plan and the work starts next week.", "en", true),
            ("Le conseil a approuvé le plan et les travaux commencent la semaine prochaine.", "fr", true),
            ("Der Rat hat den Plan genehmigt und die Arbeiten beginnen nächste Woche.", "de", true),
            ("Совет одобрил план, и работы начнутся на следующей неделе.", "ru", false),
            ("評議会は計画を承認しました。", "ja", false),
            ("42 17 99", "und", true),
        ])
    func language(text: String, code: String, supported: Bool) {
        let language = LanguageDetector().detect(text)
        #expect(language.code == code)
        #expect(language.isSupported == supported)
    }

    @Test("a top line ending with an abbreviation is a heading; a labelled field line is not")
    func abbreviationHeadings() {
        let text = """
            Q1 2026 budget review — Brightwater Analytics Inc.
            Inspector: Brian Kowalski, Kowalski Home Inspections Inc.

            The review covered spending in the first quarter.
            """
        let roles = TextAnalyzer().analyze(text).structure.roles
        #expect(roles.first == .heading)
        #expect(roles.dropFirst().first == .body)
    }
}
