#!/usr/bin/env python3
"""The SQLite FTS5 peer of the completion benchmark.

Runs the query stream that placesearch-bench wrote (bench-out/queries.txt) against an
FTS5 prefix index of the same names (primary + alternate, diacritics removed), ordered
by population, and prints p50/p99/max next to the engine's figures as ratios.

    python3 Scripts/fts5_bench.py [bench-out]
"""
import gzip
import json
import os
import sqlite3
import statistics
import sys
import time

out = sys.argv[1] if len(sys.argv) > 1 else "bench-out"
root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
db_path = os.path.join(out, "fts5.db")

if not os.path.exists(db_path):
    db = sqlite3.connect(db_path)
    db.execute("CREATE TABLE places(id INTEGER PRIMARY KEY, name TEXT, population INTEGER)")
    db.execute("CREATE VIRTUAL TABLE names USING fts5(name, place UNINDEXED, "
               "tokenize='unicode61 remove_diacritics 2', prefix='1 2 3')")
    with gzip.open(os.path.join(root, "Resources", "Data", "cities500.txt.gz"), "rt", encoding="utf-8") as f:
        for line in f:
            cols = line.rstrip("\n").split("\t")
            gid, name, alternates, population = int(cols[0]), cols[1], cols[3], int(cols[14] or 0)
            db.execute("INSERT INTO places VALUES (?, ?, ?)", (gid, name, population))
            names = {name, *[a for a in alternates.split(",") if a]}
            db.executemany("INSERT INTO names(name, place) VALUES (?, ?)", [(n, gid) for n in names])
    db.commit()
    db.close()

db = sqlite3.connect(db_path)
queries = [q for q in open(os.path.join(out, "queries.txt"), encoding="utf-8").read().split("\n") if q]
sql = ("SELECT p.id, p.name FROM names JOIN places p ON p.id = names.place WHERE names MATCH ? "
       "GROUP BY p.id ORDER BY p.population DESC LIMIT 10")


def match(query):
    return '"' + query.replace('"', '""') + '"*'


for q in queries[:200]:
    db.execute(sql, (match(q),)).fetchall()
times = []
for _ in range(3):
    for q in queries:
        start = time.perf_counter()
        db.execute(sql, (match(q),)).fetchall()
        times.append((time.perf_counter() - start) * 1000)
times.sort()


def pct(p):
    return times[min(len(times) - 1, int(len(times) * p + 0.999999) - 1)]


fts = {"p50": pct(0.5), "p99": pct(0.99), "max": times[-1]}
print(f"SQLite FTS5 {sqlite3.sqlite_version} (prefix index, by population), same {len(queries)} keystrokes x 3: "
      f"p50 {fts['p50']:.3f} ms, p99 {fts['p99']:.3f} ms, max {fts['max']:.3f} ms")
engine = json.load(open(os.path.join(out, "engine-latency.json")))
for label, figures in sorted(engine.items()):
    print(f"  placesearch {label}: p50 {fts['p50'] / figures['p50']:.1f}x faster, "
          f"p99 {fts['p99'] / figures['p99']:.1f}x faster than FTS5")
