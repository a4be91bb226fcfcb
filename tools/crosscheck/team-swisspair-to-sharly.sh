#!/usr/bin/env bash
# Direction (b): team tournaments paired by swisspair, checked by the Sharly-Chess bbpPairings fork
# (--team IN -c). Three of four come from `swisspair generate --system team` (Type A, Type B or no
# preferences, match or game points primary, forfeits, byes, withdrawals, late entries, 330/240/320
# records); every fourth is driven round by round by tools/crosscheck/team-drive.py with swisspair
# as the engine (299 records, forfeits written with colour '-', U on every board of the PAB team).
# Usage: tools/crosscheck/team-swisspair-to-sharly.sh COUNT SEED WORKDIR
# DEADLINE (seconds since the epoch, optional): no tournament is started after it.
# Writes WORKDIR/ours/*.trf, WORKDIR/ours/*.trf.sharly (its checker's output; *.refused when it
# refused the file) and WORKDIR/swisspair-to-sharly.txt.
source "$(dirname "${BASH_SOURCE[0]}")/team-common.sh"
count="${1:?COUNT}"; seed="${2:?SEED}"; work="${3:?WORKDIR}"
mkdir -p "$work/ours" "$work/driven"
snapshot_classes "$work"
start=$(date +%s)
prefs=(A B none); prim=(match game); deadends=0
for ((i = 0; i < count; i++)); do
  if [ -n "${DEADLINE:-}" ] && [ "$(date +%s)" -ge "$DEADLINE" ]; then echo "stopped at the deadline at $i"; break; fi
  if (( i % 4 == 3 )); then
    python3 "$here/team-drive.py" "java -Xss16m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -jar $JAR pair --system team {in} -o {out}" \
      "$work/driven" 1 "$((seed * 1000 + i))" > /dev/null
    continue
  fi
  s=$((seed * 100003 + i))
  teams=$((5 + s % 12)); rounds=$((3 + (s / 12) % 7)); (( rounds >= teams )) && rounds=$((teams - 1))
  p=${prefs[$(( (s / 7) % 3 ))]}; q=${prim[$(( (s / 5) % 2 ))]}
  name=$(printf 'ours-%05d-%s-%s-t%02d-r%d' "$i" "$p" "$q" "$teams" "$rounds")
  [ -f "$work/ours/$name.trf" ] && continue
  java -Xss16m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -jar "$JAR" generate --system team --format trf26 \
    --players "$teams" --rounds "$rounds" --seed "$s" --colour-preferences "$p" --primary-score "$q" \
    --forfeit-rate 0.05 --half-bye-rate 0.04 --zero-bye-rate 0.03 --withdrawal-rate 0.02 \
    --late-entries $(( s % 3 == 0 ? 1 : 0 )) -o "$work/ours/$name.trf" 2>>"$work/generate.err" \
    || deadends=$((deadends + 1))
done
cp "$work"/driven/*.trf "$work/ours/" 2>/dev/null || true
made=$(date +%s)
echo "generated in $((made - start)) s ($deadends generator dead ends: a round with no legal pairing)"
args=()
refused=0
for f in "$work"/ours/*.trf; do
  if "$SHARLY" --team "$f" -c > "$f.sharly" 2>&1; then
    args+=("$f" "$f.sharly")
  else
    refused=$((refused + 1)); mv "$f.sharly" "$f.refused"
  fi
done
echo "the fork refused $refused files (kept as *.refused)"
classify bbp "${args[@]}" > "$work/swisspair-to-sharly.txt"
tail -1 "$work/swisspair-to-sharly.txt"
echo "classes of the differing rounds:"
head -n -1 "$work/swisspair-to-sharly.txt" | cut -d' ' -f3- | sed 's/(our step 4.3.[2-9])/(our step 4.3.x)/' | sort | uniq -c | sort -rn
echo "checked in $(( $(date +%s) - made )) s"
