#!/usr/bin/env python3
"""Compares swisspair's standings with Gacrux's tie-break values, case by case (gacrux-tiebreaks.sh).

Usage: gacrux-tiebreaks.py WORKDIR
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
        out[int(c["cid"])] = (int(c["rank"]), vals.get("PTS", vals.get("MPTS")), vals)
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
            # A team file: Gacrux ranks the teams, swisspair's standings the players.
            apart += 1
            details.append(f"{case}: participants differ: swisspair {sorted(sp)} gacrux {sorted(ga)}")
            continue
        cases += 1
        ranks_same = True
        for tb in ["PTS"] + codes:
            differing = []
            for pid in sorted(sp):
                mine = sp[pid][1] if tb == "PTS" else sp[pid][2].get(tb, NA)
                theirs = ga[pid][2].get(tb, NA)
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


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
