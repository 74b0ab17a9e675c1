/// Function words, month and weekday names of the languages the analyzers support beside English
/// (German, French, Spanish, Italian, Portuguese, Dutch). Written for LMFallback.
enum LanguageVocabulary {
    /// Function words that carry little topical meaning, per language code.
    static let stopwords: [String: Set<String>] = [
        "de": words(
            """
            der die das den dem des ein eine einen einem einer eines und oder aber auch nicht nur noch schon sehr \
            ist sind war waren wird werden wurde wurden hat haben hatte hatten kann können muss müssen soll sollen \
            ich du er sie es wir ihr mich mir dich dir sich uns euch ihm ihn ihnen mein meine dein sein seine ihre \
            unser unsere zu zum zur mit von vom bei beim für auf aus an am im in ins über unter nach vor bis durch \
            um ohne gegen dass wenn weil ob als wie wo was wer wann warum dieser diese dieses jeder jede alle man \
            so dann da hier dort heute morgen bitte danke ja nein doch mehr etwa sowie bereits laut gemäß ihrer ihren \
            ihrem ihres unserer unseren unserem unseres meiner meinen meinem meines seiner seinen seinem seines \
            dieser diesen diesem jeden jedem jedes
            """),
        "fr": words(
            """
            le la les l' un une des du de d' et ou mais donc car ni ne pas plus que qui quoi dont où est sont était \
            étaient sera seront a ont avait avoir être fait faire je tu il elle on nous vous ils elles me te se lui \
            leur leurs mon ma mes ton ta tes son sa ses notre nos votre vos ce cet cette ces au aux en dans sur sous \
            pour par avec sans chez entre vers avant après pendant depuis comme si aussi très bien tout tous toute \
            toutes déjà encore ici là oui non merci bonjour selon
            """),
        "es": words(
            """
            el la los las lo un una unos unas y o pero ni que quien cual cuyo donde cuando como es son era eran fue \
            fueron será ha han había hay ser estar está están estaba yo tú él ella nosotros nosotras vosotros ellos \
            ellas me te se le les nos mi mis tu tus su sus nuestro nuestra este esta estos estas ese esa al del de \
            en con sin por para sobre entre hasta desde hacia durante según muy más menos también ya aquí allí sí \
            no gracias hola
            """),
        "it": words(
            """
            il lo la i gli le un uno una e o ma né che chi cui dove quando come è sono era erano fu sarà ha hanno \
            aveva essere avere io tu lui lei noi voi loro mi ti si ci vi gli mio mia miei mie tuo tua suo sua \
            nostro nostra questo questa questi queste quello quella del dello della dei degli delle al allo alla \
            ai agli alle dal dalla nel nello nella nei negli nelle sul sulla di da in con su per tra fra senza \
            molto più meno anche già qui lì sì non grazie ciao secondo
            """),
        "pt": words(
            """
            o a os as um uma uns umas e ou mas nem que quem qual onde quando como é são era eram foi foram será \
            tem têm tinha há ser estar está estão estava eu tu ele ela nós vós eles elas me te se lhe lhes nos meu \
            minha meus minhas teu tua seu sua seus suas nosso nossa este esta estes estas esse essa do da dos das \
            ao aos à às no na nos nas pelo pela de em com sem por para sobre entre até desde durante muito mais \
            menos também já aqui ali sim não obrigado obrigada olá
            """),
        "nl": words(
            """
            de het een en of maar noch dat die dit deze wie wat waar wanneer hoe is zijn was waren wordt worden \
            werd heeft hebben had kan kunnen moet moeten zal zullen ik jij je hij zij ze wij we jullie mij me hem \
            haar ons hun mijn jouw zijn onze uw van voor met op in aan bij uit over onder naar door om tot tegen \
            zonder tussen niet geen ook al nog zeer heel meer hier daar ja nee dank bedankt volgens
            """),
    ]

    /// Month names, lowercased, per language code → month number.
    static let months: [String: [String: Int]] = [
        // Austria writes `Jänner` and `Feber` for January and February.
        "de": numbered("januar februar märz april mai juni juli august september oktober november dezember")
            .merging(["jänner": 1, "feber": 2]) { current, _ in current },
        "fr": numbered("janvier février mars avril mai juin juillet août septembre octobre novembre décembre"),
        "es": numbered("enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre"),
        "it": numbered("gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre"),
        "pt": numbered("janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro"),
        "nl": numbered("januari februari maart april mei juni juli augustus september oktober november december"),
    ]

    /// Weekday names, lowercased, per language code.
    static let weekdays: [String: [String]] = [
        "de": list("montag dienstag mittwoch donnerstag freitag samstag sonntag"),
        "fr": list("lundi mardi mercredi jeudi vendredi samedi dimanche"),
        "es": list("lunes martes miércoles jueves viernes sábado domingo"),
        "it": list("lunedì martedì mercoledì giovedì venerdì sabato domenica"),
        "pt": list("segunda-feira terça-feira quarta-feira quinta-feira sexta-feira sábado domingo"),
        "nl": list("maandag dinsdag woensdag donderdag vrijdag zaterdag zondag"),
    ]

    /// Abbreviated month names, lowercased and without their period, per language code (`janv.`, `Dez.`,
    /// `mrt`): found only inside a date with a day number.
    static let monthAbbreviations: [String: [String]] = [
        "de": list("jan feb mär märz apr jun jul aug sep sept okt nov dez"),
        "fr": list("janv févr fév avr juil sept oct nov déc"),
        "es": list("ene feb mar abr jun jul ago sep sept set oct nov dic"),
        "it": list("gen feb mar apr mag giu lug ago set sett ott nov dic"),
        "pt": list("jan fev mar abr mai jun jul ago set out nov dez"),
        "nl": list("jan feb mrt apr jun jul aug sep sept okt nov dec"),
    ]

    /// Words that name a part of a month before its name, per language code (`Ende April`, `fin mars`,
    /// `finales de abril`, `inizio maggio`, `início de maio`, `eind april`), as expression alternatives.
    static let monthParts: [String: [String]] = [
        "de": ["anfang", "mitte", "ende"],
        "fr": ["début", "mi-", "fin", "courant"],
        "es": ["principios de", "mediados de", "finales de", "fines de", "comienzos de"],
        "it": ["inizio", "metà", "fine", "primi di", "fine di"],
        "pt": ["início de", "meados de", "final de", "fim de", "finais de", "princípios de"],
        "nl": ["begin", "half", "medio", "eind", "eind van"],
    ]

    /// Abbreviated weekday names, lowercased and without their period, per language code (`Di,`, `ven.`):
    /// found only before a date with a day number, followed by a period or a comma.
    static let weekdayAbbreviations: [String: [String]] = [
        "de": list("mo di mi do fr sa so"),
        "fr": list("lun mar mer jeu ven sam dim"),
        "es": list("lun mar mié jue vie sáb dom"),
        "it": list("lun mar mer gio ven sab dom"),
        "pt": list("seg ter qua qui sex sáb dom"),
        "nl": list("ma di wo do vr za zo"),
    ]

    /// Every month name of every supported language beside English, lowercased.
    static let allMonthNames: Set<String> = Set(months.values.flatMap(\.keys))

    private static func list(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    }

    private static func words(_ text: String) -> Set<String> { Set(list(text)) }

    private static func numbered(_ text: String) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: list(text).enumerated().map { ($0.element, $0.offset + 1) })
    }
}
