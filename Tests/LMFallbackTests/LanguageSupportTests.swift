import Foundation
import LMCore
import LMFallback
import Testing

/// German, French, Spanish, Italian, Portuguese and Dutch notes (written for this test) get a summary, a title and entities;
/// corrections stay English-only, and unsupported languages are still refused.
@Suite("Languages beyond English")
struct LanguageSupportTests {
    static let notes: [(code: String, text: String, person: String, date: String, money: String)] = [
        (
            "de",
            """
            Protokoll der Sitzung

            Am 14. April 2026 trafen sich Henrike Albers und Dr. Konstantin Weiß im Büro in Bremen. \
            Die neue Heizung für das Lager kostet 18.400 € und wird im Mai eingebaut. \
            Frau Albers prüft bis Freitag, ob die Stadt einen Zuschuss zahlt.
            """,
            "Henrike Albers", "14. April 2026", "18.400 €"
        ),
        (
            "fr",
            """
            Compte rendu de la réunion

            Le 3 février 2026, Solène Marchetti et Bastien Rouault se sont retrouvés à Nantes. \
            Le nouveau site web coûtera 6 200 € et sera prêt en avril. \
            Bastien contacte le graphiste avant vendredi pour les maquettes.
            """,
            "Solène Marchetti", "3 février 2026", "6 200 €"
        ),
        (
            "es",
            """
            Notas de la reunión

            El 21 de enero de 2026 se reunieron Ximena Ordóñez y Gonzalo Barrera en Sevilla. \
            La reforma de la cocina del restaurante costará 9.750 € y empezará en marzo. \
            Gonzalo pedirá un segundo presupuesto antes del jueves.
            """,
            "Ximena Ordóñez", "21 de enero de 2026", "9.750 €"
        ),
        (
            "it",
            """
            Verbale della riunione

            Il 12 marzo 2026 Ludovica Ferraris e Ottavio Bellandi si sono incontrati a Bergamo. \
            La nuova caldaia della palestra costerà 4.300 € e sarà installata a giugno. \
            Ottavio chiede un secondo preventivo entro venerdì.
            """,
            "Ludovica Ferraris", "12 marzo 2026", "4.300 €"
        ),
        (
            "pt",
            """
            Ata da reunião

            No dia 5 de maio de 2026, Leonor Valadares e Duarte Figueiredo reuniram-se em Braga. \
            A nova cozinha da cantina vai custar 2.150 € e fica pronta em julho. \
            A Leonor pede um segundo orçamento até sexta-feira.
            """,
            "Leonor Valadares", "5 de maio de 2026", "2.150 €"
        ),
        (
            "nl",
            """
            Verslag van het overleg

            Op 9 juni 2026 spraken Maartje Veldkamp en Joost Hoogland af in Zwolle. \
            Het nieuwe dak van de sporthal kost €3.600 en wordt in augustus gelegd. \
            Joost vraagt voor vrijdag een tweede offerte aan.
            """,
            "Maartje Veldkamp", "9 juni 2026", "€3.600"
        ),
    ]

    @Test("the fallback says which languages it supports")
    func supportedLanguages() {
        let codes = Set(FallbackLanguageModel().supportedLanguages.compactMap { $0.languageCode?.identifier })
        #expect(codes == ["en", "de", "fr", "es", "it", "pt", "nl"])
    }

    @Test(
        "German, French, Spanish, Italian, Portuguese and Dutch notes get a summary, a title and entities",
        arguments: [0, 1, 2, 3, 4, 5])
    func otherLanguages(index: Int) async throws {
        let note = Self.notes[index]
        let tasks = TextTasks(model: FallbackLanguageModel())
        let title = try await tasks.title(note.text).value
        #expect((2...6).contains(title.split(separator: " ").count), "\(note.code) title '\(title)'")
        let summary = try await tasks.summarize(note.text).value
        #expect(!summary.summary.isEmpty, "\(note.code)")
        let entities = try await tasks.extractEntities(note.text).value
        #expect(entities.people.contains(note.person), "\(note.code): \(entities.people)")
        #expect(entities.dates.contains(note.date), "\(note.code): \(entities.dates)")
        #expect(entities.money.contains(note.money), "\(note.code): \(entities.money)")
    }

    @Test("titles keep the language's own casing: German nouns capitalized, other words as written")
    func languageCasing() async throws {
        let tasks = TextTasks(model: FallbackLanguageModel())
        #expect(try await tasks.title(Self.notes[0].text).value == "Protokoll der Sitzung")
        #expect(try await tasks.title(Self.notes[1].text).value == "Compte rendu de la réunion")
    }

    @Test("corrections stay English-only and say so")
    func correctionsEnglishOnly() async throws {
        let tasks = TextTasks(model: FallbackLanguageModel())
        do {
            _ = try await tasks.correct(Self.notes[0].text).value
            Issue.record("a German text was corrected")
        } catch let error as LanguageModelSession.GenerationError {
            guard case .unsupportedLanguageOrLocale(let context) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(context.debugDescription.contains("corrects English text only"))
        }
    }

    @Test("other languages are still refused")
    func otherLanguagesRefused() async throws {
        let tasks = TextTasks(model: FallbackLanguageModel())
        let russian = "Совет одобрил план, и работы начнутся на следующей неделе. Бюджет утверждён."
        do {
            _ = try await tasks.summarize(russian).value
            Issue.record("a Russian text was summarized")
        } catch let error as LanguageModelSession.GenerationError {
            guard case .unsupportedLanguageOrLocale = error else {
                Issue.record("unexpected error \(error)")
                return
            }
        }
    }
}
