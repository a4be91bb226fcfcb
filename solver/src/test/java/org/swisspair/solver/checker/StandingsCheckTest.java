package org.swisspair.solver.checker;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Tournament;
import org.swisspair.solver.tiebreak.TieBreakList;
import org.swisspair.solver.tiebreak.TieBreakOptions;
import org.swisspair.solver.tiebreak.TieBreakStandings;

class StandingsCheckTest {
  private static final String LIST = "BH/C1,BH,SB,DE,WIN,ARO";
  private final String trf = RankedFiles.fixture(RankedFiles.FIXTURE);
  private final Tournament t = RankedFiles.read(trf);
  private final TieBreakStandings standings = RankedFiles.standings(trf, LIST);

  private CheckReport.StandingsReport check(String list, Map<Integer, Integer> ranks) {
    return StandingsCheck.check(
        t,
        t.roundsInFile(),
        TieBreakList.parse(list),
        "202",
        TieBreakOptions.defaults(),
        ranks,
        id -> t.player(id).name());
  }

  @Test
  void ranksThatFollowTheListPass() {
    CheckReport.StandingsReport r = check(LIST, RankedFiles.places(standings));

    assertThat(r.checked()).isTrue();
    assertThat(r.differences()).isEmpty();
    assertThat(r.ranked()).isEqualTo(t.size());
    assertThat(r.tieBreaks()).containsExactly("BH/C1", "BH", "SB", "DE", "WIN", "ARO");
    assertThat(r.summary()).endsWith("0 of " + t.size() + " ranks differ");
  }

  @Test
  void twoSwappedRanksAreBothNamedWithTheDecidingTieBreak() {
    int[] ab = RankedFiles.neighbours(standings, true);
    Map<Integer, Integer> places = RankedFiles.places(standings);
    String deciding = standings.deciding(ab[0], ab[1]).orElseThrow().code();

    CheckReport.StandingsReport r = check(LIST, RankedFiles.swapped(places, ab[0], ab[1]));

    assertThat(deciding).isNotEqualTo("PTS");
    assertThat(r.differences())
        .extracting(CheckReport.RankDifference::id)
        .containsExactly(ab[1], ab[0]);
    CheckReport.RankDifference up = r.differences().get(0);
    assertThat(up.fileRank()).isEqualTo(places.get(ab[0]));
    assertThat(up.rank()).isEqualTo(places.get(ab[1]));
    assertThat(up.other()).isEqualTo(ab[0]);
    assertThat(up.deciding()).isEqualTo(deciding);
    assertThat(up.message())
        .contains("player " + ab[1] + " (" + t.player(ab[1]).name().strip() + ")")
        .contains("rank " + places.get(ab[0]) + " in the file")
        .contains("rank " + places.get(ab[1]) + " by " + LIST)
        .contains(deciding + " decides against player " + ab[0]);
    assertThat(r.differences().get(1).deciding()).isEqualTo(deciding);
  }

  @Test
  void swappedScoresAreDecidedByThePoints() {
    int[] ab = RankedFiles.neighbours(standings, false);

    CheckReport.StandingsReport r =
        check(LIST, RankedFiles.swapped(RankedFiles.places(standings), ab[0], ab[1]));

    assertThat(r.differences()).hasSize(2);
    assertThat(r.differences()).allSatisfy(d -> assertThat(d.deciding()).isEqualTo("PTS"));
    assertThat(r.differences().get(0).message()).contains("PTS decides against player " + ab[0]);
  }

  @Test
  void participantsTheListLeavesTiedMayStandInAnyOrder() {
    // One tie-break leaves shared ranks in this field.
    TieBreakStandings few = RankedFiles.standings(trf, "WIN");
    List<TieBreakStandings.Row> rows = few.rows();
    Map<Integer, Integer> reversed = new HashMap<>();
    Map<Integer, Integer> shared = new HashMap<>();
    int sharedGroups = 0;
    for (int i = 0; i < rows.size(); ) {
      int j = i;
      while (j + 1 < rows.size() && rows.get(j + 1).rank() == rows.get(i).rank()) {
        j++;
      }
      sharedGroups += j > i ? 1 : 0;
      for (int k = i; k <= j; k++) {
        // Each group's members in reverse, and each written with the group's shared rank.
        reversed.put(rows.get(k).id(), rows.get(i).rank() + (j - k));
        shared.put(rows.get(k).id(), rows.get(i).rank());
      }
      i = j + 1;
    }

    assertThat(sharedGroups).as("shared ranks by WIN alone").isPositive();
    assertThat(check("WIN", reversed).differences()).isEmpty();
    assertThat(check("WIN", shared).differences()).isEmpty();
  }

  @Test
  void aRankOutsideTheSharedPlacesIsNamedWithItsPlaces() {
    TieBreakStandings few = RankedFiles.standings(trf, "WIN");
    TieBreakStandings.Row first =
        few.rows().stream()
            .filter(row -> row.shared() && row.rank() > 1)
            .findFirst()
            .orElseThrow(() -> new AssertionError("no shared rank below the top"));
    Map<Integer, Integer> ranks = new HashMap<>(RankedFiles.places(few));
    ranks.put(first.id(), 1);

    List<CheckReport.RankDifference> d = new ArrayList<>(check("WIN", ranks).differences());

    assertThat(d).extracting(CheckReport.RankDifference::id).contains(first.id());
    CheckReport.RankDifference mine =
        d.stream().filter(x -> x.id() == first.id()).findFirst().orElseThrow();
    assertThat(mine.lastRank()).isGreaterThan(mine.rank());
    assertThat(mine.message()).contains("(shared)");
  }

  @Test
  void aRankNobodyHoldsIsNamed() {
    Map<Integer, Integer> ranks = new HashMap<>(RankedFiles.places(standings));
    ranks.put(1, t.size() + 5);

    CheckReport.StandingsReport r = check(LIST, ranks);

    assertThat(r.differences()).hasSize(1);
    assertThat(r.differences().get(0).other()).isZero();
    assertThat(r.differences().get(0).message())
        .contains("no participant holds rank " + (t.size() + 5));
  }

  @Test
  void participantsWithoutARankAreLeftOut() {
    Map<Integer, Integer> ranks = new HashMap<>(RankedFiles.places(standings));
    ranks.remove(3);
    ranks.put(4, 0);

    CheckReport.StandingsReport r = check(LIST, ranks);

    assertThat(r.ranked()).isEqualTo(t.size() - 2);
    assertThat(r.differences()).isEmpty();
  }
}
