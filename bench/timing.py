#!/usr/bin/env python3
"""Times whole commands over repeated runs, like hyperfine, with only the standard library.

    bench/timing.py --runs 50 --warmup 5 [--prepare SHELL-COMMAND] NAME=COMMAND [NAME=COMMAND ...]

Prints one line per command (median, mean, min, max in milliseconds) and, with
--json FILE, writes the figures there too. Output of the commands is discarded.
"""
import argparse
import json
import shlex
import statistics
import subprocess
import time


def measure(command, runs, warmup, prepare=None):
    argv = shlex.split(command)  # no shell in between: it would add its own start-up to every run
    for _ in range(warmup):
        if prepare:
            subprocess.run(prepare, shell=True, check=True)
        subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    samples = []
    for _ in range(runs):
        if prepare:
            subprocess.run(prepare, shell=True, check=True)
        start = time.perf_counter()
        subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        samples.append((time.perf_counter() - start) * 1000)
    return {"median": statistics.median(samples), "mean": statistics.fmean(samples),
            "min": min(samples), "max": max(samples), "runs": runs}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=50)
    parser.add_argument("--warmup", type=int, default=5)
    parser.add_argument("--json")
    parser.add_argument("--prepare", help="a shell command run before every timed run, untimed")
    parser.add_argument("commands", nargs="+")
    args = parser.parse_args()
    results = {}
    for item in args.commands:
        name, command = item.split("=", 1)
        results[name] = measure(command, args.runs, args.warmup, args.prepare)
        r = results[name]
        print(f"{name:>10}: median {r['median']:7.2f} ms   mean {r['mean']:7.2f}   min {r['min']:7.2f}   max {r['max']:7.2f}   ({r['runs']} runs)")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=2)


if __name__ == "__main__":
    main()
