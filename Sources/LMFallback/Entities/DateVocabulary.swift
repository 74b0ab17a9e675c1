/// Month, weekday, season and relative-date words shared by the title builder and the date recognizer.
enum DateVocabulary {
    /// Full and abbreviated month names, lowercased.
    static let months: [String: Int] = [
        "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4, "may": 5,
        "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9, "sep": 9, "sept": 9,
        "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
    ]

    /// Full and abbreviated weekday names, lowercased.
    static let weekdays: Set<String> = [
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "tues", "wed",
        "thu", "thur", "thurs", "fri", "sat", "sun",
    ]

    /// Whether a lowercased word names a month or a weekday.
    static func isDateWord(_ word: String) -> Bool {
        (months[word] != nil && word != "may" && word != "mar") || weekdays.contains(word) && word.count > 3
    }

    /// Holidays and feasts that text uses as dates (`after Easter`, `before Weihnachten`), in LMFallback's
    /// languages, as written. Names shared with places (`Natal`) are left out.
    static let holidays: Set<String> = [
        "Christmas", "Christmas Eve", "Christmas Day", "Boxing Day", "New Year's Day", "New Year's Eve",
        "New Year", "Easter", "Easter Sunday", "Easter Monday", "Good Friday", "Holy Week", "Thanksgiving",
        "Halloween", "Labor Day", "Labour Day", "Memorial Day", "Independence Day", "Presidents' Day",
        "Veterans Day", "Columbus Day", "Juneteenth", "Valentine's Day", "St. Patrick's Day", "Mother's Day",
        "Father's Day", "Remembrance Day", "Canada Day", "Australia Day", "Anzac Day", "Bastille Day",
        "Hanukkah", "Passover", "Yom Kippur", "Rosh Hashanah", "Ramadan", "Eid", "Eid al-Fitr", "Eid al-Adha",
        "Diwali", "Lunar New Year", "Chinese New Year", "Pentecost", "Whitsun", "Ash Wednesday", "Mardi Gras",
        "Shrove Tuesday", "Epiphany", "All Saints' Day", "Midsummer", "Black Friday", "Cyber Monday", "Palm Sunday",
        "Maundy Thursday", "Holy Thursday", "Holy Saturday",
        "Weihnachten", "Heiligabend", "Ostern", "Ostersonntag", "Ostermontag", "Karfreitag", "Pfingsten",
        "Pfingstmontag", "Silvester", "Neujahr", "Allerheiligen", "Fronleichnam", "Christi Himmelfahrt",
        "Noël", "Pâques", "Toussaint", "Pentecôte", "Nouvel An", "Saint-Sylvestre", "Jour de l'An",
        "Navidad", "Nochebuena", "Nochevieja", "Semana Santa", "Año Nuevo", "Reyes", "Día de los Muertos",
        "Natale", "Pasqua", "Pasquetta", "Ferragosto", "Capodanno", "Epifania", "Ognissanti",
        "Páscoa", "Ano Novo", "Carnaval", "Sexta-feira Santa",
        "Kerstmis", "Kerst", "Pasen", "Pinksteren", "Koningsdag", "Oudejaarsavond", "Hemelvaartsdag",
        // More feasts and national days around the world, as English text names them.
        "All Saints", "All Souls", "All Souls' Day", "Corpus Christi", "Ascension Day", "Whit Monday", "Advent",
        "Lent", "St. Stephen's Day", "St Stephen's Day", "St Patrick's Day", "St Andrew's Day", "St David's Day",
        "Hogmanay", "Burns Night", "Bonfire Night", "Guy Fawkes Night", "Remembrance Sunday", "Armistice Day",
        "Victoria Day", "Family Day", "Waitangi Day", "Matariki", "ANZAC Day", "Fête nationale", "Saint-Jean-Baptiste",
        "Día de Muertos", "Día de los Reyes", "Fiestas Patrias", "Tiradentes", "Carnival", "Nowruz", "Holi",
        "Deepavali", "Navratri", "Durga Puja", "Onam", "Pongal", "Vesak", "Songkran", "Tết", "Tet", "Seollal",
        "Chuseok", "Obon", "Golden Week", "Hari Raya", "Thaipusam", "Kurban Bayramı", "Ramazan Bayramı", "Bayram",
        "Kwanzaa", "Juhannus", "Walpurgis Night", "Midsummer Eve", "Mid-Autumn Festival", "Dragon Boat Festival",
        "Spring Festival", "Timkat", "Meskel", "Freedom Day", "Heritage Day", "Jamhuri Day", "Madaraka Day",
    ]
}
