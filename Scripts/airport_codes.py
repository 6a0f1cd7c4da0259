#!/usr/bin/env python3
"""Counts the major airports not in the first three rows for their IATA code.

    python3 Scripts/airport_codes.py [PLACESEARCH_BINARY] [--list N]

The airports: every one of size rank 3 in the embedded world-areas.tsv.gz (an
international airport of a city with several), and every one of rank 2 (an international
airport) whose nearest cities500 place is among the 1,000 most populous. Each code is
typed in lower case into `complete --stdin --json --limit 3`, with no location and none
of the user's settings or history; an airport counts as found when a row holds it.
Prints the count and, with --list N, the first N airports missed with the rows shown.
"""
import gzip
import math
import os

from binary_answers import DATA, command_line, completions


def places():
    """(population, latitude, longitude) of the embedded cities500 places."""
    with gzip.open(os.path.join(DATA, "cities500.txt.gz"), "rt", encoding="utf-8") as f:
        for line in f:
            fields = line.rstrip("\n").split("\t")
            yield int(fields[14] or 0), float(fields[4]), float(fields[5])


def airports():
    """(id, name, IATA code, latitude, longitude, rank) of the embedded airports of rank 2 and 3."""
    with gzip.open(os.path.join(DATA, "world-areas.tsv.gz"), "rt", encoding="utf-8") as f:
        for line in f:
            fields = line.rstrip("\n").split("\t")
            if not line.startswith("#") and fields[1] == "S.AIRP" and fields[11] in ("2", "3"):
                yield fields[0], fields[2], fields[4].split("|")[0], float(fields[5]), float(fields[6]), int(fields[11])


def distance(lat1, lon1, lat2, lon2):
    p1, p2 = math.radians(lat1), math.radians(lat2)
    a = math.sin((p2 - p1) / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(math.radians(lon2 - lon1) / 2) ** 2
    return 2 * math.asin(math.sqrt(min(1.0, a)))


def nearest(grid, lat, lon):
    """The place of `grid` (places by whole degree) nearest to the point: the cells around
    it, widening until one holds a place, and one ring more (a nearer place may lie there)."""
    best, found_at = None, None
    for ring in range(0, 181):
        if found_at is not None and ring > found_at + 1:
            break
        for dlat in range(-ring, ring + 1):
            for dlon in range(-ring, ring + 1):
                if max(abs(dlat), abs(dlon)) != ring:
                    continue
                for place in grid.get((math.floor(lat) + dlat, (math.floor(lon) + dlon + 180) % 360 - 180), ()):
                    d = distance(lat, lon, place[1], place[2])
                    if best is None or d < best[0]:
                        best = (d, place)
        if best is not None and found_at is None:
            found_at = ring
    return best[1] if best else None


def main():
    binary, listed = command_line()
    table = list(places())
    biggest = set(sorted(table, reverse=True)[:1000])
    grid = {}
    for place in table:
        grid.setdefault((math.floor(place[1]), math.floor(place[2])), []).append(place)
    wanted = [a for a in airports() if a[5] == 3 or nearest(grid, a[3], a[4]) in biggest]
    missed = []
    for airport, answer in zip(wanted, completions(binary, [a[2].lower() for a in wanted], 3, "en")):
        rows = answer["completions"]
        if not any(airport[0] in row["places"] for row in rows):
            missed.append(f"  {airport[2]} {airport[1]} (rank {airport[5]}): {[row['title'] for row in rows]}")
    print(f"major airports not in the first 3 rows for their code: {len(missed)} of {len(wanted)}")
    for line in missed[:listed]:
        print(line)


if __name__ == "__main__":
    main()
