#!/usr/bin/env python3
"""Builds random team tournaments (C.04.6) round by round with an external pairing engine.

Usage: team-drive.py ENGINE OUT_DIR COUNT SEED [DEADLINE]

ENGINE is a command that pairs the next round of a TRF-2026 team file the JaVaFo way, with IN and
OUT appended: e.g. "/work/ext/sharly/bbpPairings.exe --team {in} -p {out}" or
"./swisspair pair --system team {in} -o {out}"; or the address of a running `swisspair serve`,
e.g. "http://127.0.0.1:8321/v1/pair?system=team" (one engine for every round, no JVM start per
round). The driver writes the file of rounds 1..r-1, asks
the engine for round r, simulates the board results and goes on; the finished files are left in
OUT_DIR (a tournament the engine cannot pair is kept with the suffix .stuck and its message).

What the files hold, as other team programs write them: 310 teams of 1, 2 or 4 boards, 352 and
362, 192 Type A, Type B or no colour preferences with match or game points primary, the PAB as U
on every board of the PAB team (each board a draw's points, C.04.6 1.4), board forfeits with colour
'-' or with their scheduled colour, whole-team forfeits as 330 records, team byes as 240 H/F
records, and 299 abnormal points (a blank-typed bonus or penalty for one team in one round, a typed
forfeit-loss override for all teams). DEADLINE (seconds since the epoch): no new tournament after it.
"""
import os
import random
import shlex
import subprocess
import sys
import time
import urllib.error
import urllib.request

TYPES = ["TYPEA_", "TYPEB_", ""]
SCORES = ["MP_GP", "GP_MP"]


def p001(pid, name, rating, points, rounds):
    s = "001 %4d %1s%3s %-33s %4s %3s %11s %10s %4s %4s" % (
        pid, "", "", name, rating, "", "", "", points, "")
    s = s.ljust(91)
    for opp, col, res in rounds:
        s += "%4s %1s %1s  " % (opp, col, res)
    return s.rstrip()


def fmt(tenths):
    return "%d.%d" % (tenths // 10, tenths % 10) if tenths >= 0 else "-%d.%d" % (
        -tenths // 10, -tenths % 10)


class Tournament:
    def __init__(self, rng, index, seed):
        self.rng = rng
        self.teams = rng.choice([5, 6, 7, 8, 9, 10, 11, 12, 14, 16])
        self.boards = rng.choice([1, 2, 2, 4, 4])
        self.rounds = rng.randint(3, min(9, self.teams - 1))
        self.code = "FIDE_TEAM_" + rng.choice(TYPES) + rng.choice(SCORES)
        self.initial = rng.choice("WB")
        self.pattern = "".join("WB"[b % 2] for b in range(self.boards))
        self.name = "team-s%d-%05d-%s-t%02d-b%d-r%d" % (
            seed, index, self.code.replace("FIDE_TEAM_", "").lower(), self.teams, self.boards,
            self.rounds)
        # entries[player] = list of (opponent, colour, result) strings per round
        self.entries = {p: [] for p in range(1, self.teams * self.boards + 1)}
        self.records = []  # 330, 240, 299 lines in file order

    def members(self, team):
        return list(range((team - 1) * self.boards + 1, team * self.boards + 1))

    def text(self):
        lines = ["012 " + self.name, "142 %d" % self.rounds, "152 " + self.initial,
                 "192 " + self.code, "352 " + self.pattern, "362 TW 2.0   TD 1.0   TL 0.0"]
        lines += self.records
        for p in sorted(self.entries):
            pts = 0
            for _, _, res in self.entries[p]:
                pts += {"1": 10, "=": 5, "+": 10, "U": 5, "H": 5, "F": 10}.get(res, 0)
            team = (p - 1) // self.boards + 1
            lines.append(p001(p, "Team%02d Board%d" % (team, (p - 1) % self.boards + 1),
                              2700 - p * 7, fmt(pts), self.entries[p]))
        for t in range(1, self.teams + 1):
            s = ("310 %3d %-32s" % (t, "Team %d" % t)).ljust(73)
            s += " ".join("%4d" % m for m in self.members(t))
            lines.append(s)
        return "\r\n".join(lines) + "\r\n"

    def requests(self, r):
        """Team byes asked for round r (240), before it is paired."""
        out = []
        if self.rng.random() < 0.15:
            team = self.rng.randint(1, self.teams)
            kind = self.rng.choice("HF")
            self.records.append("240 %s %3d %4d" % (kind, r, team))
            out.append((team, kind))
        return out

    def play(self, r, pairs, pab, requested):
        rng = self.rng
        seen = set()
        for w, b in pairs:
            seen.update((w, b))
            if rng.random() < 0.04:
                # A whole-team forfeit: 330, the present team's boards '+', the absent team's Z.
                kind = rng.choice(["+-", "-+"])
                self.records.append("330 %s %3d %3d %3d" % (kind, r, w, b))
                for t, present in ((w, kind == "+-"), (b, kind == "-+")):
                    for m in self.members(t):
                        self.entries[m].append(("0000", "-", "+" if present else "Z"))
                continue
            for k, (pw, pb) in enumerate(zip(self.members(w), self.members(b))):
                cw = "w" if self.pattern[k] == "W" else "b"
                cb = "b" if cw == "w" else "w"
                x = rng.random()
                if x < 0.05:
                    # A board forfeit, written without colour half of the time (C.04.2 3.4).
                    if rng.random() < 0.5:
                        cw = cb = "-"
                    rw, rb = ("+", "-") if rng.random() < 0.5 else ("-", "+")
                else:
                    rw, rb = rng.choice([("1", "0"), ("=", "="), ("0", "1"), ("1", "0")])
                self.entries[pw].append(("%4d" % pb, cw, rw))
                self.entries[pb].append(("%4d" % pw, cb, rb))
        if pab:
            seen.add(pab)
            for m in self.members(pab):
                self.entries[m].append(("0000", "-", "U"))
        for t in range(1, self.teams + 1):
            if t in seen:
                continue
            kind = dict(requested).get(t, "Z")
            for m in self.members(t):
                self.entries[m].append(("0000", "-", kind))
        if rng.random() < 0.15:
            team = rng.randint(1, self.teams)
            value = rng.choice([-10, -5, 5, 10, 15])
            if rng.random() < 0.5:
                self.records.append("299 %1s  %4s  %4s  %3d %4d" % (" ", fmt(value), "", r, team))
            else:
                self.records.append("299 %1s  %4s  %4s  %3d %4d" % (" ", "", fmt(value), r, team))
        if r == 1 and rng.random() < 0.1:
            self.records.append("299 -  %4s" % fmt(rng.choice([0, 5])))


def ask(url, path, out):
    """Posts the file to `swisspair serve` and writes its engine-format answer to OUT."""
    with open(path, "rb") as f:
        body = f.read()
    req = urllib.request.Request(url, data=body, method="POST", headers={
        "Content-Type": "text/plain; charset=utf-8", "Accept": "text/plain"})
    try:
        with urllib.request.urlopen(req, timeout=300) as res:
            text = res.read().decode("utf-8")
    except urllib.error.HTTPError as e:
        return (e.read().decode("utf-8", "replace").strip().splitlines() or ["HTTP %d" % e.code])[-1:]
    with open(out, "w") as f:
        f.write(text)
    return None


def pair(engine, path, out):
    if engine.startswith("http://"):
        problem = ask(engine, path, out)
        if problem:
            return None, problem
        return read_pairs(out), None
    cmd = [a.format(**{"in": path, "out": out}) for a in shlex.split(engine)]
    res = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    if res.returncode != 0 or not os.path.exists(out):
        return None, (res.stderr or res.stdout).strip().splitlines()[-1:] or ["exit %d" %
                                                                             res.returncode]
    return read_pairs(out), None


def read_pairs(out):
    with open(out) as f:
        rows = f.read().split()
    n = int(rows[0])
    pairs, pab = [], 0
    for i in range(n):
        a, b = int(rows[1 + 2 * i]), int(rows[2 + 2 * i])
        if b == 0:
            pab = a
        else:
            pairs.append((a, b))
    return pairs, pab


def main():
    engine, out_dir, count, seed = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    deadline = float(sys.argv[5]) if len(sys.argv) > 5 else None
    os.makedirs(out_dir, exist_ok=True)
    made = stuck = 0
    for index in range(count):
        if deadline and time.time() > deadline:
            print("stopped at the deadline after %d tournaments" % index)
            break
        rng = random.Random(seed * 100003 + index)
        t = Tournament(rng, index, seed)
        final = os.path.join(out_dir, t.name + ".trf")
        if os.path.exists(final) or os.path.exists(final + ".stuck"):
            made += 1
            continue
        work = os.path.join(out_dir, "tmp-" + t.name)
        problem = None
        for r in range(1, t.rounds + 1):
            requested = t.requests(r)
            with open(work + ".trf", "w", newline="") as f:
                f.write(t.text())
            result, problem = pair(engine, work + ".trf", work + ".out")
            if result is None:
                problem = "round %d: %s" % (r, " ".join(problem))
                break
            t.play(r, result[0], result[1], requested)
        for ext in (".trf", ".out"):
            if os.path.exists(work + ext):
                os.remove(work + ext)
        if problem:
            with open(final + ".stuck", "w", newline="") as f:
                f.write(t.text())
                f.write("### " + problem + "\r\n")
            stuck += 1
        else:
            with open(final, "w", newline="") as f:
                f.write(t.text())
            made += 1
    print("%d tournaments written, %d stuck" % (made, stuck))


if __name__ == "__main__":
    main()
