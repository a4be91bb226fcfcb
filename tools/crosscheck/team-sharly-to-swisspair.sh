#!/usr/bin/env bash
# Direction (a): team tournaments paired round by round by the Sharly-Chess bbpPairings fork
# (--team -p), checked by swisspair (every round re-paired and compared; the differences classed).
# Usage: tools/crosscheck/team-sharly-to-swisspair.sh COUNT SEED WORKDIR
# DEADLINE (seconds since the epoch, optional): no tournament is started after it.
# Writes WORKDIR/sharly/*.trf (its tournaments; *.trf.stuck when it could not pair a round),
# WORKDIR/sharly-to-swisspair.txt (one line per differing round, then the totals) and the classes.
source "$(dirname "${BASH_SOURCE[0]}")/team-common.sh"
count="${1:?COUNT}"; seed="${2:?SEED}"; work="${3:?WORKDIR}"
mkdir -p "$work/sharly"
snapshot_classes "$work"
start=$(date +%s)
python3 "$here/team-drive.py" "$SHARLY --team {in} -p {out}" "$work/sharly" "$count" "$seed" ${DEADLINE:-}
made=$(date +%s)
echo "driven in $((made - start)) s"
find "$work/sharly" \( -name "*.trf" -o -name "*.trf.stuck" \) | sort | xargs java -XX:+UseSerialGC -cp "$CLASSPATH_RUN" \
  org.swisspair.solver.team.TeamCrossCheck file > "$work/sharly-to-swisspair.txt"
tail -1 "$work/sharly-to-swisspair.txt"
echo "classes of the differing rounds:"
head -n -1 "$work/sharly-to-swisspair.txt" | cut -d' ' -f3- | sed 's/(our step 4.3.[2-9])/(our step 4.3.x)/' | sort | uniq -c | sort -rn
echo "checked in $(( $(date +%s) - made )) s"
