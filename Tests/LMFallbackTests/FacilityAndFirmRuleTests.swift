import Testing

@testable import LMFallback

/// One test per rule for facilities named after people, firms with a bracketed place, and messaging services
/// (sentences written for the test).
@Suite("Facility, bracketed firm and messaging service rules")
struct FacilityAndFirmRuleTests {
    @Test("a facility named after a person with initials is one place, not a person")
    func initialledFacilityRule() {
        let list = entityList("We landed at R. T. Okafor International Airport and took the bus to Mbeya.")
        #expect(list.places.contains("R. T. Okafor International Airport"), "\(list.places)")
        #expect(list.people.isEmpty, "\(list.people)")
        // Initials before a surname alone still name a person.
        #expect(entityList("The report was signed by R. T. Okafor yesterday.").people == ["R. T. Okafor"])
    }

    @Test("a firm's name with a place in brackets before its legal form is one organization")
    func bracketedFirmRule() {
        let list = entityList("The deposit went to Blue Reef Charters (Roatán) Co., Ltd. on Monday.")
        #expect(list.organizations == ["Blue Reef Charters (Roatán) Co., Ltd."], "\(list.organizations)")
        #expect(list.places.isEmpty, "\(list.places)")
        // A private company's bracket is the name recognizer's legal form, as before.
        let firm = entityList("Invoices come from Kestrel Weaving (Pvt) Ltd every month.")
        #expect(firm.organizations == ["Kestrel Weaving (Pvt) Ltd"], "\(firm.organizations)")
    }

    @Test("a messaging or payment service is no entity")
    func messagingServiceRule() {
        let list = entityList("Send me the photos on WhatsApp, and pay the deposit via Pix before Friday.")
        #expect(list.places.isEmpty && list.organizations.isEmpty && list.people.isEmpty, "\(list)")
    }
}
