#!/usr/bin/env bash
# A platform's view of one Dutch event (docs/performance.md): PLAYERS players, ROUNDS rounds,
# every round paired as Lichess pairs with bbpPairings (the event written as a TRF file, one
# engine process per round, `ENGINE --dutch FILE -p`, the pairing read from standard output),
# results simulated between rounds (PlatformRun); then the same event through the Java library in
# one JVM; then bbpPairings on the same event where given. Prints a Markdown table: per round the
# CPU time and wall time (process start included) and peak RSS, and whether the pairings are the
# same.
#
#   tools/perf/platform-run.sh SOLVER_JAR BENCHMARKS_JAR OUT_DIR > platform.md
#
# Settings (environment): PLAYERS (default 5000), ROUNDS (default 11), LIMIT CPU seconds per
# round, wall time capped at four limits (default 120; a round over it stops that engine's event), NICE (default 10), BBP (optional
# bbpPairings executable; never part of the repository), JAVA_OPTS of the command line (default
# the swisspair script's: -Xss16m -XX:+UseSerialGC), LAUNCHER (optional: the command line is this
# launcher, e.g. ./swisspair with its class-data archive and JIT settings, instead of java -cp).
set -uo pipefail
solver="$1"; bench="$2"; out="$3"
players="${PLAYERS:-5000}"; rounds="${ROUNDS:-11}"; limit="${LIMIT:-120}"
niceness="${NICE:-10}"; bbp="${BBP:-}"
read -r -a java_opts <<<"${JAVA_OPTS:--Xss16m -XX:+UseSerialGC}"
mkdir -p "$out"
started=$(date +%s); load0=$(cut -d' ' -f1-3 /proc/loadavg)

# run NAME MODE [ENGINE...]: one event; its log in $out/NAME.log, its files in $out/NAME/.
run() {
  local name="$1" mode="$2"; shift 2
  rm -rf "${out:?}/$name"
  nice -n "$niceness" /usr/bin/time -v -o "$out/$name.time" \
    timeout $((4 * limit * rounds + 300)) java -Xss16m -XX:+UseSerialGC -cp "$bench" \
    org.swisspair.benchmarks.PlatformRun "$mode" "$players" "$rounds" "$out/$name" "$limit" "$@" \
    >"$out/$name.log" 2>&1
}
if [ -n "${LAUNCHER:-}" ]; then
  run command command "$LAUNCHER"
else
  run command command java "${java_opts[@]}" -cp "$solver" org.swisspair.solver.cli.Main
fi
run library library
[ -n "$bbp" ] && run bbp command "$bbp"

# field LOG ROUND: "CPU s|wall s|RSS MiB" of a round, or the reason it has none.
field() {
  awk -v r="$2" -v lim="$limit" '
    $1 == "ROUND" && $2 == r {w = sprintf("%.2f s", $3 / 1000); m = ($4 >= 0 ? sprintf("%d MiB", $4 / 1024) : "")
      c = (NF >= 6 ? sprintf("%.2f s", $6 / 1000) : "")}
    $1 == "STOPPED" && $2 == r {c = ($0 ~ /over the limit/ ? "> " lim " s" : "stopped")}
    END {if (w == "" && c == "") c = "not run"; printf "%s|%s|%s", c, w, m}' "$1"
}
same() {
  if [ -f "$out/$1/r$3.txt" ] && [ -f "$out/$2/r$3.txt" ]; then
    cmp -s "$out/$1/r$3.txt" "$out/$2/r$3.txt" && echo yes || echo no
  else
    echo "-"
  fi
}
echo "| round | command line: CPU | wall | peak RSS | library: CPU | wall | bbpPairings: CPU | wall | peak RSS | command line = library | = bbpPairings |"
echo "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|"
for ((r = 1; r <= rounds; r++)); do
  IFS='|' read -r cc cw cm <<<"$(field "$out/command.log" $r)"
  IFS='|' read -r lc lw _ <<<"$(field "$out/library.log" $r)"
  bc="not run"; bw=""; bm=""; sb="-"
  if [ -n "$bbp" ]; then
    IFS='|' read -r bc bw bm <<<"$(field "$out/bbp.log" $r)"; sb=$(same command bbp $r)
  fi
  echo "| $r | $cc | $cw | $cm | $lc | $lw | $bc | $bw | $bm | $(same command library $r) | $sb |"
done
total() {
  awk '$1 == "ROUND" && NF >= 6 {c += $6} $1 == "DONE" {d = $2; w = $3}
    END {printf "%.1f s CPU, %.1f s wall for %d rounds", c / 1000, w / 1000, d}' "$1"
}
rss() { awk -F': ' '/Maximum resident set size/ {printf "%d MiB", $2 / 1024}' "$1"; }
echo
echo "Total pairing time: command line $(total "$out/command.log"); library $(total "$out/library.log")$(
  [ -n "$bbp" ] && echo "; bbpPairings $(total "$out/bbp.log")")."
echo "Library JVM: peak RSS $(rss "$out/library.time") (pairing, simulation and the event), peak heap $(
  awk '$1 == "DONE" {printf "%d MiB", $4 / 1048576}' "$out/library.log")."
echo "Load average at the start: $load0; at the end: $(cut -d' ' -f1-3 /proc/loadavg); wall time $(( ($(date +%s) - started) / 60 )) min."
