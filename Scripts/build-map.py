#!/usr/bin/env python3
"""Builds Resources/Data/countries-110m.bin, the outlines the preview pane's map draws.

    python3 Scripts/build-map.py

Input: the Natural Earth 1:110m admin-0 country polygons (public domain) that ship inside
the pinned geopandas wheel (geopandas==0.14.4, datasets/naturalearth_lowres). The wheel
is fetched with `pip download --no-deps` and read as a zip: nothing is installed, and
only the standard library parses the shapefile. Output is deterministic.

Format (little-endian):
  "PSMAP1"                    magic
  u16 country count
  per country, sorted by ISO 3166-1 alpha-3 code:
    3 bytes ISO alpha-3 ("-99" where Natural Earth has none), u16 ring count,
    per ring: u16 point count, then points as i16 longitude × 100, i16 latitude × 100
"""
import io
import struct
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

WHEEL = "geopandas==0.14.4"
MEMBER = "geopandas/datasets/naturalearth_lowres/naturalearth_lowres"
OUT = Path(__file__).resolve().parent.parent / "Resources" / "Data" / "countries-110m.bin"


def fetch_wheel(folder):
    subprocess.run(
        [sys.executable, "-m", "pip", "download", WHEEL, "--no-deps", "--only-binary", ":all:", "-d", folder, "-q"],
        check=True)
    return next(Path(folder).glob("geopandas-*.whl"))


def read_dbf(data):
    count = struct.unpack("<I", data[4:8])[0]
    header_length, record_length = struct.unpack("<HH", data[8:12])
    fields, offset = [], 32
    while data[offset] != 0x0D:
        name = data[offset:offset + 11].split(b"\0")[0].decode()
        fields.append((name, data[offset + 16]))
        offset += 32
    records = []
    for index in range(count):
        position = header_length + index * record_length + 1
        record = {}
        for name, length in fields:
            record[name] = data[position:position + length].decode("latin-1").strip()
            position += length
        records.append(record)
    return records


def read_shp(data):
    shapes, position = [], 100
    while position < len(data):
        _, words = struct.unpack(">II", data[position:position + 8])
        body = data[position + 8:position + 8 + 2 * words]
        position += 8 + 2 * words
        kind = struct.unpack("<i", body[:4])[0]
        if kind == 0:
            shapes.append([])
            continue
        assert kind == 5, f"not a polygon: {kind}"
        parts_count, points_count = struct.unpack("<ii", body[36:44])
        parts = list(struct.unpack(f"<{parts_count}i", body[44:44 + 4 * parts_count])) + [points_count]
        points_at = 44 + 4 * parts_count
        points = [struct.unpack("<dd", body[points_at + 16 * i:points_at + 16 * i + 16]) for i in range(points_count)]
        shapes.append([points[parts[i]:parts[i + 1]] for i in range(parts_count)])
    return shapes


def main():
    with tempfile.TemporaryDirectory() as folder:
        with zipfile.ZipFile(fetch_wheel(folder)) as wheel:
            records = read_dbf(wheel.read(MEMBER + ".dbf"))
            shapes = read_shp(wheel.read(MEMBER + ".shp"))
    assert len(records) == len(shapes)
    countries = sorted(zip(records, shapes), key=lambda pair: (pair[0]["iso_a3"], pair[0]["name"]))
    out = io.BytesIO()
    out.write(b"PSMAP1")
    out.write(struct.pack("<H", len(countries)))
    for record, rings in countries:
        code = record["iso_a3"].encode("ascii")
        assert len(code) == 3, record
        out.write(code)
        out.write(struct.pack("<H", len(rings)))
        for ring in rings:
            out.write(struct.pack("<H", len(ring)))
            for longitude, latitude in ring:
                out.write(struct.pack("<hh", round(longitude * 100), round(latitude * 100)))
    OUT.write_bytes(out.getvalue())
    print(f"{OUT.name}: {len(countries)} countries, {out.tell()} bytes")


if __name__ == "__main__":
    main()
