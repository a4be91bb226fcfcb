#!/usr/bin/env python3
"""Asks the Sharly-Chess bbpPairings fork to pair every round of a team file from the rounds before it.

Usage: team-prefix-pair.py SHARLY FILE...

For each FILE (TRF-2026, C.04.6) and each round r it holds, writes the file as it stood before round
r (the player lines cut after round r-1 with their points summed again; 300, 330 and 320 entries of
round r and later and 299 records of later rounds dropped; the 240 requests of round r kept) and
runs `SHARLY --team PREFIX -p OUT`, the fork's pairing mode, which scores the teams as its reader
does (primary score, 299, 320 values). Its `-c` checker mode does not: it sums every earlier round
again with the match-point values whatever the primary score, so it pairs game-points-primary files
by match points and drops the 299 points.

Writes FILE.sharly-p for each FILE in the `-c` output's layout, with the fork's whole pairing in the
left column (TeamCrossCheck's `full` mode reads it), or `none: MESSAGE` when the fork found none.
"""
import os
import subprocess
import sys
import tempfile

POINTS = {"1": 10, "=": 5, "+": 10, "W": 10, "D": 5, "U": 5, "H": 5, "F": 10}


def field(line, first, last):
    return line[first - 1:last].strip()


def round_of(line, first, last):
    s = field(line, first, last)
    return int(s) if s.isdigit() else 0


def points_text(tenths):
    return "%d.%d" % (tenths // 10, tenths % 10)


def prefix(lines, r):
    """The file's lines before round r."""
    out = []
    for line in lines:
        code = line[:3]
        if code == "001":
            cut = line[:91 + 10 * (r - 1)].rstrip()
            tenths = 0
            for k in range(r - 1):
                block = cut[91 + 10 * k:101 + 10 * k]
                tenths += POINTS.get(block[7:8], 0) if len(block) >= 8 else 0
            cut = (cut.ljust(91)[:80] + "%4s" % points_text(tenths) + cut.ljust(91)[84:]).rstrip()
            out.append(cut)
        elif code == "300" and round_of(line, 5, 7) >= r:
            continue
        elif code == "330" and round_of(line, 8, 10) >= r:
            continue
        elif code == "240" and round_of(line, 7, 9) > r:
            continue
        elif code == "299" and round_of(line, 20, 22) >= r:
            continue
        elif code == "320":
            out.append(line[:13 + 4 * (r - 1)].rstrip())
        else:
            out.append(line)
    return out


def rounds_in(lines):
    n = 0
    for line in lines:
        if line.startswith("001"):
            body = line[91:].rstrip()
            n = max(n, (len(body) + 9) // 10)
    return n


def main():
    sharly = sys.argv[1]
    with tempfile.TemporaryDirectory() as tmp:
        for path in sys.argv[2:]:
            with open(path, newline="") as f:
                lines = [l.rstrip("\r\n") for l in f]
            stem = os.path.basename(path)
            stem = stem[:-4] if stem.endswith(".trf") else stem
            report = []
            for r in range(1, rounds_in(lines) + 1):
                p = os.path.join(tmp, "p.trf")
                o = os.path.join(tmp, "p.out")
                with open(p, "w", newline="") as f:
                    f.write("\r\n".join(prefix(lines, r)) + "\r\n")
                if os.path.exists(o):
                    os.remove(o)
                res = subprocess.run([sharly, "--team", p, "-p", o], capture_output=True,
                                     text=True, timeout=120)
                report.append("%s: Round #%d" % (stem, r))
                if res.returncode != 0 or not os.path.exists(o):
                    msg = (res.stderr or res.stdout).strip().splitlines()
                    report.append("  none: " + (msg[-1] if msg else "exit %d" % res.returncode))
                    report.append("")
                    continue
                with open(o) as f:
                    rows = f.read().split()
                report.append("  Checker pairings        Tournament pairings ")
                for i in range(int(rows[0])):
                    a, b = int(rows[1 + 2 * i]), int(rows[2 + 2 * i])
                    report.append("    %3d - %3d" % (a, b))
                report.append("")
            with open(path + ".sharly-p", "w") as f:
                f.write("\n".join(report) + "\n")


if __name__ == "__main__":
    main()
