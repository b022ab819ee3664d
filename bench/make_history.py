#!/usr/bin/env python3
"""Writes a chart history of N daily editions for the stub chart, as albums keeps it,
for bench/list.sh: 100 albums an edition, each day a little different from the
one before (a dozen moves, and four to six albums leave for new ones, about the
churn of Apple's daily chart), so 400 editions name some 2,100 albums. The last edition is the day
before the stub feed's own (20 November 2026), so a run of albums records one more.
WIDTH (default 100) makes each edition that many albums long (bench/top.sh: 200).

    bench/make_history.py STATE_FOLDER [EDITIONS [WIDTH]]
"""
import hashlib
import json
import os
import random
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CHART = "stub standard us"
STUB_DAY = 1_795_176_000  # Fri 20 Nov 2026 12:00 UTC
DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_"


def main():
    folder, editions = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 400
    width = int(sys.argv[3]) if len(sys.argv) > 3 else 100
    feed = json.load(open(os.path.join(ROOT, "Fixtures/stub/feeds/most-played.json"), encoding="utf-8"))
    albums = [(e["id"], e["name"], e["artistName"]) for e in feed["feed"]["results"]]
    albums += [(str(1_300_000_000 + n), f"Bench Album {n}", f"Bench Artist {n}") for n in range(editions * 6 + width)]
    rng = random.Random(400)
    chart = list(range(width))
    fresh = width
    lines = []
    for day in range(editions, 0, -1):
        # A dozen albums move a few places; four to six leave for albums new to the chart.
        for _ in range(12):
            i = rng.randrange(width)
            chart.insert(max(0, min(width - 1, i + rng.randint(-6, 6))), chart.pop(i))
        for _ in range(rng.randint(4, 6)):
            chart[rng.randrange(width * 2 // 5, width)] = fresh
            fresh += 1
        lines.append((STUB_DAY - day * 86_400, list(chart)))
    text = "albums-history 2\nchart\t" + CHART + "\n"
    text += "".join(f"album\t{i}\t{n}\t{a}\n" for i, n, a in albums[:fresh])
    # Each album by its catalog number in base 64, as many digits as the catalog needs.
    width, limit = 1, 64
    while fresh > limit:
        width, limit = width + 1, limit * 64
    def number(n):
        return "".join(DIGITS[(n >> (6 * place)) & 63] for place in range(width - 1, -1, -1))
    text += "".join(f"edition\t{day}\t" + "".join(number(n) for n in chart) + "\n" for day, chart in lines)
    os.makedirs(folder, exist_ok=True)
    name = "stub-standard-us-" + hashlib.sha256(CHART.encode()).hexdigest()[:20] + ".history"
    with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
        f.write(text)
    print(os.path.join(folder, name))


if __name__ == "__main__":
    main()
