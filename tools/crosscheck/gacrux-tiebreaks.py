#!/usr/bin/env python3
"""Compares swisspair's standings with Gacrux's tie-break values, case by case (gacrux-tiebreaks.sh).

Usage: gacrux-tiebreaks.py WORKDIR
       gacrux-tiebreaks.py --forfeited-matches IN OUT
Reads WORKDIR/manifest.txt ("case format list" per line) and WORKDIR/t/<case>.{trf,swisspair,gacrux};
prints, per tie-break, how many participants and tournaments agree and differ, then every
differing value with what the participant's rounds hold (the unplayed ones name the C.07 article
in question). Values are compared as exact decimals; exit 1 when something differs.
"""
import csv
import io
import json
import re
import sys
from collections import defaultdict
from decimal import Decimal, InvalidOperation

NA = "n/a"


def number(v):
    """An exact value, or NA for a tie-break that does not apply."""
    if v is None:
        return NA
    s = str(v).strip()
    if s in ("", "-", "None", "-0", "n/a", "null"):
        return NA
    try:
        return format(Decimal(s).normalize(), "f")
    except InvalidOperation:
        return s


def swisspair_rows(text, fmt, codes):
    """{id: (rank, points, {code: value})} from standings --format json or csv."""
    out = {}
    if fmt == "json":
        d = json.loads(text)
        rows = d.get("rows", d.get("standings", d if isinstance(d, list) else []))
        names = d.get("tiebreaks", codes) if isinstance(d, dict) else codes
        names = [n.get("code", n) if isinstance(n, dict) else n for n in names]
        for r in rows:
            pid = int(r.get("id", r.get("tpn", r.get("team", 0))))
            vals = r.get("values", r.get("tiebreaks", []))
            if isinstance(vals, dict):
                values = {canon(k): number(v) for k, v in vals.items()}
            else:
                values = {canon(n): number(v) for n, v in zip(names, vals)}
            rank = str(r.get("rank", "")).lstrip("=")
            out[pid] = (int(rank) if rank else None, number(r.get("points")), values)
        return out
    rd = csv.reader(io.StringIO(text))
    header = next(rd)
    for row in rd:
        if not row:
            continue
        rec = dict(zip(header, row))
        values = {canon(h): number(rec[h]) for h in header[5:]}
        out[int(rec["tpn"])] = (int(rec["rank"].lstrip("=")), number(rec["points"]), values)
    return out


def canon(code):
    """One spelling of a tie-break code: modifiers after '/', upper case, no rules version."""
    c = str(code).strip().upper().replace("-", "/")
    # Gacrux names a team score by its field: BH:mpoints is BH:MP.
    c = c.replace(":MPOINTS", ":MP").replace(":GPOINTS", ":GP")
    return re.sub(r"/V20\d\d", "", c)


def gacrux_rows(text):
    d = json.loads(text)
    status = d.get("status", {})
    if status.get("code", 0) != 0 or status.get("error"):
        raise ValueError("gacrux status " + json.dumps(status))
    r = d["tiebreakResult"]
    names = [canon(t["desc"]) for t in r["tiebreaks"]]
    out = {}
    for c in r["competitors"]:
        vals = dict(zip(names, (number(v) for v in c["tiebreakScore"])))
        # The primary score: PTS, or in a team file PTS:MP or PTS:GP.
        pts = next((v for k, v in vals.items() if k.split(":")[0] in ("PTS", "MPTS", "GPTS")), NA)
        out[int(c["cid"])] = (int(c["rank"]), pts, vals)
    return out


def rounds_of(trf):
    """{id: [round codes]} from the 001 lines: 'H', 'F', 'U', 'Z', '+', '-', or 'p' for played."""
    out = {}
    for line in open(trf, encoding="utf-8", errors="replace"):
        if not line.startswith("001"):
            continue
        pid = int(line[4:8])
        codes = []
        pos = 91
        while pos + 8 <= len(line.rstrip("\r\n")) + 1:
            field = line[pos : pos + 8]
            opp, res = field[0:4].strip(), field[7:8].strip().upper()
            if opp in ("", "0000", "0"):
                codes.append(res or "Z")
            elif res in ("+", "-"):
                codes.append(res)
            elif res in ("W", "D", "L"):
                codes.append("u" + res)
            else:
                codes.append("p")
            pos += 10
        out[pid] = codes
    return out


def features(rounds, pid):
    own = rounds.get(pid, [])
    return "".join(own) if own else "?"


def main(work):
    per_tb = defaultdict(lambda: [0, 0, set(), set()])  # agree, differ, cases agreeing, differing
    rank_agree = rank_differ = 0
    details = []
    cases = 0
    apart = 0
    for line in open(f"{work}/manifest.txt", encoding="utf-8"):
        parts = line.split()
        if len(parts) < 3:
            continue
        case, fmt, lst = parts[0], parts[1], parts[2].split(",")
        codes = [canon(c) for c in lst]
        base = f"{work}/t/{case}"
        try:
            sp = swisspair_rows(open(base + ".swisspair", encoding="utf-8").read(), fmt, codes)
            ga = gacrux_rows(open(base + ".gacrux", encoding="utf-8").read())
        except (ValueError, KeyError, StopIteration) as e:
            details.append(f"{case}: unreadable output: {e}")
            continue
        rounds = rounds_of(base + ".trf")
        if set(sp) != set(ga):
            # Other participants on the two sides (an engine that ranks a team file's players).
            apart += 1
            details.append(f"{case}: participants differ: swisspair {sorted(sp)} gacrux {sorted(ga)}")
            continue
        cases += 1
        ranks_same = True
        for tb in ["PTS"] + codes:
            differing = []
            for pid in sorted(sp):
                mine = sp[pid][1] if tb == "PTS" else sp[pid][2].get(tb, NA)
                theirs = ga[pid][1] if tb == "PTS" else ga[pid][2].get(tb, NA)
                if mine == theirs:
                    per_tb[tb][0] += 1
                else:
                    per_tb[tb][1] += 1
                    differing.append((pid, mine, theirs))
            (per_tb[tb][3] if differing else per_tb[tb][2]).add(case)
            if differing:
                # One line per case and tie-break: participant swisspair/gacrux [its rounds].
                details.append(
                    f"{case} {tb}: "
                    + "; ".join(f"{p} {m}/{t} [{features(rounds, p)}]" for p, m, t in differing)
                )
        for pid in sorted(sp):
            if sp[pid][0] == ga[pid][0]:
                rank_agree += 1
            else:
                rank_differ += 1
                ranks_same = False
        if not ranks_same:
            details.append(
                f"{case} RANK: "
                + " ".join(f"{p}:{sp[p][0]}/{ga[p][0]}" for p in sorted(sp) if sp[p][0] != ga[p][0])
            )
    print(f"{cases} tournaments compared" + (f", {apart} with other participants" if apart else ""))
    print(f"{'tie-break':10} {'agree':>8} {'differ':>8} {'tournaments agree':>18} {'differ':>7}")
    for tb, (a, d, ca, cd) in sorted(per_tb.items(), key=lambda kv: kv[0] != "PTS"):
        print(f"{tb:10} {a:8d} {d:8d} {len(ca):18d} {len(cd):7d}")
    print(f"{'rank':10} {rank_agree:8d} {rank_differ:8d}")
    print()
    print("Differing: case tie-break: participant swisspair/gacrux [its rounds: p played, + - forfeit,")
    print("H F U Z byes, uW uD uL unrated games]")
    print("\n".join(details))
    return 1 if details else 0


def forfeited_matches(src, dst):
    """Writes a team file's matches forfeited as a whole (330 +- / -+) as the TEC's own TRF-2026
    example writes them: the winner's boards '0000 - +', not '0000 - -' (a file that gives the
    winner's players no result leaves a reader of the player lines with a lost match)."""
    lines = open(src, encoding="utf-8").read().split("\n")
    members, boards = {}, 4
    for l in lines:
        if l.startswith("310"):
            members[int(l[4:7])] = [int(l[i : i + 4]) for i in range(73, len(l.rstrip()), 5) if l[i : i + 4].strip()]
        elif l.startswith("352") and l[4:].strip():
            boards = len(l[4:].strip())
    wins = []
    for l in lines:
        if l.startswith("330") and l[4:6] in ("+-", "-+"):
            r, white, black = int(l[7:10]), int(l[11:14]), int(l[15:18])
            wins.append((r, white if l[4:6] == "+-" else black))
    index = {int(l[4:8]): k for k, l in enumerate(lines) if l.startswith("001")}
    for r, team in wins:
        given = 0
        for pid in members.get(team, []):
            k = index.get(pid)
            pos = 91 + 10 * (r - 1)
            if k is None or given >= boards:
                continue
            l = lines[k].ljust(pos + 8)
            if l[pos : pos + 8] == "0000 - -":
                # The points field (columns 81-84) gains the forfeit win's point.
                points = float(l[80:84] or 0) + 1.0
                l = l[:80] + f"{points:4.1f}" + l[84:]
                lines[k] = l[:pos] + "0000 - +" + l[pos + 8 :]
                given += 1
    open(dst, "w", encoding="utf-8").write("\n".join(lines))


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--forfeited-matches":
        forfeited_matches(sys.argv[2], sys.argv[3])
        sys.exit(0)
    sys.exit(main(sys.argv[1]))
