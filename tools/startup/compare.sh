#!/usr/bin/env bash
# Usage: tools/startup/compare.sh BEFORE.jar AFTER.jar [N], from the checkout (it pairs the
# Quick start example). Example: the jar of an older commit against solver/target/swisspair.jar.
# Start-up of two CLI jars, interleaved so that the machine's load hits both alike: median wall
# time and median CPU time (user + sys, less sensitive to other processes) of N runs each.
set -euo pipefail
before=$1; after=$2; n=${3:-9}
trf=fixtures/examples/example.trf
med() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
for cmd in "--version" "pair $trf"; do
  wb=(); wa=(); cb=(); ca=()
  for i in $(seq "$n"); do
    for which in b a; do
      jar=$before; [ $which = a ] && jar=$after
      out=$( { /usr/bin/time -f '%e %U %S' java -Xss16m -XX:+UseSerialGC -jar "$jar" $cmd >/dev/null; } 2>&1 | tail -1)
      read -r wall user sys <<<"$out"
      w=$(awk -v x="$wall" 'BEGIN{printf "%d", x*1000}'); c=$(awk -v u="$user" -v s="$sys" 'BEGIN{printf "%d", (u+s)*1000}')
      if [ $which = b ]; then wb+=($w); cb+=($c); else wa+=($w); ca+=($c); fi
    done
  done
  echo "$cmd: wall before $(med "${wb[@]}") ms / after $(med "${wa[@]}") ms; CPU before $(med "${cb[@]}") ms / after $(med "${ca[@]}") ms (medians of $n)"
done
