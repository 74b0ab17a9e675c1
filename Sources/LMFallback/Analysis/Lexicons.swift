import LMCore

/// Built-in lexicons for categories and sentiment (stems, as produced by ``Stemmer``).
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

    /// Words with a favourable tone.
    static let positive: Set<String> = stems(
        """
        good great excellent amazing wonderful fantastic brilliant perfect perfectly love loved lovely \
        happy glad pleased delighted thrilled excited enjoy enjoyed enjoyable beautiful beautifully best better \
        success successful successfully win won winning improve improved improvement improvements resolved fixed \
        recommend recommended impressive impressed nice helpful friendly fair smooth strong stronger promising \
        progress approve approved confirmed congratulations congrats thanks thank grateful appreciate \
        appreciated awesome superb outstanding benefit benefits positive comfortable reliable well fast \
        quick quickly easy easier efficient safe safer celebrate celebrated welcome generous relieved \
        breakthrough record exciting proud fun favourite favorite keen solid praised apologise apologised
        """)
    /// Words with an unfavourable tone.
    static let negative: Set<String> = stems(
        """
        bad poor poorly terrible awful horrible worst worse fail failed failure failures failing broken \
        break problem problems issue issues error errors wrong late delay delayed delays disappointing \
        disappointed disappointment unfortunately sadly sad angry frustrated frustrating annoying annoyed \
        complain complained complaint complaints lost loss losses damage damaged risk risks concern concerns \
        worried worry unhappy slow slower expensive overspend overrun cancel cancelled canceled crash crashed \
        outage down difficult hard painful pain injury injured missing miss missed dispute incorrect \
        rushed hurt mess messy dropped drop decline declined shortfall overdue unacceptable rude stretched \
        lukewarm cramped noisy loud struggle struggled struggling weak fault faulty leak leaking crack \
        cracked mould rot cost-overrun penalty fee fees refund stress stressful sorry apologies spike
        """)
    /// Words that flip the tone of the next few words.
    static let negators: Set<String> = [
        "not", "no", "never", "without", "don't", "didn't", "doesn't", "isn't", "wasn't", "aren't", "weren't",
        "can't", "couldn't", "won't", "wouldn't", "hardly", "nothing", "nobody",
    ]
}
