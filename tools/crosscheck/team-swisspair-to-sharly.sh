#!/usr/bin/env bash
# Direction (b): team tournaments paired by swisspair, checked by the Sharly-Chess bbpPairings fork
# (--team IN -c). Three of four are generated in one JVM by the test-tree TeamCrossCheckFiles (Type
# A, Type B or no preferences, match or game points primary, forfeits, byes, withdrawals, late
# entries, 330/240/320 records, the PAB as U on every member; every other one with a reserve per
# team and 300 line-ups); one of four is driven round by round by tools/crosscheck/team-drive.py
# with a running `swisspair serve` as the engine (299 records, forfeits written with colour '-',
# U on every board of the PAB team). Both run at once, each on one JVM.
# Usage: tools/crosscheck/team-swisspair-to-sharly.sh COUNT SEED WORKDIR
# DEADLINE (seconds since the epoch, optional): no tournament is started after it.
# PORT (optional, default 18431): the port of the swisspair server on 127.0.0.1.
# Each file goes through the fork twice: its checker (-c), which sums the earlier rounds again with
# the match-point values whatever the primary score and without the 299 points, and its pairing
# mode (-p) on the file as it stood before each round (tools/crosscheck/team-prefix-pair.py), which
# scores the teams as its reader does; the second is the comparison that counts.
# Writes WORKDIR/ours/*.trf, *.trf.sharly (its checker's output; *.refused when it refused the
# file), *.trf.sharly-p (its pairing of every round), WORKDIR/swisspair-to-sharly.txt (classes
# against the checker) and WORKDIR/swisspair-to-sharly-p.txt (against the pairing mode).
source "$(dirname "${BASH_SOURCE[0]}")/team-common.sh"
count="${1:?COUNT}"; seed="${2:?SEED}"; work="${3:?WORKDIR}"
port="${PORT:-18431}"
mkdir -p "$work/ours" "$work/driven"
snapshot_classes "$work"
start=$(date +%s)
java -Xss16m -XX:+UseSerialGC -jar "$JAR" serve --port "$port" --threads 1 --timeout 300s \
  2> "$work/serve.err" &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
for _ in $(seq 60); do
  grep -q "serving on" "$work/serve.err" 2>/dev/null && break
  sleep 1
done
driven=$((count / 4))
python3 "$here/team-drive.py" "http://127.0.0.1:$port/v1/pair?system=team" "$work/driven" "$driven" \
  "$seed" ${DEADLINE:-} > "$work/drive.out" &
drive=$!
java -Xss16m -XX:+UseSerialGC -cp "$CLASSPATH_RUN" org.swisspair.solver.team.TeamCrossCheckFiles \
  "$work/ours" "$((count - driven))" "$seed" ${DEADLINE:-} | tee "$work/generate.out"
wait "$drive"
cat "$work/drive.out"
kill "$server" 2>/dev/null || true
cp "$work"/driven/*.trf "$work/ours/" 2>/dev/null || true
made=$(date +%s)
echo "written in $((made - start)) s"
args=()
argsp=()
refused=0
for f in "$work"/ours/*.trf; do
  if "$SHARLY" --team "$f" -c > "$f.sharly" 2>&1; then
    args+=("$f" "$f.sharly")
    argsp+=("$f" "$f.sharly-p")
  else
    refused=$((refused + 1)); mv "$f.sharly" "$f.refused"
  fi
done
echo "the fork's checker refused $refused files (kept as *.refused)"
printf '%s\n' "${args[@]}" | grep -v '\.sharly$' | xargs -r python3 "$here/team-prefix-pair.py" "$SHARLY"
for mode in bbp full; do
  out="$work/swisspair-to-sharly.txt"; [ "$mode" = full ] && out="$work/swisspair-to-sharly-p.txt"
  if [ "$mode" = bbp ]; then classify bbp "${args[@]}" > "$out"; else classify full "${argsp[@]}" > "$out"; fi
  echo "== against the fork's $([ "$mode" = bbp ] && echo 'checker (-c)' || echo 'pairing mode (-p), round by round'):"
  tail -1 "$out"
  head -n -1 "$out" | cut -d' ' -f3- | sed 's/(our step 4.3.[2-9])/(our step 4.3.x)/' | sort | uniq -c | sort -rn
done
echo "checked in $(( $(date +%s) - made )) s"
