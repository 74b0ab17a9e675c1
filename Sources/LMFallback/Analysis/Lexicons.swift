import LMCore

/// Built-in topic lexicons for categories (stems, as produced by ``Stemmer``); sentiment words live in
/// ``SentimentLexicon``.
enum Lexicons {
    private static func stems(_ words: String) -> Set<String> {
        Set(words.split(whereSeparator: { $0 == " " || $0 == "\n" }).map { Stemmer.stem(String($0)) })
    }

    /// Indicative words per category.
    static let categories: [(DocumentCategory, Set<String>)] = [
        (
            .work,
            stems(
                """
                office project projects team manager staff colleague colleagues deadline deadlines meeting client clients \
                contract hire hiring offer salary role position employee employees lease desk desks facilities \
                warehouse operations shift shifts productivity workload career interview onboarding report quarterly \
                department agenda stakeholder stakeholders job jobs promotion payroll recruitment throughput
                """)
        ),
        (
            .personal,
            stems(
                """
                family friend friends birthday mum mom dad gran grandma grandpa kids children partner wedding home \
                house weekend dinner party holiday garden kitchen restaurant pasta wine lunch date love pizza \
                neighbours neighbour inspection roof basement furnace renovation chef meal dessert
                """)
        ),
        (
            .finance,
            stems(
                """
                invoice invoices payment payments budget budgets revenue cost costs refund refunded charge charged \
                billing bank account accounts tax taxes price pricing spend spending expense expenses profit loss \
                forecast fee fees subscription credit debit card finance financial overspend savings loan fund funding \
                quote dispute overdue paid pay transaction
                """)
        ),
        (
            .health,
            stems(
                """
                doctor doctors clinic hospital patient patients nurse nurses vaccine vaccination flu appointment \
                cardiology cardiologist physio physiotherapy therapy treatment symptoms medication prescription \
                pharmacy health medical blood pain injury surgery diagnosis dentist wellbeing checkup scan gp heart \
                dose doses immunization
                """)
        ),
        (
            .technology,
            stems(
                """
                software app apps server servers database api deploy deployment bug bugs code pipeline model \
                algorithm data cloud network router wifi firmware update login password error errors outage \
                incident latency config configuration cluster gateway checkout engineering sprint release \
                backend frontend device devices bluetooth laptop browser schema indexing compute
                """)
        ),
        (
            .sports,
            stems(
                """
                match matches team goal goals league cup final season coach player players striker keeper \
                stadium fans tournament win won score scored championship semi-final race running runner runners \
                shoe shoes marathon training athlete athletes club kick pitch midfield defender trainers mileage
                """)
        ),
        (
            .politics,
            stems(
                """
                council councillor councillors vote voted voting election elections government minister policy \
                parliament mayor residents referendum campaign party parties legislation law public civic \
                ballot ballots constituency citizens municipal governance opposition proposal scheme
                """)
        ),
        (
            .science,
            stems(
                """
                research researchers study studies experiment experiments laboratory lab scientist scientists \
                bacteria species sample samples assay enzyme hypothesis journal peer data analysis results ocean \
                marine climate physics chemistry biology genome protein soil plastic degrade molecule specimen
                """)
        ),
        (
            .travel,
            stems(
                """
                flight flights trip travel hotel hotels airport airline airlines itinerary booking luggage baggage \
                passport visa train trains tour tourist tourists destination departure arrival boarding \
                accommodation hostel sightseeing journey temple shrine conference rail jet lag
                """)
        ),
    ]
}
