#!/usr/bin/env python3
"""Times whole commands over repeated runs, like hyperfine, with only the standard library.

    bench/timing.py --runs 50 --warmup 5 [--prepare SHELL-COMMAND] [--interleave] NAME=COMMAND [NAME=COMMAND ...]

--interleave takes the commands' runs in turn (A B, B A, …) rather than all of A
then all of B, so that a machine getting slower or faster during the run affects
them alike: for comparing two commands that differ by a millisecond. Each round
takes them in a new order (shuffled from a fixed seed), so that no command
always runs right after another program: a run after a different binary pays
for its pages and caches (bench/list.sh measured the same build's reading cost
as +0.55 ms in a fixed order, A B C D, where A always followed D's binary, and
+0.11 ms shuffled).

Prints one line per command (median, mean, min, max of the wall time in
milliseconds, the median CPU time: user and system, every thread of the
command, from wait4, and the peak memory: the largest resident set of the
runs, from wait4's ru_maxrss) and, with --json FILE, writes the figures there
too ("cpu" is the CPU time's summary, "rss" the peak memory's in MB). Output
of the commands is discarded.
"""
import argparse
import json
import os
import random
import shlex
import statistics
import subprocess
import time


def once(argv, prepare=None):
    """One run: wall and CPU time in milliseconds, peak memory in MB; the prepare command is not timed."""
    if prepare:
        subprocess.run(prepare, shell=True, check=True)
    start = time.perf_counter()
    process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = (time.perf_counter() - start) * 1000
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise subprocess.CalledProcessError(process.returncode, argv)
    return wall, (usage.ru_utime + usage.ru_stime) * 1000, usage.ru_maxrss / 1024


def summary(samples):
    walls = [wall for wall, _, _ in samples]
    cpus = [cpu for _, cpu, _ in samples]
    rss = [peak for _, _, peak in samples]
    return {"median": statistics.median(walls), "mean": statistics.fmean(walls),
            "min": min(walls), "max": max(walls), "runs": len(walls),
            "cpu": {"median": statistics.median(cpus), "mean": statistics.fmean(cpus), "min": min(cpus), "max": max(cpus)},
            "rss": {"median": statistics.median(rss), "max": max(rss)}}


def measure(command, runs, warmup, prepare=None):
    argv = shlex.split(command)  # no shell in between: it would add its own start-up to every run
    for _ in range(warmup):
        once(argv, prepare)
    return summary([once(argv, prepare) for _ in range(runs)])


def measure_interleaved(commands, runs, warmup, prepare=None):
    argvs = {name: shlex.split(command) for name, command in commands}
    for _ in range(warmup):
        for argv in argvs.values():
            once(argv, prepare)
    samples = {name: [] for name in argvs}
    order = list(argvs.items())
    shuffle = random.Random(25).shuffle
    for _ in range(runs):
        shuffle(order)
        for name, argv in order:
            samples[name].append(once(argv, prepare))
    return {name: summary(values) for name, values in samples.items()}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=50)
    parser.add_argument("--warmup", type=int, default=5)
    parser.add_argument("--json")
    parser.add_argument("--prepare", help="a shell command run before every timed run, untimed")
    parser.add_argument("--interleave", action="store_true", help="take the commands' runs in turn")
    parser.add_argument("commands", nargs="+")
    args = parser.parse_args()
    commands = [item.split("=", 1) for item in args.commands]
    if args.interleave:
        results = measure_interleaved(commands, args.runs, args.warmup, args.prepare)
    else:
        results = {name: measure(command, args.runs, args.warmup, args.prepare) for name, command in commands}
    for name, r in results.items():
        print(f"{name:>10}: median {r['median']:7.2f} ms   mean {r['mean']:7.2f}   min {r['min']:7.2f}   max {r['max']:7.2f}   "
              f"CPU median {r['cpu']['median']:7.2f} ms   peak {r['rss']['max']:6.1f} MB   ({r['runs']} runs)")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=2)


if __name__ == "__main__":
    main()
