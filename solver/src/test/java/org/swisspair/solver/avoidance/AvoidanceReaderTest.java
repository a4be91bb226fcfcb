package org.swisspair.solver.avoidance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.solver.arbiter.FideMode;
import org.swisspair.solver.arbiter.FideModeCause;
import org.swisspair.solver.arbiter.FideModeVerdict;
import org.swisspair.solver.pairing.PairingSystems;

/** Avoidance groups from the federation field and the {@code ### AVOID} comments (ARB-10). */
class AvoidanceReaderTest {
  private static Tournament sixPlayers(String... comments) throws Exception {
    String[] feds = {"GER", "FRA", "GER", "", "FRA", "NED"};
    StringBuilder trf = new StringBuilder("012 Avoidance\nXXR 5\n");
    for (int id = 1; id <= 6; id++) {
      trf.append(
              String.format(
                  java.util.Locale.ROOT,
                  "001 %4d %1s%3s %-33s %4d %3s %11s %10s %4.1f %4d",
                  id,
                  "",
                  "",
                  "Player" + id,
                  2500 - 10 * id,
                  feds[id - 1],
                  "",
                  "",
                  0.0,
                  id))
          .append('\n');
    }
    for (String c : comments) {
      trf.append(c).append('\n');
    }
    return new TrfReader().read("six.trf", trf.toString());
  }

  @Test
  void groupsPlayersByFederationAndLeavesBlankAndAloneOut() throws Exception {
    AvoidanceGroups g = AvoidanceReader.read(sixPlayers(), AvoidanceReader.Source.of("federation"));
    assertThat(g.groups())
        .containsExactly(
            Map.entry("federation FRA", Set.of(2, 5)), Map.entry("federation GER", Set.of(1, 3)));
    assertThat(g.avoids(1, 3)).isTrue();
    assertThat(g.avoids(3, 1)).isTrue();
    assertThat(g.avoids(1, 2)).isFalse();
    assertThat(g.avoids(4, 6)).isFalse();
    assertThat(g.avoids(1, 1)).isFalse();
  }

  @Test
  void readsAvoidCommentsWithSeveralGroupsPerPlayer() throws Exception {
    Tournament t =
        sixPlayers("### AVOID club: 1 2 3", "### avoid  family:4,5", "### AVOID club: 6");
    AvoidanceGroups g = AvoidanceReader.read(t, AvoidanceReader.Source.COMMENT);
    assertThat(g.groups()).containsOnlyKeys("club", "family");
    assertThat(g.groups().get("club")).containsExactly(1, 2, 3, 6);
    assertThat(g.avoids(2, 6)).isTrue();
    assertThat(g.avoids(4, 5)).isTrue();
    assertThat(g.avoids(3, 4)).isFalse();
    AvoidanceGroups both = g.and(AvoidanceReader.federations(t));
    assertThat(both.groupsOf(1)).containsExactly("club", "federation GER");
    assertThat(both.avoids(2, 5)).isTrue();
  }

  @Test
  void refusesACommentThatIsNotAGroupNamingIt() throws Exception {
    assertThatThrownBy(() -> AvoidanceReader.comments(sixPlayers("### AVOID club 1 2")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("### AVOID club 1 2")
        .hasMessageContaining("hint");
    assertThatThrownBy(() -> AvoidanceReader.comments(sixPlayers("### AVOID club: 1 9")))
        .hasMessageContaining("no player 9");
    assertThatThrownBy(() -> AvoidanceReader.Source.of("club"))
        .hasMessageContaining("federation and comment");
  }

  @Test
  void aFileWithAvoidCommentsIsOutOfFideModeFromRoundOne() throws Exception {
    FideMode mode = new FideMode(PairingSystems.entry("dutch"));
    FideModeVerdict with = mode.verdict(sixPlayers("### AVOID club: 1 2"));
    assertThat(with.inFideMode()).isFalse();
    assertThat(with.causes())
        .extracting(FideModeCause::kind)
        .contains(FideModeCause.Kind.SOFT_AVOIDANCE);
    assertThat(with.sinceRound()).isEqualTo(1);
    assertThat(mode.verdict(sixPlayers()).causes())
        .extracting(FideModeCause::kind)
        .doesNotContain(FideModeCause.Kind.SOFT_AVOIDANCE);
  }

  @Test
  void aCauseOnlyWhenGroupsAreInUse() {
    assertThat(SoftAvoidance.fideModeCause(AvoidanceGroups.none(), 3)).isEmpty();
    List<FideModeCause> causes =
        SoftAvoidance.fideModeCause(AvoidanceGroups.of(Map.of("club", Set.of(1, 2))), 3);
    assertThat(causes).extracting(FideModeCause::round).containsExactly(3);
    assertThat(causes.get(0).detail()).contains("club");
  }

  @Test
  void aCommentWithARoundHoldsFromThatRoundOn() throws Exception {
    Tournament t =
        sixPlayers(
            "### AVOID club: 1 2",
            "### AVOID @ Round 3: club: 3",
            "### AVOID @ round 4 : family: 4 5");
    assertThat(AvoidanceReader.comments(t, 1).groups())
        .containsExactly(Map.entry("club", Set.of(1, 2)));
    assertThat(AvoidanceReader.comments(t, 3).groups().get("club")).containsExactly(1, 2, 3);
    assertThat(AvoidanceReader.comments(t, 3).groups()).doesNotContainKey("family");
    assertThat(AvoidanceReader.comments(t, 4).avoids(4, 5)).isTrue();
    assertThat(AvoidanceReader.comments(t).groups()).containsOnlyKeys("club", "family");
    assertThat(AvoidanceReader.firstRound(t)).isEqualTo(1);
    assertThat(AvoidanceReader.firstRound(sixPlayers("### AVOID @ Round 4: family: 4 5")))
        .isEqualTo(4);
    assertThat(AvoidanceReader.firstRound(sixPlayers())).isZero();
  }

  @Test
  void writtenLinesReadBackAsTheSameGroupsFromTheirRound() throws Exception {
    AvoidanceGroups g = AvoidanceReader.federations(sixPlayers());
    List<String> lines = AvoidanceReader.lines(g, 3);
    assertThat(lines)
        .containsExactly(
            "### AVOID @ Round 3: federation FRA: 2 5", "### AVOID @ Round 3: federation GER: 1 3");
    assertThat(AvoidanceReader.lines(g, 1)).first().isEqualTo("### AVOID federation FRA: 2 5");
    Tournament t = sixPlayers(lines.toArray(String[]::new));
    assertThat(AvoidanceReader.comments(t, 2).isEmpty()).isTrue();
    assertThat(AvoidanceReader.comments(t, 3).groups()).isEqualTo(g.groups());
  }

  @Test
  void aFileWhoseCommentsStartLaterLeavesFideModeFromThatRound() throws Exception {
    FideModeVerdict v =
        new FideMode(PairingSystems.entry("dutch"))
            .verdict(sixPlayers("### AVOID @ Round 4: club: 1 2"));
    assertThat(v.sinceRound()).isEqualTo(4);
    assertThat(v.causes())
        .extracting(FideModeCause::kind)
        .containsExactly(FideModeCause.Kind.SOFT_AVOIDANCE);
  }

  @Test
  void aTeamsFederationIsTheOneItsPlayersShare() throws Exception {
    Tournament t =
        sixPlayers()
            .withTeams(
                List.of(
                    new org.swisspair.model.Team(1, "A", "", "", List.of(1, 3), false),
                    new org.swisspair.model.Team(2, "B", "", "", List.of(2, 4, 5), false),
                    new org.swisspair.model.Team(3, "C", "", "", List.of(6), false),
                    new org.swisspair.model.Team(4, "D", "", "", List.of(1, 2), false)));
    // D's players give two federations, B's blank one does not count.
    assertThat(AvoidanceReader.teamFederations(t).groups()).isEmpty();
    Tournament two =
        t.withTeams(
            List.of(
                new org.swisspair.model.Team(1, "A", "", "", List.of(1), false),
                new org.swisspair.model.Team(2, "B", "", "", List.of(3, 4), false),
                new org.swisspair.model.Team(3, "C", "", "", List.of(6), false)));
    assertThat(AvoidanceReader.teamFederations(two).groups())
        .containsExactly(Map.entry("federation GER", Set.of(1, 2)));
    assertThatThrownBy(() -> AvoidanceReader.teamFederations(sixPlayers()))
        .hasMessageContaining("no team has a federation");
    Tournament comments = two.withOtherLines(List.of("### AVOID region: 1 3"));
    assertThat(AvoidanceReader.teamComments(comments, 1).avoids(1, 3)).isTrue();
    assertThatThrownBy(
            () -> AvoidanceReader.teamComments(two.withOtherLines(List.of("### AVOID x: 1 7")), 1))
        .hasMessageContaining("no team 7");
  }
}
