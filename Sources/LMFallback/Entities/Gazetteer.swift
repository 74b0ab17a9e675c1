/// Built-in name lists for entity recognition: given names, well-known places, and the words that
/// mark organizations, places and honorifics. Written for LMFallback; deliberately general.
enum Gazetteer {
    private static func set(_ text: String) -> Set<String> {
        Set(text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map { $0.replacingOccurrences(of: "_", with: " ") })
    }

    /// Common given names from many cultures.
    static let givenNames: Set<String> = set(
        """
        Aaron Abigail Adam Adrian Ahmed Aidan Aisha Alan Albert Alex Alexander Alexandra Alice Alicia Alistair \
        Amanda Amelia Amira Amy Ana Anders Andrea Andrew Angela Anita Ann Anna Anne Anthony Antonio Arjun Astrid \
        Ben Benjamin Beth Bianca Bill Brian Bruce Caleb Camila Carla Carlos Carmen Carol Caroline Catherine Charles \
        Charlotte Chen Chloe Chris Christian Christina Christopher Claire Clara Colin Connor Craig Daniel Daniela \
        David Deborah Derek Devon Diana Diego Dmitri Dylan Edward Elena Eli Elif Elijah Elizabeth Ella Ellen Emily \
        Emma Eric Erik Ethan Eva Evan Ewan Farah Fatima Felix Fiona Francesca Frank Freya Gary George Grace Graham \
        Greg Hana Hannah Harry Helen Henry Hiroshi Ian Ibrahim Igor Ingrid Irene Isaac Isabel Isabella Isla Ivan \
        Jack Jacob James Jamie Jan Jane Janet Jasmine Jason Javier Jennifer Jess Jessica Ji-woo Jin Joanna Joanne \
        Joe John Jonah Jonathan Jordan Jorge José Joseph Joshua Juan Julia Julian Julie Justin Karen Karim Kate \
        Katherine Keisha Kevin Kim Kofi Kwame Laura Lauren Lea Lena Leo Leon Li Liam Linda Lisa Liu Lucas Lucía \
        Lucy Luis Luca Maria Marco Marcus Margaret Maria Marie Mark Marta Martin Mary Mateo Matthew Max Maya Megan \
        Mei Melissa Mia Michael Michelle Miguel Mike Mohammed Muhammad Nadia Naomi Natalie Nathan Nicholas Nicole \
        Nikhil Nina Noah Nora Oliver Olivia Omar Oscar Owen Pablo Patricia Patrick Paul Paula Pedro Peter Philip \
        Priya Rachel Rafael Rahul Raj Ravi Rebecca Richard Rita Robert Roberto Rosa Rose Rosie Ruth Ryan Sam Samuel \
        Sara Sarah Scott Sean Sebastian Sergei Simon Sofia Sophia Sophie Stephen Steven Susan Tanya Teresa Thomas \
        Tim Timothy Tobias Tom Tomas Tomás Tomasz Tony Tyler Valentina Victor Victoria Vincent Wei William Yuki \
        Yusuf Zoe Zara Ade Adebayo Chidi Emeka Ngozi Oluwaseun Tunde Kenji Haruto Sakura Akira Takeshi Mohamed \
        Hassan Hussein Tariq Layla Leila Yasmin Amir Reza Arash Sina Anil Sanjay Deepa Anjali Kiran Vikram Meera \
        Lars Nils Sven Henrik Magnus Björn Karin Sigrid Mats Jens Pieter Jeroen Sanne Femke Luuk Giulia Giorgio \
        Alessandro Matteo Lorenzo Chiara Francesco Marc Pierre Claude Camille Chloé Manon Hugo Louis Antoine \
        Jürgen Klaus Stefan Andreas Sabine Katrin Uwe Lukas Hans Piotr Kasia Agnieszka Marek Tomek Olga Natasha \
        Anastasia Mikhail Alexei Nikolai Katya Helga Ines Joao João Rui Tiago Beatriz Daniela Jorge Lucas Gabriel \
        Gabriela Fernanda Rodrigo Valeria Camila Alejandro Sofía Martina Kieran Declan Niamh Aoife Siobhan Ciaran \
        Brendan Eamon Fergus Hamish Morag Kirsty Callum Euan Lachlan Mhairi Rhys Dafydd Gareth Bethan Sian Carys \
        Joanne Hannah Gemma Stacey Tracey Wayne Dean Lee Shane Trevor Brandon Kayla Madison Brittany Tiffany Dakota \
        Marisol Maribel Guadalupe Esperanza Xavier Yolanda Nkechi Abena Kwesi Ama Efua Thabo Sipho Zanele Lindiwe \
        Kemal Mehmet Emre Ayşe Zeynep Burak Selin Chiara Luca Enzo Nico Leandro Hyun Minho Seo-yeon Jisoo Hao Ming \
        Xiao Ling Yan Jun Bo Tuan Linh Anh Minh Nguyen Arnav Ishaan Aarav Diya Saanvi Rohan Neha Pooja Amit Sunil
        """)

    /// Well-known countries, regions and cities.
    static let places: Set<String> = set(
        """
        Afghanistan Albania Algeria Argentina Armenia Australia Austria Azerbaijan Bangladesh Belgium Bolivia \
        Brazil Bulgaria Cambodia Cameroon Canada Chile China Colombia Croatia Cuba Cyprus Czechia Denmark Ecuador \
        Egypt England Estonia Ethiopia Finland France Georgia Germany Ghana Greece Guatemala Hungary Iceland India \
        Indonesia Iran Iraq Ireland Israel Italy Jamaica Japan Jordan Kazakhstan Kenya Korea Kuwait Latvia Lebanon \
        Libya Lithuania Luxembourg Malaysia Mali Malta Mexico Moldova Mongolia Morocco Mozambique Myanmar Nepal \
        Netherlands New_Zealand Nigeria Norway Oman Pakistan Panama Paraguay Peru Philippines Poland Portugal Qatar \
        Romania Russia Rwanda Scotland Senegal Serbia Singapore Slovakia Slovenia Somalia South_Africa Spain \
        Sri_Lanka Sudan Sweden Switzerland Syria Taiwan Tanzania Thailand Tunisia Turkey Uganda Ukraine \
        United_Kingdom United_States Uruguay Uzbekistan Venezuela Vietnam Wales Yemen Zambia Zimbabwe UK USA \
        Europe Asia Africa America North_America South_America Antarctica Scandinavia Midlands Cornwall Yorkshire \
        Ontario Quebec Alberta British_Columbia California Texas Florida New_York Oregon Washington Massachusetts \
        Bavaria Catalonia Tuscany Provence Andalusia Lapland Patagonia Siberia Kent Devon Lancashire Highlands \
        London Manchester Birmingham Leeds Liverpool Glasgow Edinburgh Bristol Cardiff Belfast Dublin Cork Oxford \
        Cambridge Newcastle Sheffield Nottingham Leicester Brighton York Aberdeen Dundee Inverness Northampton \
        Paris Lyon Marseille Nice Toulouse Bordeaux Lille Berlin Hamburg Munich Frankfurt Cologne Dortmund \
        Stuttgart Düsseldorf Vienna Zurich Geneva Basel Bern Brussels Antwerp Amsterdam Rotterdam Utrecht Hague \
        Copenhagen Stockholm Gothenburg Uppsala Malmö Oslo Bergen Helsinki Reykjavík Reykjavik Madrid Barcelona \
        Valencia Seville Bilbao Lisbon Porto Rome Milan Naples Turin Florence Venice Bologna Athens Istanbul \
        Ankara Warsaw Krakow Kraków Prague Budapest Bucharest Sofia Belgrade Zagreb Kyiv Moscow Riga Tallinn \
        Vilnius Cairo Casablanca Marrakech Tunis Lagos Abuja Accra Nairobi Addis_Ababa Johannesburg Cape_Town \
        Durban Dakar Kampala Kigali Dubai Doha Riyadh Tehran Baghdad Beirut Amman Jerusalem Tel_Aviv Karachi \
        Lahore Delhi New_Delhi Mumbai Bangalore Bengaluru Chennai Kolkata Hyderabad Dhaka Kathmandu Colombo \
        Bangkok Hanoi Saigon Manila Jakarta Bali Kuala_Lumpur Beijing Shanghai Shenzhen Guangzhou Hong_Kong \
        Taipei Seoul Busan Tokyo Osaka Kyoto Nara Yokohama Sapporo Kobe Nagoya Hiroshima Fukuoka Okinawa Sydney \
        Melbourne Brisbane Perth Adelaide Canberra Hobart Auckland Wellington Christchurch Queenstown Toronto \
        Vancouver Montreal Ottawa Calgary Edmonton Winnipeg Halifax Hamilton Victoria Chicago Boston Seattle \
        Portland Denver Austin Dallas Houston Atlanta Miami Phoenix Detroit Philadelphia Pittsburgh \
        San_Francisco Los_Angeles San_Diego Las_Vegas Nashville New_Orleans Minneapolis Honolulu Anchorage \
        Mexico_City Guadalajara Havana Bogotá Bogota Lima Quito Santiago Valparaíso Buenos_Aires Montevideo \
        São_Paulo Rio_de_Janeiro Caracas Panama_City
        """)

    /// Words that end (or start) organization names.
    static let organizationWords: Set<String> = set(
        """
        Ltd Ltd. Limited Inc Inc. Incorporated LLC LLP PLC plc GmbH AG AB SA SARL SAS BV NV Pty Co Co. Corp Corp. \
        Corporation Company Group Holdings Partners Associates University College School Academy Institute \
        Foundation Association Society Council Committee Commission Agency Authority Bureau Ministry Department \
        Fund Trust Bank Clinic Hospital Hospitals Pharmacy Physiotherapy Dental Surgery Airlines Airways Air \
        Railways Hotel Hotels Inn Hostel Restaurant Bistro Cafe Café Bakery Osteria Trattoria Pizzeria Brasserie \
        Analytics Logistics Software Systems Solutions Technologies Technology Labs Lab Laboratory Media Studio \
        Studios Press Print Printing Insurance Assurance Removals Staffing Freight Retail Supplies Supply Foods \
        Motors Energy Telecom Fibre Fiber Networks Consulting Capital Ventures Events Inspections Property \
        Properties Realty Rovers United Athletic FC Club Chemicals Pharmaceuticals Electronics Industries \
        Services Elementary Nursing Records Publishing Partnership Cooperative Co-op Union Federation League \
        Fördertechnik Engineering Construction Builders Architects Office Coop Medicine Biochem Biotech \
        Bioscience Biosciences Therapeutics Healthcare Medical Health Roofing Plumbing Heating Electrical \
        Restoration Marine Broadband Outfitters Rentals Works Deli Bar Grill Diner Pub Tavern Brewery Roasters \
        Kitchen Pantry Alliance Lumber Government Rail Books Bookshop Express Wines Winery Storage Care Garage \
        Fitness Gym Salon Florist Veterinary Legal Accountants Design Digital Robotics Power Solar Transport \
        Transit Aviation Shipping Ferries Cableway Collective Network Project Fund Team Wanderers Orchestra \
        Choir Service Gallery Cinema Supermarket Store Stores Shop Boutique Farm Farms Dairy GmbH S.L. \
        S.A. Srl SpA
        """)

    /// Words that start organization names when followed by `of` or a name (`University of`, `Hotel X`).
    static let organizationHeads: Set<String> = [
        "University", "Hotel", "Bank", "Office", "City", "Department",
        "Ministry", "Council", "Museum", "College", "School", "Institute", "Osteria", "Trattoria", "Cafe", "Café",
        "Universidade", "Universidad", "Università", "Université", "Universität", "Comune", "Ayuntamiento",
        "Clínica", "Clinica", "Hôtel", "Banco", "Atelier", "Bouwbedrijf", "Casa", "Restaurante", "Ristorante",
    ]

    /// Words that end place names (streets, facilities, natural features).
    static let placeWords: Set<String> = set(
        """
        Street Road Avenue Lane Crescent Drive Square Boulevard Terrace Way Row Close Court Gardens Park Parkway \
        Station Airport Stadium Arena Centre Center Bridge River Lake Lakes Hill Hills Valley District Bay Beach \
        Island Islands Harbour Harbor Port Quay Heights Falls Forest Mountains Mountain Coast Peninsula Market \
        Cathedral Castle Palace Temple Shrine Tower Square Plaza Estate Village Town Pier Canal Green Common \
        Highway Motorway Trail Gate Gorge Glacier Fjord Sea Ocean Strait Cape Desert Reserve Wharf Range Pass \
        Peak Peaks Trailhead Rock Waterfront Theatre Theater Hall Yards Ridge Summit Dam Falls Canyon Highlands
        """)

    /// Words that start place names (`Mount Eden`, `Lake District`).
    static let placeHeads: Set<String> = [
        "Mount", "Lake", "Port", "Fort", "Cape", "Isle", "Loch", "Glen", "Route",
        "Saint", "San", "Santa", "Rio", "New", "North", "South", "East", "West", "Upper", "Lower",
    ]

    /// Honorifics and titles that precede a person's name (without a final period).
    static let honorifics: Set<String> = [
        "Dr", "Mr", "Mrs", "Ms", "Miss", "Mx", "Prof", "Professor", "Sir", "Dame", "Lady", "Lord", "Councillor",
        "Councilor", "Senator", "Mayor", "Minister", "President", "Judge", "Captain", "Officer", "Detective", "Rev",
        "Father", "Sister", "Coach", "Chef", "Dean", "Nurse", "Aunt", "Auntie", "Uncle", "Cousin", "Grandma",
        "Grandpa", "Granny", "Nana", "Dra", "Sra", "Sr", "Herr", "Frau", "Mme", "Mlle", "Signora", "Signor", "Dott",
    ]

    /// Verbs of saying that follow a person's name.
    static let speechVerbs: Set<String> = [
        "said", "says", "told", "added", "explained", "asked", "wrote", "noted", "argued", "warned", "confirmed",
        "replied", "recommended", "suggested", "agreed",
    ]
}
