#!/usr/bin/env bash
# The scaling table of the README's Performance section (issue 10): one Dutch round from the
# command line, JVM start included, for every size and round, each a single run in a fresh JVM
# with -Xmx1g, killed after the budget; bbpPairings on the same TRF input up to BBP_MAX players,
# with whether its pairing is byte for byte the same; then the warm in-JVM median of
# ScalingMeasurement for the small sizes. Every cell runs, one at a time, under nice.
#
#   tools/perf/dutch-table.sh SOLVER_JAR BENCHMARKS_JAR OUT_DIR [BUDGET_S] [SIZES] [ROUNDS]
#
# SOLVER_JAR is solver/target/swisspair.jar, BENCHMARKS_JAR benchmarks/target/benchmarks.jar
# (mvn -B -q -pl benchmarks -am package -DskipTests); copy both elsewhere first if you build while
# this runs. Inputs: SyntheticHistory, seed 20260201, rounds of 9, written by ScalingReport to
# OUT_DIR/inputs (TRF-16 up to 9,999 players, JSON above). bbpPairings: BBP (default
# /work/ext/bbp/bbpPairings.exe; never part of the repository), BBP_MAX (default 5000), BBP_BUDGET
# (default the budget). WARM_SIZES (default "1000 2000"): sizes also timed warm in one JVM.
set -uo pipefail
solver="$1"; bench="$2"; out="$3"; budget="${4:-300}"
sizes="${5:-1000 2000 5000 9999 20000 50000}"; rounds="${6:-2 5 9}"
bbp="${BBP:-/work/ext/bbp/bbpPairings.exe}"; bbp_max="${BBP_MAX:-5000}"
bbp_budget="${BBP_BUDGET:-$budget}"; warm_sizes="${WARM_SIZES:-1000 2000}"
jvm=(-Xss16m -XX:+UseSerialGC -Xmx1g)
mkdir -p "$out/inputs" "$out/logs"
csv=$(echo $sizes | tr ' ' ' ')
missing=0
for n in $sizes; do for r in $rounds; do
  [ -f "$out/inputs/n$n-r$r.trf" ] || [ -f "$out/inputs/n$n-r$r.json" ] || missing=1
done; done
if [ $missing = 1 ]; then
  java -Dswisspair.writeInputs="$out/inputs" -Dswisspair.inputsOnly=true -Dswisspair.totalRounds=9 \
    -Dswisspair.rounds="$(echo $rounds | tr ' ' ',')" -cp "$bench" \
    org.swisspair.benchmarks.ScalingReport $csv 2>&1 | tail -1
fi

# Runs "$@" under nice and /usr/bin/time -v with a time limit; prints
# "wall | CPU | peak RSS | exit" and keeps the log as $log.
timed() {
  local limit="$1"; shift
  nice -n 19 /usr/bin/time -v -o "$log.time" timeout "$limit" "$@" >"$log" 2>&1
  local code=$?
  local wall cpu rss
  wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {n = split($2, p, ":"); s = 0;
    for (i = 1; i <= n; i++) s = s * 60 + p[i]; printf "%.2f", s}' "$log.time")
  cpu=$(awk -F': ' '/User time/ {u = $2} /System time/ {s = $2} END {printf "%.2f", u + s}' \
    "$log.time")
  rss=$(awk -F': ' '/Maximum resident set size/ {printf "%d", $2 / 1024}' "$log.time")
  echo "$wall|$cpu|$rss|$code"
}

echo "| players | round | swisspair wall | CPU | peak RSS | load | bbpPairings wall | CPU | peak RSS | same pairing |"
echo "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|"
for n in $sizes; do
  for r in $rounds; do
    in="$out/inputs/n$n-r$r.trf"; [ -f "$in" ] || in="$out/inputs/n$n-r$r.json"
    load=$(cut -d' ' -f1 /proc/loadavg)
    log="$out/logs/swisspair-n$n-r$r.log"
    IFS='|' read -r wall cpu rss code <<<"$(timed "$budget" java "${jvm[@]}" -cp "$solver" \
      org.swisspair.solver.cli.Main pair "$in" -o "$out/swisspair-n$n-r$r.txt")"
    if [ "$code" = 0 ]; then
      ours="$wall s | $cpu s | $rss MiB"
    elif [ "$code" = 124 ]; then
      ours="did not finish in $budget s | $cpu s | $rss MiB"
    elif grep -qi -e OutOfMemoryError -e "out of memory" "$log"; then
      ours="out of memory (-Xmx1g) after $wall s | $cpu s | $rss MiB"
    else
      ours="failed (exit $code, $log) | $cpu s | $rss MiB"
    fi
    theirs="not run | | | "
    if [ "$n" -le "$bbp_max" ] && [ -x "$bbp" ] && [ "${in%.trf}" != "$in" ]; then
      log="$out/logs/bbp-n$n-r$r.log"
      IFS='|' read -r bwall bcpu brss bcode <<<"$(timed "$bbp_budget" "$bbp" --dutch "$in" \
        -p "$out/bbp-n$n-r$r.txt")"
      if [ "$bcode" = 0 ]; then
        same=no
        if [ "$code" = 0 ] && cmp -s "$out/swisspair-n$n-r$r.txt" "$out/bbp-n$n-r$r.txt"; then
          same="yes, byte for byte"
        elif [ "$code" != 0 ]; then
          same="-"
        fi
        theirs="$bwall s | $bcpu s | $brss MiB | $same"
      elif [ "$bcode" = 124 ]; then
        theirs="did not finish in $bbp_budget s | $bcpu s | $brss MiB | -"
      else
        theirs="failed (exit $bcode) | $bcpu s | $brss MiB | -"
      fi
    fi
    echo "| $n | $r | $ours | $load | $theirs |"
  done
done

echo
echo "Warm, in one JVM (ScalingMeasurement: one warm-up pairing, then the median of up to 3):"
echo
echo "| players | round | median | timed runs | peak heap | JVM CPU | load |"
echo "|---:|---:|---:|---:|---:|---:|---:|"
for n in $warm_sizes; do
  for r in $rounds; do
    load=$(cut -d' ' -f1 /proc/loadavg)
    log="$out/logs/warm-n$n-r$r.log"
    IFS='|' read -r wall cpu rss code <<<"$(timed "$budget" java "${jvm[@]}" -cp "$bench" \
      org.swisspair.benchmarks.ScalingMeasurement "$n" "$r" 9 20260201 3 "$budget")"
    res=$(awk '/^RESULT/ {printf "%.3f s | %d | %d MiB", $2 / 1e9, $3, $4 / 1048576}' "$log")
    [ -n "$res" ] || res="did not finish (exit $code) | - | -"
    echo "| $n | $r | $res | $cpu s | $load |"
  done
done
