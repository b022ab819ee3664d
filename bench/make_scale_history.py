#!/usr/bin/env python3
"""Writes CHARTS kept charts of EDITIONS editions of PER albums each, every
album and artist new (a feed of one's own that never repeats itself): the
most albums, artists and pages a history of that size makes, for
bench/site-scale.sh. Written as albums writes a history
(bench/make_world_history.py's `write`).

    bench/make_scale_history.py STATE_FOLDER CHARTS EDITIONS PER
"""
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("make_world_history", os.path.join(HERE, "make_world_history.py"))
history = importlib.util.module_from_spec(spec)
spec.loader.exec_module(history)


def main():
    folder, charts, editions, per = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    os.makedirs(folder, exist_ok=True)
    n = 0
    for c in range(charts):
        pool, kept = [], []
        for e in range(editions):
            line = []
            for _ in range(per):
                pool.append((str(2_000_000_000 + n), f"Album {n}", f"Artist {n}"))
                line.append(len(pool) - 1)
                n += 1
            kept.append((history.STUB_DAY - (editions - e) * 86_400, line))
        history.write(folder, f"feed https://scale.example/{c}", pool, kept)
    print(f"{charts} charts, {editions} editions of {per}: {n} albums, in {folder}")


if __name__ == "__main__":
    main()
