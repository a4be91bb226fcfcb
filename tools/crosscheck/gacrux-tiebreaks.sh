#!/usr/bin/env bash
# Tie-breaks of swisspair's standings against Gacrux (Otto Milvang's TieBreakServer), value by value.
# Usage: GACRUX=DIR [SWISSPAIR=COMMAND] [PYTHON=python3] tools/crosscheck/gacrux-tiebreaks.sh COUNT WORKDIR
#   GACRUX     a checkout of github.com/OttoMilvang/TieBreakServer (its tiebreakchecker.py; needs
#              python3 with networkx); never a test or build dependency
#   SWISSPAIR  the swisspair command (default: ./swisspair)
#   COUNT      tournaments per configuration; the configurations are every individual system with
#              clean and messy results (forfeits, half-point and zero-point byes, withdrawals, late
#              entries), 3-1-0 scoring, unrated players, Baku acceleration, and the Team system
#              (match or game points primary, forfeited matches, byes, withdrawals): a team file is
#              compared team by team on the team tie-breaks (C.07 Art. 12, 13, :MP/:GP forms)
#   REUSE_GACRUX=1   keep Gacrux's answers of an earlier run in WORKDIR (to compare another swisspair)
#   REUSE_SWISSPAIR=1  keep swisspair's answers of an earlier run (to compare with other rules)
#   GENERATE_ONLY=1  only make the tournaments (WORKDIR/g), to compare them in a later run
#   SEED       first seed (default 1); DEADLINE (seconds since the epoch): no new tournament after it
#   CONFIGS    an extended regular expression: only the configurations whose name matches (e.g. '^team-')
#   UNRATED    the rating unrated players count with in ARO, TPR, PTP, APRO, APPO (default 1400), given
#              to both (swisspair --unrated-rating, Gacrux -u) where swisspair takes it
#   RULES      2026 (default: Gacrux's reading of the C.07 text approved in February 2026) or 2024
#              (its reading of the 2024 text: Gacrux's /V2024 modifier on every tie-break)
# Gacrux runs with -s: every generated tournament is a Swiss (it would otherwise take one whose
# participants number the rounds or one more for a round robin, and read its unplayed rounds so).
# Writes WORKDIR/g/<case>.trf (as generated), WORKDIR/t/<case>.trf (with a 202 record), <case>.swisspair (standings --format json, or
# csv where json is missing), <case>.gacrux (tiebreakchecker's JSON), WORKDIR/manifest.txt and
# WORKDIR/summary.txt: per tie-break the participants that agree and differ, then every differing
# case. Exit 0 when everything compared agrees, 1 when something differs, 2 when a run failed.
set -uo pipefail
count="${1:?COUNT}"; work="${2:?WORKDIR}"
: "${GACRUX:?GACRUX=path of a TieBreakServer checkout}"
SWISSPAIR="${SWISSPAIR:-./swisspair}"; PYTHON="${PYTHON:-python3}"; seed0="${SEED:-1}"
RULES="${RULES:-2026}"
case "$RULES" in 2026) vsuffix="" ;; 2024) vsuffix="/V2024" ;; *) echo "RULES: 2026 or 2024" >&2; exit 2 ;; esac
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
mkdir -p "$work/t" "$work/g"
manifest="$work/manifest.txt"; : > "$manifest"

# The tie-breaks to compare, in Gacrux's notation (C.07 codes, modifiers after '/'); those that
# swisspair's standings do not know are dropped once, up front.
candidates="${TIEBREAKS:-BH/C1 BH SB DE WIN WON BPG BWG REP PS KS ARO ARO/C1 BH/M1 BH/C2 FB SB/C1 AOB TPR PTP APRO APPO}"
# A team file's: the team tie-breaks of C.07 Art. 12 and 13, and individual ones over the primary
# score or over match (:MP) or game points (:GP).
team_candidates="${TEAM_TIEBREAKS:-MPVGP ESB EMMSB EMGSB EGMSB EGGSB EMGSB/C1 EDE EDET EDEB EDEBT EDEBB SSSC BC TBR BBE DE BH BH/C1 SB BH:GP BH:MP/C1 SB:GP SB:MP PS KS AOB FB}"
probe="$work/probe.trf"; team_probe="$work/probe-team.trf"
$SWISSPAIR generate --players 6 --rounds 3 --seed 1 --format trf26 -o "$probe" > /dev/null || exit 2
$SWISSPAIR generate --system team --players 5 --rounds 3 --seed 1 --format trf26 -o "$team_probe" > /dev/null || exit 2
known=(); known_team=(); slash=0; sformat=csv; srated=(); grated=()
if [ -z "${GENERATE_ONLY:-}" ]; then
  for tb in $candidates; do
    if $SWISSPAIR standings "$probe" --tiebreaks "$tb" > /dev/null 2>&1 \
      || $SWISSPAIR standings "$probe" --tiebreaks "${tb//\//-}" > /dev/null 2>&1; then
      known+=("$tb")
    fi
  done
  echo "tie-breaks both implement: ${known[*]}"
  # Team codes: an engine that ranks players only takes none of them, and team files are skipped.
  for tb in $team_candidates; do
    if $SWISSPAIR standings "$team_probe" --tiebreaks "$tb" --format json 2>/dev/null | grep -q '"team"'; then
      known_team+=("$tb")
    fi
  done
  echo "team tie-breaks both implement: ${known_team[*]:-none}"
  # swisspair's spelling: the probe tells whether it reads '/' (C.07) or only '-'.
  $SWISSPAIR standings "$probe" --tiebreaks "BH/C1" > /dev/null 2>&1 && slash=1
  spell() { if [ "$slash" = 1 ]; then echo "$1"; else echo "${1//\//-}"; fi; }
  # One rating for unrated players on both sides, where swisspair takes it.
  UNRATED="${UNRATED:-1400}"
  if $SWISSPAIR standings "$probe" --unrated-rating "$UNRATED" > /dev/null 2>&1; then
    srated=(--unrated-rating "$UNRATED"); grated=(-u "$UNRATED")
  fi
  # The same text of C.07 on both sides, where swisspair takes --rules.
  if $SWISSPAIR standings "$probe" --rules "$RULES" > /dev/null 2>&1; then
    srated+=(--rules "$RULES")
  fi
  # JSON standings where the command has them.
  $SWISSPAIR standings "$probe" --format json > /dev/null 2>&1 && sformat=json
fi

configs=(
  "dutch-clean|--system dutch"
  "dutch-messy|--system dutch --forfeit-rate 0.06 --half-bye-rate 0.05 --zero-bye-rate 0.03 --withdrawal-rate 0.02 --late-entries 2"
  "dutch-w3d1|--system dutch --scoring W=3,D=1,L=0 --forfeit-rate 0.04 --half-bye-rate 0.04"
  "dutch-unrated|--system dutch --unrated-share 0.25 --forfeit-rate 0.03"
  "dutch-baku|--system dutch --baku --half-bye-rate 0.03"
  "burstein-messy|--system burstein --forfeit-rate 0.05 --half-bye-rate 0.05 --withdrawal-rate 0.02"
  "dubov-messy|--system dubov --forfeit-rate 0.05 --zero-bye-rate 0.04 --late-entries 1"
  "lim-messy|--system lim --forfeit-rate 0.05 --half-bye-rate 0.05 --withdrawal-rate 0.02"
  "double-swiss-messy|--system double-swiss --forfeit-rate 0.04 --half-bye-rate 0.04"
  "rating-based-messy|--system rating-based --forfeit-rate 0.05 --zero-bye-rate 0.03"
  "simplified-messy|--system simplified --forfeit-rate 0.05 --half-bye-rate 0.04 --late-entries 1"
  "team-clean|--system team"
  "team-messy|--system team --forfeit-rate 0.05 --half-bye-rate 0.03"
  "team-gp|--system team --primary-score game --forfeit-rate 0.04 --half-bye-rate 0.03"
  "team-absent|--system team --withdrawals 3% --zero-byes 3% --forfeit-rate 0.03"
)
failed=0; made=0; deadends=0
for config in "${configs[@]}"; do
  name="${config%%|*}"; opts="${config#*|}"
  if [ -n "${CONFIGS:-}" ] && ! [[ "$name" =~ $CONFIGS ]]; then continue; fi
  case "$name" in team-*) team=1 ;; *) team=0 ;; esac
  for ((i = 0; i < count; i++)); do
    if [ -n "${DEADLINE:-}" ] && [ "$(date +%s)" -ge "$DEADLINE" ]; then break 2; fi
    s=$((seed0 + i))
    # Sizes and lengths vary with the seed: 7..40 players (4..12 teams), 4..9 rounds.
    if [ "$team" = 1 ]; then players=$((4 + (s * 7) % 9)); else players=$((7 + (s * 13) % 34)); fi
    rounds=$((4 + (s * 5) % 6)); [ "$rounds" -ge "$players" ] && rounds=$((players - 1))
    case_="$name-s$s"
    trf="$work/t/$case_.trf"; gen="$work/g/$case_.trf"
    # The generated tournament is kept in g/ and made once: a second run (another engine, other
    # rules) compares the same tournaments.
    # shellcheck disable=SC2086
    if [ ! -f "$gen" ]; then
      $SWISSPAIR generate $opts --players "$players" --rounds "$rounds" --seed "$s" \
        --format trf26 -o "$gen" > /dev/null 2> "$work/t/$case_.err"
      code=$?
      # Exit 1: the system found no valid pairing for a round of this seed, a dead end, not a fault.
      if [ "$code" = 1 ]; then deadends=$((deadends + 1)); continue; fi
      if [ "$code" != 0 ]; then
        echo "generate failed: $case_ ($(head -c 200 "$work/t/$case_.err"))"; failed=$((failed + 1)); continue
      fi
    fi
    [ -n "${GENERATE_ONLY:-}" ] && { made=$((made + 1)); continue; }
    # The list: the known tie-breaks, rotated by the seed so that DE meets different tie groups.
    # FB goes last: Gacrux's FB changes the state its later BH-family tie-breaks read (with FB
    # first, its BH of the same file differs), while C.07 defines each tie-break on its own.
    if [ "$team" = 1 ]; then
      [ "${#known_team[@]}" -eq 0 ] && continue
      pool=("${known_team[@]}")
    else
      pool=("${known[@]}")
    fi
    n=${#pool[@]}; list=(); fore=()
    for ((k = 0; k < n; k++)); do
      tb="${pool[$(((k + s) % n))]}"
      case "$tb" in FB | FB/*) fore+=("$tb") ;; *) list+=("$tb") ;; esac
    done
    list+=("${fore[@]}")
    gl=$(IFS=,; echo "${list[*]}")
    sl=""; for tb in "${list[@]}"; do sl="${sl:+$sl,}$(spell "$tb")"; done
    # 202 after the header's first line, as Gacrux reads it, in place of the one the generator drew.
    awk -v l="202 $gl" 'NR == 1 { print; print l; next } /^202 / { next } { print }' "$gen" > "$trf"
    # A team file's matches forfeited as a whole are written as the TEC's example writes them (the
    # winner's boards '+'), so that a reader of the player lines sees the match the 330 record gives.
    if [ "$team" = 1 ]; then
      "$PYTHON" "$here/gacrux-tiebreaks.py" --forfeited-matches "$trf" "$trf.tmp" && mv "$trf.tmp" "$trf"
    fi
    # An engine that reads C.07 codes reads the list from the 202 record, as Gacrux does.
    if [ "$slash" = 1 ]; then sopt=(); else sopt=(--tiebreaks "$sl"); fi
    # REUSE_SWISSPAIR=1: swisspair's answer of an earlier run in this WORKDIR stands.
    if [ -n "${REUSE_SWISSPAIR:-}" ] && [ -s "$work/t/$case_.swisspair" ]; then
      :
    elif ! $SWISSPAIR standings "$trf" "${sopt[@]}" "${srated[@]}" --format "$sformat" > "$work/t/$case_.swisspair" 2> "$work/t/$case_.err"; then
      echo "swisspair standings failed: $case_ ($(head -c 200 "$work/t/$case_.err"))"; failed=$((failed + 1)); continue
    fi
    # shellcheck disable=SC2046
    glist=(); for tb in "${list[@]}"; do glist+=("$tb$vsuffix"); done
    # The primary score: a team file whose 192 code names game points before match points is
    # ranked by them, which Gacrux's checker reads from the code GPTS (it takes PTS as match points).
    primary=PTS
    if [ "$team" = 1 ] && awk '/^192 / { exit !(match($0, /_(MP|GP)(_|$)/) && substr($0, RSTART + 1, 2) == "GP") }' "$trf"; then
      primary=GPTS
    fi
    # REUSE_GACRUX=1: Gacrux's answer of an earlier run in this WORKDIR stands (same list, same rules).
    if [ -n "${REUSE_GACRUX:-}" ] && [ -s "$work/t/$case_.gacrux" ]; then
      :
    elif ! (cd "$GACRUX" && "$PYTHON" tiebreakchecker.py -i "$trf" -o - -s "${grated[@]}" -t "$primary" "${glist[@]}") \
        > "$work/t/$case_.gacrux" 2> "$work/t/$case_.err"; then
      echo "gacrux failed: $case_ ($(head -c 200 "$work/t/$case_.err"))"; failed=$((failed + 1)); continue
    fi
    rm -f "$work/t/$case_.err"
    echo "$case_ $sformat $gl" >> "$manifest"
    made=$((made + 1))
  done
done
if [ -n "${GENERATE_ONLY:-}" ]; then echo "$made tournaments in $work/g, $deadends dead ends, $failed failed"; exit 0; fi
echo "$made tournaments compared (Gacrux with the C.07 rules of $RULES), $deadends generator dead ends, $failed runs failed"
"$PYTHON" "$here/gacrux-tiebreaks.py" "$work" > "$work/summary.txt"
status=$?
head -60 "$work/summary.txt"
[ "$failed" -gt 0 ] && exit 2
exit "$status"
