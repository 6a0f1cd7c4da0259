#!/usr/bin/env python3
"""Counts result rows that are the same place as a row above them, judged by the known
pairs of Scripts/known-same-places.tsv (kept apart from the engine's merge rule).

    python3 Scripts/duplicate_rows.py [PLACESEARCH_BINARY] [--list N]

Queries: the name of every Korean sido and sigungu, in Hangul and romanized, through
`complete` and `search` (10 rows each); and `recommend` near the benchmark's five cities
and fifteen Korean cities (10 rows each). Prints the count per command and in all.

Then the world's lists: every two-letter prefix (aa to zz) and the names of the 1,500
most populous places of cities500, through `complete --limit 50` with no location and
near Seoul. Prints the rows there that repeat a place above them (by the same pairs),
and the rows that read the same as a row above them (title and subtitle); --list N
prints the first N of each. Then the group rows there (two places or
more) whose title is not a name of every member: each name of the title ("NAME (SHOWN)"
has two) is typed alone, and a member counts as so named when a row matched by that name
(accents and case aside) holds it.
"""
import gzip
import json
import os
import subprocess
import unicodedata

from binary_answers import command_line, completions

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
BINARY, LISTED = command_line()
CITIES = {
    "Seoul": "37.566,126.978", "Busan": "35.1796,129.0756", "Berlin": "52.52,13.405",
    "São Paulo": "-23.55,-46.633", "Chicago": "41.878,-87.63",
    "Incheon": "37.456,126.705", "Daegu": "35.871,128.601", "Daejeon": "36.351,127.385",
    "Gwangju": "35.160,126.851", "Ulsan": "35.538,129.311", "Suwon": "37.263,127.029",
    "Changwon": "35.228,128.681", "Goyang": "37.658,126.832", "Yongin": "37.241,127.178",
    "Cheongju": "36.642,127.489", "Jeonju": "35.824,127.148", "Cheonan": "36.815,127.114",
    "Pohang": "36.019,129.343", "Jeju": "33.500,126.531", "Gangneung": "37.752,128.876",
}
ENV = dict(os.environ, LANG="C.UTF-8", LC_ALL="", LC_MESSAGES="")


def run(*arguments, stdin=None):
    result = subprocess.run([BINARY, *arguments], input=stdin, capture_output=True, text=True, env=ENV)
    return [json.loads(line) for line in result.stdout.splitlines() if line.strip()]


def same_places():
    pairs = {}
    with open(os.path.join(ROOT, "Scripts", "known-same-places.tsv"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#"):
                continue
            a, b, _ = line.rstrip("\n").split("\t")
            pairs.setdefault(a, set()).add(b)
            pairs.setdefault(b, set()).add(a)
    return pairs


def repeated_rows(rows, pairs):
    """Rows (each a list of place ids) sharing a place with a row above them."""
    seen, count = set(), 0
    for ids in rows:
        if any(pairs.get(i, set()) & seen for i in ids):
            count += 1
        seen.update(ids)
    return count


def main():
    pairs = same_places()
    queries = []
    for line in gzip.open(os.path.join(ROOT, "Resources", "Data", "kr-admin.tsv.gz"), "rt", encoding="utf-8"):
        fields = line.rstrip("\n").split("\t")
        if not line.startswith("#") and fields[1] in ("sido", "sigungu"):
            queries += [fields[2], fields[3]]
    queries = sorted(set(queries))
    counts = {"complete": 0, "search": 0, "recommend": 0}
    for answer in run("complete", "--stdin", "--json", "--limit", "10", stdin="\n".join(queries) + "\n"):
        counts["complete"] += repeated_rows([c["places"] for c in answer["completions"]], pairs)
    for query in queries:
        counts["search"] += repeated_rows([[p["id"]] for p in run("search", query, "--json", "--limit", "10")], pairs)
    for city, near in CITIES.items():
        places = run("recommend", f"--near={near}", "--json", "--limit", "10")
        counts["recommend"] += repeated_rows([[p["id"]] for p in places], pairs)
    total = sum(counts.values())
    print(f"rows that repeat a place above them ({len(queries)} Korean area names through complete and search, "
          f"recommendations near {len(CITIES)} cities): {total} "
          f"(complete {counts['complete']}, search {counts['search']}, recommend {counts['recommend']})")
    world_lists(pairs)


def world_lists(pairs):
    """Repeated places and rows that read the same in the world's long completion lists."""
    places = []
    for line in gzip.open(os.path.join(ROOT, "Resources", "Data", "cities500.txt.gz"), "rt", encoding="utf-8"):
        fields = line.rstrip("\n").split("\t")
        places.append((-int(fields[14] or 0), int(fields[0]), fields[1]))
    names = sorted({name for _, _, name in sorted(places)[:1500]})
    prefixes = [a + b for a in "abcdefghijklmnopqrstuvwxyz" for b in "abcdefghijklmnopqrstuvwxyz"]
    queries = prefixes + names
    repeated, same, examples, groups = 0, 0, [], {}
    for near in ([], ["--near=37.566,126.978"]):
        answers = run("complete", "--stdin", "--json", "--limit", "50", *near, stdin="\n".join(queries) + "\n")
        for answer in answers:
            completions = answer["completions"]
            repeated += repeated_rows([c["places"] for c in completions], pairs)
            seen = set()
            for c in completions:
                if len(c["places"]) > 1:
                    groups[(c["title"], c["matchedName"], tuple(c["places"]))] = answer["query"]
                row = (c["title"], c["subtitle"])
                if row in seen:
                    same += 1
                    if len(examples) < LISTED:
                        examples.append(f"{answer['query']!r}{' near Seoul' if near else ''}: {row[0]}  {row[1]}")
                seen.add(row)
    print(f"world lists ({len(prefixes)} two-letter prefixes and {len(names)} names of the 1,500 most populous "
          f"places, complete --limit 50, no location and near Seoul): {repeated} rows repeat a place above them, "
          f"{same} rows read the same as a row above them")
    for example in examples:
        print(f"  {example}")
    group_titles(groups)


def fold(text):
    """Lower case and accents off: a name as a query reads it."""
    return "".join(c for c in unicodedata.normalize("NFKD", text.casefold()) if not unicodedata.combining(c))


def title_names(title, matched):
    """The names a row's title shows: "MATCHED (SHOWN)" two, any other title (a name with
    a bracket of its own, "Frankfurt (Oder)", included) one."""
    if title != matched and title.startswith(matched + " (") and title.endswith(")"):
        return [matched, title[len(matched) + 2:-1]]
    return [title]


def group_titles(groups):
    """Counts the group rows of the world lists whose title is not a name of each member."""
    names = sorted({name for title, matched, _ in groups for name in title_names(title, matched)})
    named = {}
    for name, answer in zip(names, completions(BINARY, names, 50, "en")):
        named[name] = {p for c in answer["completions"] if fold(c["matchedName"]) == fold(name) for p in c["places"]}
    wrong = [(title, places, query) for (title, matched, places), query in sorted(groups.items())
             if any(not set(places) <= named.get(name, set()) for name in title_names(title, matched))]
    print(f"group rows of those lists whose title is not a name of every member: {len(wrong)} of {len(groups)}")
    for title, places, query in wrong[:LISTED]:
        print(f"  {query!r}: {title} ({len(places)} places)")


if __name__ == "__main__":
    main()
