#!/usr/bin/env python3
"""Writes the kept charts of every Apple Music store (171), DAYS daily editions
each (default 30), as albums keeps them, for bench/site.sh and the site's
tests: 100 albums an edition, drawn from a pool of albums shared between the
stores (as real charts share most of theirs), each day a little different from
the one before. The last edition is the day before the stub feed's own (20
November 2026), so `albums world --session stub` then adds that day's
editions, and the worldwide chart, on top.

    bench/make_world_history.py STATE_FOLDER [DAYS [STORES]]
"""
import hashlib
import os
import random
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STUB_DAY = 1_795_176_000  # Fri 20 Nov 2026 12:00 UTC
DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_"


def stores():
    text = open(os.path.join(ROOT, "Sources/AlbumsCore/World/AppleMusicStores.swift"), encoding="utf-8").read()
    return re.findall(r'^\s+([a-z]{2})\|', text, re.M)


def write(folder, chart, albums, editions):
    """A history file as albums writes one: the catalog, then the editions in base 64."""
    used = sorted({n for _, line in editions for n in line})
    number_of = {n: i for i, n in enumerate(used)}
    text = "albums-history 2\nchart\t" + chart + "\n"
    text += "".join(f"album\t{albums[n][0]}\t{albums[n][1]}\t{albums[n][2]}\n" for n in used)
    width, limit = 1, 64
    while len(used) > limit:
        width, limit = width + 1, limit * 64

    def number(n):
        return "".join(DIGITS[(n >> (6 * place)) & 63] for place in range(width - 1, -1, -1))
    text += "".join(f"edition\t{day}\t" + "".join(number(number_of[n]) for n in line) + "\n" for day, line in editions)
    slug = re.sub(r"[^a-z0-9]+", "-", chart.lower()).strip("-")
    name = slug + "-" + hashlib.sha256(chart.encode()).hexdigest()[:8] + ".history"
    with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
        f.write(text)


def main():
    folder = sys.argv[1]
    days = int(sys.argv[2]) if len(sys.argv) > 2 else 30
    codes = stores()[: int(sys.argv[3])] if len(sys.argv) > 3 else stores()
    os.makedirs(folder, exist_ok=True)
    pool = [(str(1_400_000_000 + n), f"World Album {n}", f"World Artist {n % 700}") for n in range(3000)]
    for code in codes:
        rng = random.Random(code)
        # Most of a store's chart is the world's favourites, in its own order; the rest its own.
        chart = rng.sample(range(300), 70) + rng.sample(range(300, 3000), 30)
        fresh = iter(rng.sample(range(300, 3000), 2700))
        editions = []
        for day in range(days, 0, -1):
            for _ in range(12):
                i = rng.randrange(100)
                chart.insert(max(0, min(99, i + rng.randint(-6, 6))), chart.pop(i))
            for _ in range(rng.randint(3, 6)):
                new = next(fresh)
                if new not in chart:
                    chart[rng.randrange(40, 100)] = new
            editions.append((STUB_DAY - day * 86_400, list(chart)))
        write(folder, "stub standard " + code, pool, editions)
    print(f"{len(codes)} stores, {days} editions each, in {folder}")


if __name__ == "__main__":
    main()
