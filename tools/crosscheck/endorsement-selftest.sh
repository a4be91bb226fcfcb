#!/usr/bin/env bash
# The acceptance checklist's verification run: for every pairing system, COUNT generated
# tournaments (settings other than players drawn per tournament from its seed: ratings, byes of
# each kind, forfeits, double forfeits, withdrawals, late entries, Baku, scoring, tie-breaks)
# written, read back and re-checked round by round by the checker.
#
#   tools/crosscheck/endorsement-selftest.sh [COUNT] [THREADS] [WORKDIR] [SYSTEM...]
#
# COUNT defaults to 50000, THREADS to the number of processors, WORKDIR to
# target/endorsement-selftest, SYSTEM to every system; JAR names another build of the launcher's
# jar. Each system keeps its progress in WORKDIR/SYSTEM.state: a run killed and started again
# with the same arguments goes on where it stopped, and a larger COUNT goes on from a smaller
# one; the figures do not depend on THREADS. The last line of WORKDIR/SYSTEM.log is the
# system's summary; the exit status is 1 when any system has a finding.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
count="${1:-50000}"
threads="${2:-$(nproc)}"
work="${3:-$root/target/endorsement-selftest}"
shift $(( $# < 3 ? $# : 3 ))
systems=("$@")
if [ ${#systems[@]} -eq 0 ]; then
  systems=(dutch burstein dubov lim double-swiss team rating-based simplified)
fi
seed="${SEED:-20261129}"
players="${PLAYERS:-8..40}"
jar="${JAR:-$root/solver/target/swisspair.jar}"
if [ ! -f "$jar" ]; then
  (cd "$root" && mvn -B -q -pl solver -am package -DskipTests >&2)
fi
mkdir -p "$work"
status=0
for s in "${systems[@]}"; do
  start=$(date +%s)
  if java -Xss16m -XX:+UseSerialGC -jar "$jar" selftest --system "$s" --tournaments "$count" \
      --seed "$seed" --players "$players" --threads "$threads" --state "$work/$s.state" \
      > "$work/$s.log" 2> "$work/$s.err"; then
    :
  else
    status=1
  fi
  echo "$s: $(tail -1 "$work/$s.log") [$(( $(date +%s) - start )) s this run; $(tail -1 "$work/$s.err" | tr -d '\r')]"
done
exit $status
