#!/usr/bin/env bash
# The platform-scale table of docs/performance.md: for every players x round x system cell, one
# round paired warm in one JVM (ScalingMeasurement: a warm-up pairing, then the median of up to
# REPS more, CPU time of the pairing thread and wall time, peak heap) and from the command line
# (one fresh JVM per cell, JVM start and reading the file included: CPU time of the whole process,
# wall time, peak RSS by /usr/bin/time -v), each under a limit of CPU time (so that a loaded
# machine does not turn a fast cell into a slow one; wall time is capped at WALL_FACTOR times it),
# so that a slow cell is reported as "> LIMIT s" and never hangs; bbpPairings on the same TRF file
# where given.
#
#   tools/perf/platform-table.sh SOLVER_JAR BENCHMARKS_JAR OUT_DIR > table.md
#
# SOLVER_JAR is solver/target/swisspair.jar, BENCHMARKS_JAR benchmarks/target/benchmarks.jar
# (mvn -B -q -pl benchmarks -am package -DskipTests); copy both elsewhere first if you build while
# this runs. Settings (environment):
#   SIZES    players (default "1000 2000 5000 10000 20000 50000 100000")
#   ROUNDS   rounds to pair, of 11 (default "2 5 9 11")
#   SYSTEMS  default "dutch burstein"
#   HISTORY  synthetic (default: SyntheticHistory) or generated (earlier rounds paired by the
#            system itself: slow to build above a few thousand players)
#   LIMIT    CPU seconds per cell, warm and command line alike (default 120); LIMIT_LARGE for
#            more than 10,000 players (default LIMIT)
#   BUDGET   minutes of wall time for the whole table (default: none); the cells after it are
#            "not run (budget)"
#   WALL_FACTOR  the wall-time cap of a cell in limits (default 4; raise it on a loaded machine)
#   REPS     timed warm runs after the warm-up (default 3)
#   XMX      heap limit of every JVM (default 4g)
#   NICE     niceness of every measured process (default 10)
#   LAUNCHER the command-line cells run this launcher (e.g. ./swisspair, with its own heap, class-data
#            archive and JIT settings) instead of `java -cp SOLVER_JAR`; run it once before so
#            that its archive exists
#   BBP      bbpPairings executable (optional; never part of the repository), BBP_MAX players
#            (default 2000, TRF inputs only), BBP_LIMIT CPU seconds (default LIMIT), BBP_SYSTEMS
#            (default SYSTEMS)
# A cell over the limit (or out of memory) stops the larger sizes of the same system, round and
# kind ("not run"); when the warm-up alone (a cold pairing) is over the limit the command line of
# that cell is "> LIMIT s" without running it. Burstein's seeding rounds (1.6.2: the first 4 of
# 11) are Dutch rounds and are not run twice. Inputs: seed 20260201, written by ScalingReport to
# OUT_DIR/inputs-HISTORY[-SYSTEM] (TRF-16 up to 9,999 players, JSON above).
set -uo pipefail
solver="$1"; bench="$2"; out="$3"
sizes="${SIZES:-1000 2000 5000 10000 20000 50000 100000}"; rounds="${ROUNDS:-2 5 9 11}"
systems="${SYSTEMS:-dutch burstein}"; history="${HISTORY:-synthetic}"
limit0="${LIMIT:-120}"; limit_large="${LIMIT_LARGE:-$limit0}"; reps="${REPS:-3}"; xmx="${XMX:-4g}"; niceness="${NICE:-10}"
bbp="${BBP:-}"; bbp_max="${BBP_MAX:-2000}"; bbp_limit="${BBP_LIMIT:-$limit0}"; bbp_systems="${BBP_SYSTEMS:-$systems}"
budget_min="${BUDGET:-}"; wall_factor="${WALL_FACTOR:-4}"; total_rounds=11; seed=20260201
jvm=(-Xss16m -XX:+UseSerialGC "-Xmx$xmx")
launcher="${LAUNCHER:-}"
if [ -n "$launcher" ]; then cli_cmd=("$launcher"); else cli_cmd=(java "${jvm[@]}" -cp "$solver" org.swisspair.solver.cli.Main); fi
mkdir -p "$out/logs" "$out/pairings"

# The input directory of a system: synthetic histories do not depend on it.
inputs_of() {
  if [ "$history" = synthetic ]; then echo "$out/inputs-synthetic"; else echo "$out/inputs-$history-$1"; fi
}
for s in $systems; do
  dir=$(inputs_of "$s"); missing=0
  for n in $sizes; do for r in $rounds; do
    [ -f "$dir/n$n-r$r.trf" ] || [ -f "$dir/n$n-r$r.json" ] || missing=1
  done; done
  if [ $missing = 1 ]; then
    nice -n "$niceness" java "${jvm[@]}" -Dswisspair.writeInputs="$dir" -Dswisspair.inputsOnly=true \
      -Dswisspair.rounds="$(echo $rounds | tr ' ' ',')" -Dswisspair.totalRounds=$total_rounds \
      -Dswisspair.history="$history" -Dswisspair.system="$s" -cp "$bench" \
      org.swisspair.benchmarks.ScalingReport $sizes >"$out/logs/inputs-$s.log" 2>&1 \
      || { echo "writing the inputs failed: $out/logs/inputs-$s.log" >&2; exit 1; }
  fi
done

# Runs "$@" niced under /usr/bin/time -v, a CPU-time limit and a wall-time limit of WALL_FACTOR
# times it, output to $log; prints "wall|CPU|peak RSS MiB|exit" (exit 137 or 152: over the CPU limit,
# 124: over the wall limit).
timed() {
  local lim="$1"; shift
  nice -n "$niceness" /usr/bin/time -v -o "$log.time" prlimit --cpu="$lim:$((lim + 5))" \
    timeout $((lim * wall_factor)) "$@" >"$log" 2>&1
  local code=$?
  awk -F': ' -v code=$code '
    /Elapsed \(wall clock\)/ {n = split($2, p, ":"); w = 0; for (i = 1; i <= n; i++) w = w * 60 + p[i]}
    /User time/ {u = $2} /System time/ {s = $2}
    /Maximum resident set size/ {m = $2 / 1024}
    END {printf "%.2f|%.1f|%d|%d\n", w, u + s, m, code}' "$log.time"
}

fmt_s() { awk -v s="$1" 'BEGIN {if (s < 0.1) printf "%.1f ms", s * 1000; else if (s < 10) printf "%.2f s", s; else printf "%.1f s", s}'; }

echo "| players | round | system | warm: CPU | wall | runs | peak heap | command line: CPU | wall | peak RSS | load | bbpPairings: CPU | peak RSS | same pairing |"
echo "|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|"
declare -A stopped
started=$(date +%s)
for n in $sizes; do
  for r in $rounds; do
    for s in $systems; do
      if [ "$s" = burstein ] && [ "$r" -le 4 ] && [[ " $systems " == *" dutch "* ]]; then
        echo "| $n | $r | burstein | = Dutch (seeding round) | | | | | | | | | | |"
        continue
      fi
      dir=$(inputs_of "$s")
      in="$dir/n$n-r$r.trf"; [ -f "$in" ] || in="$dir/n$n-r$r.json"
      key="$s-$r"
      limit=$limit0; [ "$n" -gt 10000 ] && limit=$limit_large
      if [ -n "${stopped[$key]:-}" ]; then
        echo "| $n | $r | $s | not run (${stopped[$key]}) | | | not run | | | | | | |"
        continue
      fi
      load=$(cut -d' ' -f1 /proc/loadavg)
      # Warm, one JVM. The outer limit also covers building the input (not timed).
      log="$out/logs/warm-$s-n$n-r$r.log"
      IFS='|' read -r wwall wcpu wrss wcode <<<"$(timed $((limit * 2 + 60)) java "${jvm[@]}" \
        -Dswisspair.system="$s" -Dswisspair.history="$history" -Dswisspair.wallFactor="$wall_factor" \
        -cp "$bench" \
        org.swisspair.benchmarks.ScalingMeasurement "$n" "$r" $total_rounds $seed "$reps" "$limit")"
      cold_over=0
      if grep -q '^RESULT' "$log"; then
        warm=$(awk '/^RESULT/ {printf "%s|%d|%d MiB|%s", $2 / 1e9, $3, $4 / 1048576, $5 / 1e9}' "$log")
        IFS='|' read -r med runs heap medcpu <<<"$warm"
        [ "$runs" = 0 ] && runs="1 cold"
        warm="$(fmt_s "$medcpu") | $(fmt_s "$med") | $runs | $heap"
      elif grep -q '^OVER_LIMIT' "$log"; then
        IFS='|' read -r heap ocpu owall <<<"$(awk '/^OVER_LIMIT/ {printf "%d MiB|%s|%s", $3 / 1048576, $4 / 1e9, $5 / 1e9}' "$log")"
        warm="> $limit s | > $(fmt_s "$owall") | 0 | > $heap"; cold_over=1
        # Over the wall cap before the CPU limit: the load, not the cell.
        awk -v c="$ocpu" -v l="$limit" 'BEGIN {exit !(c < l)}' && warm="> $(fmt_s "$ocpu") (wall cap) | > $(fmt_s "$owall") | 0 | > $heap"
        stopped[$key]="$n players > $limit s"
      elif grep -q -e '^OUT_OF_MEMORY' -e OutOfMemoryError "$log"; then
        warm="out of memory | | 0 | > $xmx"; cold_over=1
        stopped[$key]="$n players out of memory"
      else
        warm="failed (exit $wcode, $(basename "$log")) | | | "
      fi
      # Command line, one fresh JVM, as a user or a platform runs it.
      res="$out/pairings/$s-n$n-r$r.txt"
      if [ $cold_over = 1 ]; then
        cli="> $limit s (the warm-up, a cold run, was) | | "
      else
        log="$out/logs/cli-$s-n$n-r$r.log"
        IFS='|' read -r wall cpu rss code <<<"$(timed "$limit" "${cli_cmd[@]}" \
          pair "$in" --system "$s" -o "$res")"
        if [ "$code" = 0 ]; then
          cli="$(fmt_s "$cpu") | $(fmt_s "$wall") | $rss MiB"
        elif [ "$code" = 124 ]; then
          cli="> $(fmt_s "$cpu") (wall cap) | > $(fmt_s "$wall") | > $rss MiB"
          stopped[$key]="$n players > $limit s"
        elif [ "$code" = 137 ] || [ "$code" = 152 ]; then
          cli="> $limit s | > $(fmt_s "$wall") | > $rss MiB"
          stopped[$key]="$n players > $limit s"
        elif grep -qi -e OutOfMemoryError -e "out of memory" "$log"; then
          cli="out of memory ($xmx) | $(fmt_s "$wall") | $rss MiB"
          stopped[$key]="$n players out of memory"
        else
          cli="failed (exit $code, $(basename "$log")) | | "
        fi
      fi
      theirs=" | | "
      if [ -n "$bbp" ] && [ "$n" -le "$bbp_max" ] && [[ " $bbp_systems " == *" $s "* ]] && [ "${in%.trf}" != "$in" ]; then
        log="$out/logs/bbp-$s-n$n-r$r.log"; bres="$out/pairings/bbp-$s-n$n-r$r.txt"
        IFS='|' read -r bwall bcpu brss bcode <<<"$(timed "$bbp_limit" "$bbp" "--$s" "$in" -p "$bres")"
        if [ "$bcode" = 0 ]; then
          same=no
          if [ -f "$res" ] && cmp -s "$res" "$bres"; then same="yes, byte for byte";
          elif [ ! -f "$res" ]; then same="-"; fi
          theirs="$(fmt_s "$bcpu") | $brss MiB | $same"
        elif [ "$bcode" = 124 ]; then
          theirs="> $(fmt_s "$bcpu") CPU (wall cap) | > $brss MiB | -"
        elif [ "$bcode" = 137 ] || [ "$bcode" = 152 ]; then
          theirs="> $bbp_limit s CPU | > $brss MiB | -"
        else
          theirs="failed (exit $bcode) | | -"
        fi
      fi
      echo "| $n | $r | $s | $warm | $cli | $load | $theirs |"
    done
  done
done
echo
echo "Wall time of the whole table: $(( ($(date +%s) - started) / 60 )) min; load at the end: $(cut -d' ' -f1-3 /proc/loadavg)."
