#!/usr/bin/env python3
"""Writes the keystroke streams the load tests replay (Scripts/bench-server.sh,
Scripts/bench-replicas.sh), as wrk Lua scripts in FOLDER: every prefix of the 24 names
below (Hangul by syllable, as an input method commits them) as Photon `/api` requests,
`near.lua` with each name's location and `far.lua` without; `status.lua` (`/status`)
and `fixed.lua` (`/`), one path each; and `near.queries`, the prefixes one per line.
Each script's `done` prints one line: RESULT requests=… seconds=… p50_ms=… p99_ms=…
errors=… non2xx=….

    Scripts/keystroke_streams.py FOLDER
"""
import os
import sys
import urllib.parse

NAMES = [
    ("seoul", 37.57, 126.98), ("busan", 35.18, 129.08), ("gwangju", 35.16, 126.85), ("paris", 48.86, 2.35),
    ("london", 51.51, -0.13), ("tokyo", 35.69, 139.69), ("new york", 40.71, -74.01), ("berlin", 52.52, 13.40),
    ("springfield", 39.80, -89.64), ("madrid", 40.42, -3.70), ("san francisco", 37.77, -122.42),
    ("sao paulo", -23.55, -46.63), ("mumbai", 19.08, 72.88), ("cairo", 30.04, 31.24), ("sydney", -33.87, 151.21),
    ("mexico city", 19.43, -99.13), ("istanbul", 41.01, 28.98), ("buenos aires", -34.60, -58.38),
    ("서울", 37.57, 126.98), ("부산 해운대", 35.16, 129.16), ("용인시 수지구", 37.32, 127.10), ("강남구", 37.52, 127.05),
    ("대전", 36.35, 127.38), ("제주", 33.50, 126.53),
]

REPLAY = """local index = 0
init = function(args) index = math.random(#paths) end
request = function()
  index = index % #paths + 1
  return wrk.format("GET", paths[index])
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("RESULT requests=%d seconds=%.3f p50_ms=%.3f p99_ms=%.3f errors=%d non2xx=%d\\n",
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    e.connect + e.read + e.write + e.timeout, e.status))
end
"""


def prefixes():
    return [(name[:end], lat, lon) for name, lat, lon in NAMES for end in range(1, len(name) + 1)]


def write(folder, stream, paths):
    quoted = ",\n".join(f'  "{path}"' for path in paths)
    with open(os.path.join(folder, f"{stream}.lua"), "w") as out:
        out.write("paths = {\n" + quoted + "\n}\n" + REPLAY)


def main():
    folder = sys.argv[1]
    for stream, with_location in (("near", True), ("far", False)):
        write(folder, stream, [
            f"/api?q={urllib.parse.quote(prefix)}&limit=10" + (f"&lat={lat}&lon={lon}" if with_location else "")
            for prefix, lat, lon in prefixes()])
    write(folder, "status", ["/status"])
    write(folder, "fixed", ["/"])
    with open(os.path.join(folder, "near.queries"), "w") as out:
        out.write("".join(f"{prefix}\n" for prefix, _, _ in prefixes()))


if __name__ == "__main__":
    main()
