#!/usr/bin/env bash
# Direction (a): tournaments made by bbpPairings' generator, checked by swisspair's checker.
# Usage: tools/crosscheck/bbp-to-swisspair.sh COUNT SEED WORKDIR [THREADS]
# Writes WORKDIR/bbp/*.trf (bbpPairings' tournaments), WORKDIR/bbp-cases/<name>-r<round>/ for every
# round swisspair pairs differently (before.trf, reference.txt = bbpPairings' pairing as played,
# swisspair.txt, check.txt = first differing criterion), and WORKDIR/bbp-to-swisspair.txt.
# DEADLINE (seconds since the epoch, optional): no tournament is generated after it; the check
# then runs on the tournaments made so far (the summary says how many).
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
count="${1:?COUNT}"; seed="${2:?SEED}"; work="${3:?WORKDIR}"; threads="${4:-1}"
mkdir -p "$work/bbp" "$work/bbp-cases" "$work/tmp"
snapshot_classes "$work"
start=$(date +%s)
generated=0; deadends=0; stopped=0
while read -r index profile players rounds tseed; do
  if [ -n "${DEADLINE:-}" ] && [ "$(date +%s)" -ge "$DEADLINE" ]; then stopped=1; break; fi
  name=$(printf 'bbp-%05d-%s-n%03d-r%02d-s%s' "$index" "$profile" "$players" "$rounds" "$tseed")
  out="$work/bbp/$name.trf"
  [ -f "$out" ] && { generated=$((generated + 1)); continue; }
  cfg="$work/tmp/$name.cfg"
  printf 'PlayersNumber=%s\nRoundsNumber=%s\n' "$players" "$rounds" > "$cfg"
  case "$profile" in
    messy) printf 'ForfeitRate=12\nRetiredRate=30\nHalfPointByeRate=25\nDrawPercentage=35\n' >> "$cfg" ;;
    clean) printf 'ForfeitRate=1000000\nRetiredRate=1000000\nHalfPointByeRate=1000000\n' >> "$cfg" ;;
    w3d1) printf 'PointsForWin=3\nPointsForDraw=1\nPointsForPAB=3\n' >> "$cfg" ;;
  esac
  if [ "$profile" = baku ]; then
    # bbpPairings' generator takes Baku from a model file whose 192 code asks for it.
    if ! "$BBP" --dutch -g "$cfg" -o "$work/tmp/$name.model0" -s "$tseed" 2>/dev/null; then
      deadends=$((deadends + 1)); continue
    fi
    { printf '012 model\r\n192 FIDE_DUTCH_2025_BAKU\r\nXXR %s\r\n' "$rounds"
      tr '\r' '\n' < "$work/tmp/$name.model0" | grep '^001' | sed 's/$/\r/'; } > "$work/tmp/$name.model"
    if ! "$BBP" --dutch "$work/tmp/$name.model" -g -o "$out.part" -s "$tseed" 2>/dev/null; then
      rm -f "$out.part"; deadends=$((deadends + 1)); continue
    fi
  elif ! "$BBP" --dutch -g "$cfg" -o "$out.part" -s "$tseed" 2>/dev/null; then
    rm -f "$out.part"; deadends=$((deadends + 1)); continue
  fi
  mv "$out.part" "$out"
  generated=$((generated + 1))
done < <(runner plan "$count" "$seed")
rm -rf "$work/tmp"
made=$(date +%s)
echo "bbpPairings generated $generated tournaments ($deadends dead ends) in $((made - start)) s$( [ "$stopped" = 1 ] && echo ", stopped at the deadline after plan index $index")"
status=0
runner check "$work/bbp" "$work/bbp-cases" "$threads" | tee "$work/bbp-to-swisspair.txt" | tail -1 || status=$?
echo "checked in $(( $(date +%s) - made )) s"
exit $status
