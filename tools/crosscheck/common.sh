# Shared by the cross-check scripts: paths, the Java class path, the runner.
# BBP: the bbpPairings executable (never copied into the repository).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BBP="${BBP:-/work/ext/bbp/bbpPairings.exe}"
if [ ! -x "$BBP" ]; then
  echo "crosscheck: bbpPairings not found at $BBP; set BBP=/path/to/bbpPairings.exe" >&2
  exit 2
fi

# Compiles the solver and its test tree once and copies the classes to WORKDIR/classes, so that a
# build in the checkout while a run goes on cannot pull them away.
snapshot_classes() {
  local work="$1"
  if [ ! -f "$work/classes/cp.txt" ]; then
    if [ ! -f "$root/solver/target/cp.txt" ] \
        || [ ! -f "$root/solver/target/test-classes/org/swisspair/solver/cli/BbpCrossCheck.class" ]; then
      # One reactor run: the model comes from the checkout, not from an installed snapshot.
      (cd "$root" && mvn -B -q -pl solver -am test-compile dependency:build-classpath \
        -Dmdep.outputFile=target/cp.txt >&2)
    fi
    mkdir -p "$work/classes"
    cp -r "$root/solver/target/classes" "$work/classes/solver"
    cp -r "$root/solver/target/test-classes" "$work/classes/solver-test"
    cp -r "$root/model/target/classes" "$work/classes/model"
    cp "$root/solver/target/cp.txt" "$work/classes/cp.txt"
  fi
  CLASSPATH_RUN="$work/classes/solver:$work/classes/solver-test:$work/classes/model:$(cat "$work/classes/cp.txt")"
}

# Runs a sub-command of org.swisspair.solver.cli.BbpCrossCheck (after snapshot_classes).
runner() {
  java -Xss16m -XX:+UseSerialGC -cp "$CLASSPATH_RUN" org.swisspair.solver.cli.BbpCrossCheck "$@"
}
