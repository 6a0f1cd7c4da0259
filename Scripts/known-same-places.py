#!/usr/bin/env python3
"""Writes Scripts/known-same-places.tsv: pairs of records of the embedded data that are
one real place, judged apart from the engine's merge rule (PlaceConflator), so the
benchmark's duplicate count does not grade the rule by itself.

The rule here is deliberately different and strict: a Korean sido or sigungu and a
GeoNames place in Korea are the same place when GeoNames lists the area's Hangul name
among the place's names (서울특별시, 광명시, or a city's or county's without its 시 or 군:
목포, 영동), both are in the same
first-level area, and they lie within 50 km; two GeoNames records are the same place
when their names are equal letter for letter, of the same country, within 2 km; and two
GeoNames records of one country within 5 km are one numbered district when their names'
first words are equal, their second words are the same number, bare or ordinal, and one
of them says it is a district, its last word being one of DISTRICT_WORDS (Paris 13
Gobelins, Paris 13e Arrondissement).

    python3 Scripts/known-same-places.py   (reads Resources/Data, deterministic)
"""
import gzip
import math
import os
import re

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Resources", "Data")
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "known-same-places.tsv")


DISTRICT_WORDS = {"Arrondissement", "District", "Ward", "Bezirk", "Distrikt", "Quartier"}


def km(a, b):
    la1, lo1, la2, lo2 = map(math.radians, [a[0], a[1], b[0], b[1]])
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * 6371 * math.asin(math.sqrt(h))


def main():
    places = [line.rstrip("\n").split("\t") for line in gzip.open(os.path.join(DATA, "cities500.txt.gz"), "rt")]
    areas = [line.rstrip("\n").split("\t") for line in gzip.open(os.path.join(DATA, "kr-admin.tsv.gz"), "rt")
             if not line.startswith("#")]
    pairs = []
    korean = [p for p in places if p[8] == "KR"]
    for code, level, name, romanized, lat, lon, admin1 in areas:
        if level == "emd":
            continue
        # The name as written, or a city's or county's without 시/군 (목포시 as 목포).
        forms = {name} | ({name[:-1]} if level == "sigungu" and name[-1] in "시군" and len(name) > 2 else set())
        for p in korean:
            names = {p[1]} | set(p[3].split(","))
            if forms & names and p[10] == admin1 and km((float(lat), float(lon)), (float(p[4]), float(p[5]))) < 50:
                pairs.append((f"geonames:{p[0]}", f"kr-admin:{code}", f"{p[1]} = {name}"))
    by_name = {}
    for p in places:
        by_name.setdefault((p[1], p[8]), []).append(p)
    for (name, country), group in sorted(by_name.items()):
        for i, a in enumerate(group):
            for b in group[i + 1:]:
                if km((float(a[4]), float(a[5])), (float(b[4]), float(b[5]))) < 2:
                    pairs.append((f"geonames:{a[0]}", f"geonames:{b[0]}", f"{name}, {country}, twice"))
    by_district = {}
    for p in places:
        words = p[1].split()
        number = re.match(r"(\d+)(e|er|ème|th|st|nd|rd)?$", words[1]) if len(words) > 1 else None
        if number:
            by_district.setdefault((words[0], number.group(1), p[8]), []).append(p)
    for (stem, number, country), group in sorted(by_district.items()):
        for i, a in enumerate(group):
            for b in group[i + 1:]:
                if a[1] != b[1] and {a[1].split()[-1], b[1].split()[-1]} & DISTRICT_WORDS and km((float(a[4]), float(a[5])), (float(b[4]), float(b[5]))) < 5:
                    pairs.append((f"geonames:{a[0]}", f"geonames:{b[0]}", f"{a[1]} = {b[1]}, {country}"))
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("#id\tsame place as\tnote\n")
        for pair in sorted(pairs):
            f.write("\t".join(pair) + "\n")
    print(f"{len(pairs)} pairs -> {os.path.normpath(OUT)}")


if __name__ == "__main__":
    main()
