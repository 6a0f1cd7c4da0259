"""The embedded places' names in the display languages, for Scripts/build-dataset.py.

    apt-get install libgeonames-common=0.3.0-1   # checked by the build

Source: Debian's libgeonames-common (UBports' geonames data, fetched from GeoNames in
early 2022; CC BY 4.0), one gettext catalog per language whose message ids are GeoNames
ids and whose translations are GeoNames' preferred name of the place in that language
(2867714 -> de München, fr Munich, es Múnich, ru Мюнхен, ja ミュンヘン, zh 慕尼黑). The
catalogs read here name about 14,500 of the embedded places, most of GeoNames' cities of
15,000 people.

Outputs:
  place-names.tsv.gz   the names, in the first 8 columns of GeoNames' alternateNamesV2.txt
                       (alternateNameId empty, geonameid, language, name, isPreferredName
                       1, then three empty flags), so the app reads them as it reads a
                       dump's alternate names; sorted by geonameid, then language
  name-shares.tsv      per display language, how many of the 1,000 and of the 10,000 most
                       populous embedded places have a name in it (see name_shares)

Which names are taken, and why:
  de fr es ru ja zh   the catalog's name of each embedded place, cleaned (for zh, the zh
                      catalog's, else zh_CN's, zh_SG's, zh_TW's, zh_HK's: Kyiv 基辅). A
                      name with a bracket, a comma or a slash is a disambiguation or two
                      names in one (Newport (Wales), Croydon, London, Uccle/Ukkel) and is
                      left out. A ru, ja or zh name must be written in that language's
                      script (the catalog copies some romanizations over: zh
                      "Chin-chiang"). A de, fr or es name is
                      left out when it has a marked letter that is not one of the
                      language's (CLDR's exemplar letters) and that the place's own name
                      lacks: a scholar's romanization, not the language's name (de Ōsaka,
                      Qairawān, Chángchūn; fr Kyōto), where São Paulo stays São Paulo.
  ko                  not taken: the app chooses a Korean name among GeoNames' Hangul names
                      by how it sounds beside the Latin one (서울, 선전, 오사카), and the
                      catalog's are official forms (서울특별시, 선전 시) for a third of the
                      1,000 most populous places, with no name the app lacks.
  zh                  written in Simplified characters (OpenCC's t2s: 紐約 -> 纽约), as the
                      app's other Chinese names are. For a place in China, Taiwan, Hong Kong
                      or Macau whose own Han names (GeoNames') include one that reads as its
                      Latin name in pinyin, that one is taken where the catalog's does not
                      read so (chinese_name): the catalog gives some places a neighbour's or
                      an old name (Kunshan 玉山 for 昆山, Xinxiang 南干道 for 新乡), and lacks
                      some (Jinjiang, whose entry is a romanization: 晋江); names that no
                      pinyin spells (Harbin 哈尔滨, Taipei 台北, Hong Kong 香港) stay. So
                      about 13,800 of the Chinese names are GeoNames' own Han names of
                      places in China that the catalogs lack.
  ja zh               the app titles a place by its everyday name: a Korean metropolitan
                      city's suffix is dropped (ソウル特別市 -> ソウル, 仁川広域市 -> 仁川), and
                      市 or 都 where the place's GeoNames names also hold the name without it
                      (名古屋市 -> 名古屋, 北京市 -> 北京; not 仏山市, whose 仏山 GeoNames lacks).
"""
import gettext
import itertools
import os
import re
import sys
import unicodedata

from importlib.metadata import version

import debian_package
from opencc import OpenCC
from pypinyin import Style, pinyin

GEONAMES_PACKAGE, GEONAMES_VERSION = "libgeonames-common", "0.3.0-1"
# The PyPI packages whose tables decide names, as requirements-dataset.txt pins them.
PINNED = {"opencc-python-reimplemented": "0.1.7", "pypinyin": "0.55.0"}
CATALOG = "/usr/share/locale/{}/LC_MESSAGES/geonames.mo"
TAGGED_LANGUAGES = ("de", "es", "fr", "ja", "ru", "zh")
# The catalogs a language's name is taken from, first first.
CATALOG_LOCALES = {"zh": ("zh", "zh_CN", "zh_SG", "zh_TW", "zh_HK")}
# Marks of a name that is no plain name: a disambiguation, a place with its area, two names.
NOT_ONE_NAME = re.compile("[(),/]")
# The display languages the shares are counted for (English is every place's name).
SHARE_LANGUAGES = ("ko", "ja", "zh", "de", "fr", "es", "ru")
CHINESE_COUNTRIES = {"CN", "TW", "HK", "MO"}
# Korea's metropolitan cities, in Japanese and Chinese: dropped whenever they end a name.
METROPOLITAN_SUFFIXES = ("特別市", "特别市", "広域市", "广域市", "廣域市", "直轄市", "直辖市")
# Dropped where the place's own names hold the name without them.
CITY_SUFFIXES = ("市", "都")

HAN = re.compile("[\u4e00-\u9fff]")

_simplified = OpenCC("t2s")


def require_pinned():
    """Exits unless the Debian and PyPI packages this module reads are the pinned ones
    (build-dataset.py calls it before writing anything)."""
    debian_package.require(GEONAMES_PACKAGE, GEONAMES_VERSION)
    for package, pinned in PINNED.items():
        if version(package) != pinned:
            sys.exit(f"{package} {pinned} is needed (found {version(package)}): pip install -r Scripts/requirements-dataset.txt")


def catalogs():
    """{language: {geonameid: name}} of the pinned package's catalogs, a language's
    later catalogs filling what its first lacks."""
    result = {}
    for language in TAGGED_LANGUAGES:
        names = {}
        for locale in reversed(CATALOG_LOCALES.get(language, (language,))):
            with open(CATALOG.format(locale), "rb") as f:
                catalog = gettext.GNUTranslations(f)._catalog
            names.update((int(key), value) for key, value in catalog.items() if isinstance(key, str) and key.isdigit())
        result[language] = names
    return result


def latin_letters(name):
    """The ASCII letters of a Latin name, accents dropped, lower case: "Xi’an" -> "xian"."""
    decomposed = unicodedata.normalize("NFKD", name)
    return "".join(c for c in decomposed.lower() if "a" <= c <= "z")


def reads_as(han, letters):
    """Whether some pinyin reading of the Han name, syllable after syllable, spells
    `letters` (a character with several readings may take any of them)."""
    readings = pinyin(han, style=Style.NORMAL, heteronym=True, errors="ignore")
    ends = {0}
    for options in readings:
        # pypinyin writes ü as v (吕 lv); a Latin name drops its marks (Lüxiang luxiang).
        spellings = {option.replace("v", "u") for option in options}
        ends = {end + len(spelling) for end in ends for spelling in spellings
                if letters.startswith(spelling, end)}
        if not ends:
            return False
    return len(letters) in ends


def everyday(name, own_names):
    """The name without a metropolitan city's suffix, or without 市 or 都 when the place's
    own names hold it so."""
    for suffix in METROPOLITAN_SUFFIXES:
        if name.endswith(suffix) and len(name) > len(suffix):
            return name[:-len(suffix)]
    for suffix in CITY_SUFFIXES:
        stem = name[:-len(suffix)]
        if name.endswith(suffix) and stem and stem in own_names:
            return stem
    return name


def chinese_name(place, name, han_names):
    """The Simplified Chinese name of the place: the catalog's `name` (None when it has
    none), or for a place in a Chinese-speaking country whose catalog name does not read
    as its Latin name in pinyin, the first of its own Han names that does."""
    if place["countrycode"] not in CHINESE_COUNTRIES or (name and reads_as(name, latin_letters(place["name"]))):
        return name
    letters = latin_letters(place["name"])
    return next((candidate for candidate in han_names if reads_as(candidate, letters)), name)


def tagged_names(places, catalog, clean, scripts, foreign_marks):
    """{geonameid: {language: name}} of the embedded places (cities500, by geonameid);
    `foreign_marks(language, name)` is the set of the name's marked letters that are
    not the language's."""
    result = {}
    for key, place in places.items():
        geonameid = int(key)
        own = [clean(place["name"])] + [clean(a) for a in place.get("alternatenames") or []]
        simplified_own = [_simplified.convert(n) for n in own if HAN.search(n)]
        own_names = set(own) | set(simplified_own)
        names = {}
        for language in TAGGED_LANGUAGES:
            name = clean(catalog[language].get(geonameid, ""))
            script = scripts.get(language)
            if (script and not script.search(name)) or NOT_ONE_NAME.search(name):
                name = ""
            if not script and foreign_marks(language, name) - set(place["name"].lower()):
                name = ""
            if language == "zh":
                name = chinese_name(place, _simplified.convert(name) if name else None, simplified_own)
            if not name:
                continue
            if language in ("ja", "zh"):
                name = everyday(name, own_names)
            names[language] = name
        if names:
            result[geonameid] = names
    return result


def script_of(name):
    """The script of a whole name, as the app's NameScript.of reads it (the same ranges):
    "latin", "hangul", "kana" (kana, with or without Han), "han", "cyrillic", "other",
    or None for mixed scripts or no letter. Spaces, digits and punctuation are neutral."""
    found, kana, han = None, False, False
    for char in name:
        value = ord(char)
        if 0x41 <= value <= 0x5A or 0x61 <= value <= 0x7A or 0xC0 <= value <= 0x24F or 0x1E00 <= value <= 0x1EFF:
            script = "latin"
        elif 0x1100 <= value <= 0x11FF or 0x3130 <= value <= 0x318F or 0xAC00 <= value <= 0xD7A3:
            script = "hangul"
        elif 0x3040 <= value <= 0x30FF or 0x31F0 <= value <= 0x31FF or 0xFF66 <= value <= 0xFF9F:
            kana = True
            continue
        elif 0x3400 <= value <= 0x4DBF or 0x4E00 <= value <= 0x9FFF or 0xF900 <= value <= 0xFAFF or 0x20000 <= value <= 0x3FFFF:
            han = True
            continue
        elif 0x400 <= value <= 0x52F:
            script = "cyrillic"
        elif value < 0xC0 or 0x2B0 <= value <= 0x36F or 0x2000 <= value <= 0x206F or 0x3000 <= value <= 0x303F \
                or 0xFF00 <= value <= 0xFF20:
            continue
        else:
            script = "other"
        if found is None:
            found = script
        elif found != script:
            return None
    if kana or han:
        return None if found is not None else ("kana" if kana else "han")
    return found


def inferred(language, place):
    """Whether the app names the place in `language` from its untagged GeoNames names, by
    the script of a whole name (DisplayNames in the app): Hangul is Korean; kana is
    Japanese, and so is Han for a place in Japan; Han is Chinese."""
    scripts = {script_of(n) for n in [place["name"]] + list(place.get("alternatenames") or [])}
    if language == "ko":
        return "hangul" in scripts
    if language == "ja":
        return "kana" in scripts or (place["countrycode"] == "JP" and "han" in scripts)
    if language == "zh":
        return "han" in scripts
    return False


def name_shares(places, tagged):
    """[(language, of the 1,000, of the 10,000)]: how many of the most populous places
    (population, then geonameid) have a name in each language, tagged or inferred."""
    ranked = sorted(places.values(), key=lambda p: (-(p.get("population") or 0), int(p["geonameid"])))
    rows = []
    for language in SHARE_LANGUAGES:
        def named(place):
            return language in tagged.get(int(place["geonameid"]), {}) or inferred(language, place)
        counts = [sum(1 for place in itertools.islice(ranked, n) if named(place)) for n in (1000, 10000)]
        rows.append((language, *counts))
    return rows


def build(places, out, clean, scripts, foreign_marks, write_gz):
    """Writes place-names.tsv.gz and name-shares.tsv; returns the number of names and
    the shares."""
    tagged = tagged_names(places, catalogs(), clean, scripts, foreign_marks)
    lines = [f"\t{geonameid}\t{language}\t{name}\t1\t\t\t"
             for geonameid in sorted(tagged) for language, name in sorted(tagged[geonameid].items())]
    write_gz(os.path.join(out, "place-names.tsv.gz"), "\n".join(lines) + "\n")
    shares = name_shares(places, tagged)
    with open(os.path.join(out, "name-shares.tsv"), "w", encoding="utf-8") as f:
        f.write("#language\tnamed of the 1,000 most populous places\tof the 10,000\n")
        for language, top1000, top10000 in shares:
            f.write(f"{language}\t{top1000}\t{top10000}\n")
    return len(lines), shares
