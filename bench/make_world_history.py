#!/usr/bin/env python3
"""Writes the kept charts of every Apple Music store (171), DAYS daily editions
each (default 30), as albums keeps them, for bench/site.sh and the site's
tests: 100 albums an edition, drawn from a pool of albums shared between the
stores (as real charts share most of theirs), each day a little different from
the one before. The last edition is the day before the stub feed's own (20
November 2026), so `albums world --session stub` then adds that day's
editions, and the worldwide chart, on top.

With --long-tail, each store's chart is mostly its region's own albums (a
region: ten stores in a row), so that the stores share few: about 6,000
albums and 1,500 artists over 30 days, as real charts have. With --world, the
worldwide chart of every day is kept too ("stub world"), ranked as `albums
world` ranks it (points N+1-rank in each store, then stores, then best rank,
then name), its first 200 as albums keeps an edition, so that a site has its
editions to show.

    bench/make_world_history.py STATE_FOLDER [DAYS [STORES]] [--long-tail] [--world]
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
    name = slug + "-" + hashlib.sha256(chart.encode()).hexdigest()[:20] + ".history"
    with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
        f.write(text)


def main():
    flags = {arg for arg in sys.argv[1:] if arg.startswith("--")}
    args = [arg for arg in sys.argv[1:] if not arg.startswith("--")]
    folder = args[0]
    days = int(args[1]) if len(args) > 1 else 30
    codes = stores()[: int(args[2])] if len(args) > 2 else stores()
    long_tail = "--long-tail" in flags
    os.makedirs(folder, exist_ok=True)
    size, artists = (12000, 1500) if long_tail else (3000, 700)
    pool = [(str(1_400_000_000 + n), f"World Album {n}", f"World Artist {n % artists}") for n in range(size)]
    kept = {}
    for index, code in enumerate(codes):
        rng = random.Random(code)
        if long_tail:
            # 65 of the world's 300 favourites, 35 of its region's own 340 (ten stores to a region); new ones from the region too.
            region = range(300 + (index // 10) * 340, 300 + (index // 10 + 1) * 340)
            chart = rng.sample(range(300), 65) + rng.sample(region, 35)
            fresh = iter(rng.sample(region, len(region)))
        else:
            # Most of a store's chart is the world's favourites, in its own order; the rest its own.
            chart = rng.sample(range(300), 70) + rng.sample(range(300, 3000), 30)
            fresh = iter(rng.sample(range(300, 3000), 2700))
        editions = []
        for day in range(days, 0, -1):
            for _ in range(12):
                i = rng.randrange(100)
                chart.insert(max(0, min(99, i + rng.randint(-6, 6))), chart.pop(i))
            for _ in range(rng.randint(3, 6)):
                new = next(fresh, None)
                if new is not None and new not in chart:
                    chart[rng.randrange(40, 100)] = new
            editions.append((STUB_DAY - day * 86_400, list(chart)))
        write(folder, "stub standard " + code, pool, editions)
        kept[code] = editions
    if "--world" in flags:
        world = []
        for day in range(days):
            rows = {}
            for code in codes:
                updated, chart = kept[code][day]
                for offset, album in enumerate(chart):
                    rank = offset + 1
                    row = rows.setdefault(album, {"points": 0, "stores": 0, "best": 10**9})
                    row["points"] += max(1, len(chart) + 1 - rank)
                    row["stores"] += 1
                    row["best"] = min(row["best"], rank)
            order = sorted(rows, key=lambda n: (-rows[n]["points"], -rows[n]["stores"], rows[n]["best"], pool[n][1], pool[n][0]))
            # Its first 200, as albums keeps a chart's edition (ChartHistory.editionSize).
            world.append((kept[codes[0]][day][0], order[:200]))
        write(folder, "stub world" if len(codes) == len(stores()) else "stub world " + ",".join(sorted(codes)), pool, world)
    distinct = len({n for editions in kept.values() for _, chart in editions for n in chart})
    print(f"{len(codes)} stores, {days} editions each, {distinct} albums, in {folder}")


if __name__ == "__main__":
    main()
