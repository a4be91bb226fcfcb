#!/usr/bin/env bash
# Times one Dutch round per cell (ScalingMeasurement, each cell in a fresh JVM) and prints one
# Markdown row per cell: players, round, median time, timed runs, peak heap, CPU seconds of the
# whole JVM, and the load average when the cell started. Inputs are SyntheticHistory, seed 20260201.
#
#   tools/perf/dutch-scaling.sh JAR "1000 2000" "2 5 9" [REPETITIONS] [BUDGET_SECONDS] [JVM OPTIONS...]
#
# JAR is benchmarks/target/benchmarks.jar (mvn -B -q -pl benchmarks -am package -DskipTests).
set -euo pipefail
jar="$1"; sizes="$2"; rounds="$3"; reps="${4:-3}"; budget="${5:-60}"; shift 5 || shift $#
echo "| players | round | median | timed runs | peak heap | JVM CPU | load |"
echo "|---:|---:|---:|---:|---:|---:|---:|"
for n in $sizes; do
  for r in $rounds; do
    load=$(cut -d' ' -f1 /proc/loadavg)
    out=$( { /usr/bin/time -f "TIME %U %S" timeout $((budget * 3 + 60)) java -Xmx1g -Xss16m \
      -XX:+UseSerialGC "$@" -cp "$jar" org.swisspair.benchmarks.ScalingMeasurement \
      "$n" "$r" 9 20260201 "$reps" "$budget"; } 2>&1 || true)
    cpu=$(echo "$out" | awk '/^TIME/ {printf "%.1f s", $2 + $3}')
    res=$(echo "$out" | awk '/^RESULT/ {printf "%.3f s | %d | %d MiB", $2 / 1e9, $3, $4 / 1048576}')
    if [ -z "$res" ]; then
      res=$(echo "$out" | grep -q OUT_OF_MEMORY && echo "out of memory | - | > 1 GiB" || echo "killed | - | -")
    fi
    echo "| $n | $r | $res | $cpu | $load |"
  done
done
