/// Words for peoples, nationalities and languages (`German`, `Thai`, `Québécois`): capitalized like names, but
/// alone they name no one (`the German chain`, `a Thai place`).
extension Gazetteer {
    /// Demonyms and language names in English, capitalized.
    static let demonyms: Set<String> = set(
        """
        American British English Scottish Welsh Irish French German Italian Spanish Portuguese Dutch Belgian Swiss \
        Austrian Danish Swedish Norwegian Finnish Icelandic Polish Czech Slovak Hungarian Romanian Bulgarian Greek \
        Cypriot Turkish Russian Ukrainian Belarusian Lithuanian Latvian Estonian Serbian Croatian Bosnian Slovenian \
        Albanian Macedonian Montenegrin Georgian Armenian Azerbaijani Kazakh Uzbek Kyrgyz Tajik Turkmen Mongolian \
        Chinese Japanese Korean Vietnamese Thai Lao Laotian Cambodian Khmer Burmese Malaysian Malay Indonesian \
        Filipino Singaporean Indian Pakistani Bangladeshi Nepali Nepalese Bhutanese Afghan Iranian Persian Iraqi \
        Syrian Lebanese Jordanian Israeli Palestinian Saudi Emirati Qatari Kuwaiti Omani Yemeni Bahraini Egyptian \
        Libyan Tunisian Algerian Moroccan Sudanese Ethiopian Eritrean Somali Kenyan Ugandan Tanzanian Rwandan \
        Burundian Congolese Nigerian Ghanaian Senegalese Ivorian Malian Cameroonian Angolan Zambian Zimbabwean \
        Mozambican Malawian Namibian Botswanan Malagasy Mauritian Canadian Mexican Guatemalan Honduran Salvadoran \
        Nicaraguan Panamanian Cuban Jamaican Haitian Dominican Colombian Venezuelan Ecuadorian Peruvian Bolivian \
        Chilean Argentine Argentinian Uruguayan Paraguayan Brazilian Australian Fijian Samoan Tongan Maori Māori \
        European African Asian Arab Arabic Hispanic Latino Latina Scandinavian Nordic Baltic Balkan Caribbean Celtic \
        Gaelic Catalan Basque Galician Flemish Walloon Bavarian Sicilian Sardinian Corsican Breton Cornish \
        Quebecois Québécois Kurdish Tamil Punjabi Bengali Hindi Urdu Swahili Yoruba Igbo Hausa Zulu Xhosa Amharic \
        Hawaiian Alaskan Texan Californian Inuit Pashto Farsi Hebrew Cantonese Mandarin Tagalog Javanese Sinhala \
        Sinhalese Malayalam Telugu Kannada Marathi Gujarati
        """)
}
