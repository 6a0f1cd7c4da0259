#!/usr/bin/env python3
"""Checks that a multi-word query finds the place of every name that matches all its
words, however many names share its first word: picks (with a fixed seed) names of two
or more words given to one place only whose first word begins at least --crowd names,
asks `placesearch complete --stdin --json --limit 10` for each, and prints how many
rows hold their place. "tour eiffel" must give the Eiffel Tower first.

    Scripts/multiword_check.py DATA PLACESEARCH [--cache DIR] [--sample 200] [--crowd 1000]

Exit 1 when a name is not found, printing it with the rows that came instead.
"""
import argparse
import collections
import json
import os
import random
import subprocess
import sys

EIFFEL_TOWER = "geonames:6254976"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("data")
    parser.add_argument("placesearch")
    parser.add_argument("--cache", help="PLACESEARCH_CACHE_DIR for the runs")
    parser.add_argument("--sample", type=int, default=200)
    parser.add_argument("--crowd", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=42)
    args = parser.parse_args()

    uses = collections.Counter()
    first_words = collections.Counter()
    ids = {}
    with open(args.data, encoding="utf-8") as data:
        for line in data:
            columns = line.split("\t", 2)
            if len(columns) < 3:
                continue
            name = columns[1].strip()
            key = name.lower()
            uses[key] += 1
            ids[key] = columns[0]
            words = key.split()
            if len(words) >= 2:
                first_words[words[0]] += 1
    candidates = sorted(
        name for name, count in uses.items()
        if count == 1 and len(name.split()) >= 2 and first_words[name.split()[0]] >= args.crowd
        and all(part.isalpha() for part in name.split())
    )
    if not candidates:
        sys.exit(f"no name of two words or more whose first word begins {args.crowd} names")
    picked = random.Random(args.seed).sample(candidates, min(args.sample, len(candidates)))
    queries = ["tour eiffel"] + picked
    environment = dict(os.environ)
    if args.cache:
        environment["PLACESEARCH_CACHE_DIR"] = args.cache
    answer = subprocess.run(
        [args.placesearch, "complete", "--stdin", "--json", "--limit", "10", "--data", args.data],
        input="\n".join(queries) + "\n", capture_output=True, text=True, env=environment, check=False)
    lines = [json.loads(line) for line in answer.stdout.splitlines() if line.strip()]
    if len(lines) != len(queries):
        sys.exit(f"{len(lines)} answers to {len(queries)} queries: {answer.stderr.strip()}")
    misses = []
    for query, line in zip(queries[1:], lines[1:]):
        wanted = f"geonames:{ids[query]}"
        if not any(wanted in row["places"] for row in line["completions"]):
            misses.append((query, [row["title"] for row in line["completions"]]))
    tower = lines[0]["completions"]
    tower_first = bool(tower) and tower[0]["places"] == [EIFFEL_TOWER]
    crowds = sorted(first_words[name.split()[0]] for name in picked)
    print(f"multi-word names found: {len(picked) - len(misses)} of {len(picked)} (their first word begins "
          f"{crowds[0]:,} to {crowds[-1]:,} names, median {crowds[len(crowds) // 2]:,}); "
          f"tour eiffel first: {'yes' if tower_first else 'no'}")
    for query, titles in misses:
        print(f"  missed {query!r}: {titles}")
    if not tower_first:
        print(f"  tour eiffel: {[row['title'] for row in tower]}")
    sys.exit(1 if misses or not tower_first else 0)


if __name__ == "__main__":
    main()
