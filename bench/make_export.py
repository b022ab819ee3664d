#!/usr/bin/env python3
"""Writes an `albums history export` file for bench/import.sh and its tests:
CHARTS charts of EDITIONS daily editions each, 100 albums an edition drawn
from a pool shared between the charts, the newest edition on 19 November 2026.

    bench/make_export.py FILE CHARTS [EDITIONS]

`make_export.py f 5000 1` is 5,000 one-edition charts (about 0.8 MB... with
100 albums each, more); `make_export.py f 171 60` about 50 MB.
"""
import json
import random
import sys
import time


def main():
    path, charts = sys.argv[1], int(sys.argv[2])
    editions = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    albums_per = int(sys.argv[4]) if len(sys.argv) > 4 else 100
    rng = random.Random(7)
    pool = [(str(1_000_000_000 + n), f"Album {n} — “{rng.choice(['Live', 'Deluxe', 'Remastered', 'Vol. 2'])}”", f"Artist {n % 700}")
            for n in range(2_000)]
    last = 1_795_089_600  # Thu 19 Nov 2026 12:00 UTC
    out = open(path, "w", encoding="utf-8")
    out.write('{\n  "format": "albums-history",\n  "version": 1,\n  "charts": [\n')
    for c in range(charts):
        out.write('    {"chart": %s, "editions": [\n' % json.dumps(f"standard c{c:05d}"))
        for e in range(editions):
            day = last - (editions - 1 - e) * 86_400
            updated = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(day))
            picked = rng.sample(pool, albums_per)
            albums = ",\n".join('        {"id": %s, "name": %s, "artist": %s}' % (json.dumps(i, ensure_ascii=False), json.dumps(n, ensure_ascii=False), json.dumps(a, ensure_ascii=False)) for i, n, a in picked)
            out.write('      {"updated": "%s", "albums": [\n%s\n      ]}%s\n' % (updated, albums, "," if e < editions - 1 else ""))
        out.write("    ]}%s\n" % ("," if c < charts - 1 else ""))
    out.write("  ]\n}\n")


main()
