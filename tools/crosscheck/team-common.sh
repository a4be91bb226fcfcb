# Shared by the team cross-check scripts: the Sharly-Chess bbpPairings fork (never copied into the
# repository; SHARLY=/path/to/bbpPairings.exe built from github.com/Sharly-Chess/bbpPairings with
# team = yes), a snapshot of swisspair's classes, the driver and the classifier.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
here="$root/tools/crosscheck"
SHARLY="${SHARLY:-/work/ext/sharly/src/bbpPairings.exe}"
if [ ! -x "$SHARLY" ]; then
  echo "team crosscheck: the Sharly-Chess bbpPairings fork not found at $SHARLY; set SHARLY=" >&2
  exit 2
fi

# The command-line jar and the test classes (TeamCrossCheck), copied to WORKDIR/classes so that a
# build in the checkout while a run goes on cannot pull them away.
snapshot_classes() {
  local work="$1"
  if [ ! -f "$work/classes/swisspair.jar" ]; then
    if [ ! -f "$root/solver/target/swisspair.jar" ] \
        || [ ! -f "$root/solver/target/test-classes/org/swisspair/solver/team/TeamCrossCheck.class" ]; then
      (cd "$root" && mvn -B -q -Djacoco.skip=true -Dmaven.javadoc.skip=true -DskipTests -pl solver -am package >&2 \
        && mvn -B -q -Djacoco.skip=true -pl solver -am test-compile >&2)
    fi
    mkdir -p "$work/classes/test"
    cp "$root/solver/target/swisspair.jar" "$work/classes/"
    cp -r "$root/solver/target/test-classes/org" "$work/classes/test/"
  fi
  JAR="$work/classes/swisspair.jar"
  CLASSPATH_RUN="$JAR:$work/classes/test"
}

classify() {
  java -XX:+UseSerialGC -cp "$CLASSPATH_RUN" org.swisspair.solver.team.TeamCrossCheck "$@"
}
