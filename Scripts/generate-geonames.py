#!/usr/bin/env python3
"""Writes a GeoNames-format places file (allCountries.txt's 19 columns) of any size,
deterministically, for measuring `--data` at full scale without the real 1.6 GB dump.

    Scripts/generate-geonames.py --rows 13000000 --output /tmp/allCountries-13M.txt

The file holds the embedded places (cities500, real), a few real landmarks with their real
alternate names (Tests/PlaceKitTests/Fixtures/allCountries-sample.txt), and synthetic
features of every class in GeoNames' proportions: names made of pieces of real names,
coordinates near real places, alternate-name lists as long-tailed as the real ones (most
features have none, a few have dozens in several scripts). The same --rows and --seed
always give the same bytes.
"""
import argparse
import gzip
import os
import random

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Share of each class among allCountries' 13M features (GeoNames' statistics, rounded),
# with the commonest codes of each and their weights.
CLASSES = [
    ("P", 0.36, [("PPL", 90), ("PPLX", 5), ("PPLL", 3), ("PPLA4", 2)]),
    ("S", 0.22, [("HTL", 18), ("SCH", 16), ("CH", 12), ("FRM", 12), ("BLDG", 6), ("HSP", 4), ("RSTN", 4), ("MTRO", 2),
                 ("AIRP", 1), ("MUS", 2), ("TOWR", 2), ("CSTL", 1), ("PAL", 1), ("TMPL", 3), ("REST", 6), ("BUSTP", 10)]),
    ("H", 0.18, [("STM", 60), ("LK", 15), ("RSV", 6), ("SPNG", 6), ("BAY", 5), ("WLL", 5), ("FLLS", 2), ("PND", 1)]),
    ("T", 0.15, [("MT", 30), ("HLL", 30), ("PK", 10), ("ISL", 8), ("VAL", 6), ("PASS", 4), ("CAPE", 4), ("RDGE", 4),
                 ("PT", 3), ("VLC", 1)]),
    ("L", 0.045, [("LCTY", 40), ("AREA", 25), ("PRK", 20), ("RESN", 8), ("PRT", 4), ("AMUS", 3)]),
    ("A", 0.03, [("ADM4", 50), ("ADM3", 35), ("ADM2", 14), ("ADM1", 1)]),
    ("V", 0.005, [("FRST", 80), ("GRSLD", 10), ("VIN", 10)]),
    ("R", 0.005, [("RD", 70), ("RR", 15), ("TNL", 10), ("ST", 5)]),
    ("U", 0.001, [("SMU", 70), ("TRNU", 30)]),
]

# Words naming what a feature is, put before or after the made-up name.
LABELS = {
    "H": ["River", "Creek", "Lake", "Bach", "Rio", "Lac", "Ozero", "Spring"],
    "T": ["Mount", "Hill", "Peak", "Berg", "Monte", "Cerro", "Gora", "Island"],
    "S": ["Hotel", "School", "Church", "Farm", "Station", "Hospital", "Temple", "Museum"],
    "L": ["Park", "Reserve", "Area", "Port"],
    "V": ["Forest", "Wald", "Bosque"],
    "R": ["Road", "Railway", "Tunnel"],
    "U": ["Seamount", "Trench"],
}
# Scripts for translated alternate names: a few syllables each.
SCRIPTS = [
    ["Ка", "Ро", "Ми", "Лен", "Та", "Во", "Ски", "Град"],
    ["カ", "ロ", "ミ", "ン", "タ", "ヤ", "マ", "シ"],
    ["卡", "罗", "米", "山", "塔", "湖", "河", "城"],
    ["카", "로", "미", "산", "타", "호", "강", "성"],
    ["كا", "رو", "مي", "لا", "تا", "ن", "س", "ر"],
    ["Κα", "Ρο", "Μι", "Λα", "Τα", "Νο", "Σι", "Ρα"],
]


def real_places():
    """The embedded cities500 lines, and the landmarks of the test fixture."""
    with gzip.open(os.path.join(ROOT, "Resources/Data/cities500.txt.gz"), "rt", encoding="utf-8") as f:
        cities = [line.rstrip("\n") for line in f if line.strip() and not line.startswith("#")]
    with open(os.path.join(ROOT, "Tests/PlaceKitTests/Fixtures/allCountries-sample.txt"), encoding="utf-8") as f:
        landmarks = [line.rstrip("\n") for line in f if line.strip()]
    return cities, landmarks


def syllables(cities):
    """Pieces of real names: the first and last three letters of Latin names."""
    heads, tails = set(), set()
    for line in cities:
        name = line.split("\t")[1]
        if 4 <= len(name) <= 14 and name.isalpha():
            heads.add(name[:3])
            tails.add(name[-3:].lower())
    return sorted(heads), sorted(tails)


def alternate_count(rng):
    """Long-tailed: most features have no alternate name, a few have dozens."""
    roll = rng.random()
    if roll < 0.80:
        return 0
    if roll < 0.97:
        return rng.randint(1, 3)
    return min(120, int(rng.paretovariate(1.3) * 3))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rows", type=int, required=True)
    parser.add_argument("--output", required=True)
    parser.add_argument("--seed", type=int, default=17)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    cities, landmarks = real_places()
    heads, tails = syllables(cities)
    anchors = [line.split("\t") for line in cities]
    weights = [share for _, share, _ in CLASSES]
    written = 0
    with open(args.output, "w", encoding="utf-8", newline="\n") as out:
        city_ids = {line.split("\t", 1)[0] for line in cities}
        # Landmarks first; those that are cities too (Paris, Seoul) come from cities500.
        for line in [line for line in landmarks if line.split("\t", 1)[0] not in city_ids] + cities:
            if written >= args.rows:
                break
            out.write(line + "\n")
            written += 1
        next_id = 20_000_000
        while written < args.rows:
            feature_class, _, codes = rng.choices(CLASSES, weights)[0]
            code = rng.choices([c for c, _ in codes], [w for _, w in codes])[0]
            anchor = anchors[rng.randrange(len(anchors))]
            base = rng.choice(heads) + rng.choice(tails)
            if rng.random() < 0.3:
                base += " " + rng.choice(heads) + rng.choice(tails)
            label = LABELS.get(feature_class)
            name = base if label is None or rng.random() < 0.4 else (
                rng.choice(label) + " " + base if rng.random() < 0.5 else base + " " + rng.choice(label))
            alternates = []
            for _ in range(alternate_count(rng)):
                if rng.random() < 0.5:
                    alternates.append(name + " " + rng.choice(tails))
                else:
                    script = rng.choice(SCRIPTS)
                    alternates.append("".join(rng.choice(script) for _ in range(rng.randint(2, 4))))
            latitude = max(-90.0, min(90.0, float(anchor[4]) + rng.uniform(-0.5, 0.5)))
            longitude = max(-180.0, min(180.0, float(anchor[5]) + rng.uniform(-0.5, 0.5)))
            population = rng.choice([0, 0, 0, 0, 0, 0, 0, 50, 120, 300]) if feature_class == "P" else 0
            columns = [
                str(next_id), name, name, ",".join(alternates), f"{latitude:.5f}", f"{longitude:.5f}",
                feature_class, code, anchor[8], "", anchor[10], "", "", "", str(population), "", "",
                anchor[17], "2024-03-01",
            ]
            out.write("\t".join(columns) + "\n")
            next_id += 1
            written += 1


if __name__ == "__main__":
    main()
