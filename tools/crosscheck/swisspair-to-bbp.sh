#!/usr/bin/env bash
# Direction (b): tournaments made by swisspair's generator, checked by bbpPairings' checker (-c).
# Usage: tools/crosscheck/swisspair-to-bbp.sh COUNT SEED WORKDIR
# Writes WORKDIR/sp/*.trf (swisspair's tournaments), WORKDIR/sp-cases/<name>-r<round>/ for every
# round bbpPairings pairs differently (before.trf; reference.txt = bbpPairings' pairing of it;
# swisspair.txt and compare.txt = swisspair's pairing and the first differing criterion), and
# WORKDIR/swisspair-to-bbp.txt.
# DEADLINE (seconds since the epoch, optional): no file is checked after it (the summary counts
# the files checked); files are checked in plan order.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
count="${1:?COUNT}"; seed="${2:?SEED}"; work="${3:?WORKDIR}"
mkdir -p "$work/sp" "$work/sp-cases" "$work/sp-out"
snapshot_classes "$work"
start=$(date +%s)
runner generate "$work/sp" "$count" "$seed" | tail -1
made=$(date +%s)
files=0; rounds=0; differing=0; errors=0
report="$work/swisspair-to-bbp.txt"; : > "$report"
for f in "$work"/sp/*.trf; do
  if [ -n "${DEADLINE:-}" ] && [ "$(date +%s)" -ge "$DEADLINE" ]; then
    echo "stopped at the deadline before $(basename "$f")" | tee -a "$report"; break
  fi
  files=$((files + 1))
  name=$(basename "$f" .trf)
  # bbpPairings' report of each file is kept, so a longer run of the same plan checks only the new.
  out="$work/sp-out/$name.out"
  if [ ! -f "$out" ]; then
    if ! "$BBP" --dutch "$f" -c > "$out.part" 2> "$work/check.err"; then
      errors=$((errors + 1)); echo "$name: bbpPairings failed: $(head -c 300 "$work/check.err")" >> "$report"
      rm -f "$out.part"; continue
    fi
    mv "$out.part" "$out"
  fi
  n=$(grep -c ': Round #' "$out" || true)
  rounds=$((rounds + n))
  # A differing round: its 'Round #r' line is followed by the pairings table or 'No valid pairing'.
  for r in $(awk '/: Round #/{split($0,a,"#"); r=a[2]} /Checker pairings|No valid pairing/{print r}' "$out"); do
    differing=$((differing + 1))
    case="$work/sp-cases/$name-r$r"; mkdir -p "$case"
    [ -s "$case/compare.txt" ] && { echo "$name: round $r: $(tail -1 "$case/compare.txt")" >> "$report"; continue; }
    runner before "$f" "$r" "$case/before.trf"
    "$BBP" --dutch "$case/before.trf" -p "$case/reference.txt" 2> "$case/bbp.err" || true
    if [ -s "$case/reference.txt" ]; then
      runner compare "$case/before.trf" "$case/reference.txt" > "$case/compare.txt" 2>&1 || true
    fi
    echo "$name: round $r: $(tail -1 "$case/compare.txt" 2>/dev/null)" >> "$report"
  done
done
rm -f "$work/check.err"
echo "files $files, rounds checked $rounds, rounds differing $differing, bbpPairings errors $errors" | tee -a "$report"
echo "generated in $((made - start)) s, checked in $(( $(date +%s) - made )) s"
[ "$differing" -eq 0 ] && [ "$errors" -eq 0 ]
