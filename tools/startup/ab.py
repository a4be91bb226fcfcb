#!/usr/bin/env python3
"""Times two whole commands alternated run by run (A B A B ...), so that a shared machine's load
hits both alike, and prints one Markdown row: the medians of CPU (user + system of the process and
its children), wall time and peak resident memory of each, and the median of the ratios A/B of
each pair of runs. Outputs go to /dev/null; a failing run stops the measurement. Columns: label,
CPU A, CPU B, CPU A/B, wall A, wall B, wall A/B, RSS A, RSS B, RSS A/B, load average before-after.

    tools/startup/ab.py [-n RUNS] [--warmup K] [--label TEXT] 'COMMAND A' 'COMMAND B'

Example, from a directory holding in.trf: tools/startup/ab.py -n 15 './swisspair --dutch in.trf
-p' 'bbpPairings.exe --dutch in.trf -p'. Needs GNU time (/usr/bin/time).
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time


def run(command):
    """One run of the shell command: (CPU seconds, wall seconds, peak RSS in MiB)."""
    # CPU from wait4 (microseconds; GNU time prints hundredths), peak RSS from GNU time: a child
    # forked from Python starts with Python's memory, which its own peak would keep.
    with tempfile.NamedTemporaryFile("r") as report, open(os.devnull, "rb") as nothing:
        start = time.monotonic()
        p = subprocess.Popen(
            ["/usr/bin/time", "-f", "%M", "-o", report.name, "sh", "-c", command],
            stdin=nothing,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        err = p.stderr.read()
        _, status, usage = os.wait4(p.pid, 0)
        wall = time.monotonic() - start
        p.returncode = os.waitstatus_to_exitcode(status)
        if p.returncode != 0:
            sys.exit(f"ab.py: '{command}' exited {p.returncode}: {err.decode(errors='replace')[:500]}")
        rss = int(report.read().split()[-1])
    return usage.ru_utime + usage.ru_stime, wall, rss / 1024


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", "--runs", type=int, default=11)
    ap.add_argument("--warmup", type=int, default=1, help="untimed runs of each first")
    ap.add_argument("--label", default="")
    ap.add_argument("a")
    ap.add_argument("b")
    args = ap.parse_args()
    for _ in range(args.warmup):
        run(args.a)
        run(args.b)
    load_before = os.getloadavg()[0]
    a, b = [], []
    for _ in range(args.runs):
        a.append(run(args.a))
        b.append(run(args.b))
    load_after = os.getloadavg()[0]
    med = statistics.median

    def ratio(i):
        return med(x[i] / y[i] for x, y in zip(a, b) if y[i] > 0)

    print(
        f"| {args.label} | {med(x[0] for x in a):.3f} s | {med(x[0] for x in b):.3f} s | "
        f"{ratio(0):.1f} | {med(x[1] for x in a):.3f} s | {med(x[1] for x in b):.3f} s | "
        f"{ratio(1):.1f} | {med(x[2] for x in a):.0f} MiB | {med(x[2] for x in b):.0f} MiB | "
        f"{ratio(2):.1f} | {load_before:.0f}-{load_after:.0f} |"
    )


if __name__ == "__main__":
    main()
