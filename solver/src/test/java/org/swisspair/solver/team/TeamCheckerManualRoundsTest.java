package org.swisspair.solver.team;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swisspair.api.CheckFormat;
import org.swisspair.api.CheckRequest;
import org.swisspair.api.CheckResult;
import org.swisspair.api.Operations;
import org.swisspair.api.TournamentSource;
import org.swisspair.model.Tournament;
import org.swisspair.model.team.TeamTournament;
import org.swisspair.model.trf.ManualBoard;
import org.swisspair.model.trf.ManualRound;
import org.swisspair.model.trf.ManualRounds;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.solver.arbiter.FideModeCause;
import org.swisspair.solver.checker.CheckReport;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.testing.FixtureFiles;

/** The team check reads the {@code ###} comments of the arbiter's hand (ARB-8, ARB-18). */
class TeamCheckerManualRoundsTest {
  private final TeamPairingSystem system = new TeamPairingSystem();

  private Tournament generated() throws Exception {
    return new TeamGenerator(system).generate(TeamGenerator.Options.of(10, 4, 21L));
  }

  private static ManualRound fixed(int round, Pair... boards) {
    return new ManualRound(
        round,
        List.of(boards).stream().map(p -> new ManualBoard(p.white(), p.black(), 0)).toList(),
        0);
  }

  @Test
  void aMarkedMatchTheEngineAlsoMakesIsManualAndFollowsTheRules() throws Exception {
    TeamTournament tt = system.teams(generated());
    Pair match =
        TeamChecker.filePairs(tt, 3).stream().filter(p -> !p.isBye()).findFirst().orElseThrow();

    CheckReport.ManualRoundReport m = new TeamChecker(system).checkManualRound(tt, fixed(3, match));

    assertThat(m.engineDiffers()).isFalse();
    assertThat(m.differs()).isFalse();
    assertThat(m.restPairs()).containsExactlyInAnyOrderElementsOf(m.filePairs());
    assertThat(m.describe())
        .startsWith(
            "round 3: paired by the arbiter's hand: fixed boards "
                + match.white()
                + "-"
                + match.black())
        .contains("the engine's own pairing is the same");
  }

  @Test
  void aFixedMatchTheFileDoesNotHoldIsReportedAsDiffering() throws Exception {
    TeamTournament tt = system.teams(generated());
    List<Pair> games = TeamChecker.filePairs(tt, 3).stream().filter(p -> !p.isBye()).toList();
    // The Whites of two matches of the file fixed together: the file's other matches are not
    // the rules' pairing of the rest.
    Pair notInFile = new Pair(games.get(0).white(), games.get(1).white());

    CheckReport.ManualRoundReport m =
        new TeamChecker(system).checkManualRound(tt, fixed(3, notInFile));

    assertThat(m.differs()).isTrue();
    assertThat(m.restPairs()).contains(notInFile);
    assertThat(m.restDifference()).contains("not the system's pairing of the rest");
  }

  @Test
  void onlyTheRoundsCheckedAreReported() throws Exception {
    TeamTournament tt = system.teams(generated());
    Pair match =
        TeamChecker.filePairs(tt, 2).stream().filter(p -> !p.isBye()).findFirst().orElseThrow();
    Map<Integer, ManualRound> manual = Map.of(2, fixed(2, match), 9, fixed(9, match));

    assertThat(new TeamChecker(system).checkManualRounds(tt, manual, Set.of(1, 2, 3, 4)))
        .extracting(CheckReport.ManualRoundReport::round)
        .containsExactly(2);
    assertThat(new TeamChecker(system).checkManualRounds(tt, manual, Set.of(1, 3))).isEmpty();
  }

  /** The TEC's team example with its round 12 (which the engine pairs otherwise) marked manual. */
  private static Tournament tecRoundTwelveByHand() throws Exception {
    Tournament t =
        new TrfReader()
            .read(FixtureFiles.root().resolve("real/tec-trf26-grandmommys-cup-team.trf"));
    return ManualRounds.with(t, fixed(12, new Pair(4, 21), new Pair(12, 14)));
  }

  @Test
  void theTeamCheckReportsAMarkedRoundAsManualInTextJsonAndOneRound() throws Exception {
    Tournament t = tecRoundTwelveByHand();

    CheckResult text = Operations.check(CheckRequest.of(TournamentSource.of(t)));
    assertThat(text.output())
        .contains(
            "round 12: paired by the arbiter's hand: fixed boards 4-21, 12-14;"
                + " the engine's own pairing differs")
        .doesNotContain("Round 12: checker | tournament")
        .contains("Round 13: checker | tournament")
        .contains("14 rounds checked, 8 differ, 1 paired by the arbiter's hand");
    assertThat(text.report().manualRounds())
        .singleElement()
        .satisfies(m -> assertThat(m.round()).isEqualTo(12));
    // A manual round that differs from the engine's own pairing leaves FIDE mode (ARB-8).
    assertThat(text.fideMode().causes())
        .anySatisfy(
            c -> {
              assertThat(c.kind()).isEqualTo(FideModeCause.Kind.MANUAL_BOARDS);
              assertThat(c.round()).isEqualTo(12);
            });
    assertThat(text.output()).contains("FIDE mode: left at round");

    CheckResult json =
        Operations.check(CheckRequest.of(TournamentSource.of(t)).withFormat(CheckFormat.JSON));
    JsonNode root = new ObjectMapper().readTree(json.output());
    assertThat(root.get("manualRounds").get(0).get("round").asInt()).isEqualTo(12);
    assertThat(root.get("manualRounds").get(0).get("engineDiffers").asBoolean()).isTrue();
    assertThat(root.get("fideMode").get("inFideMode").asBoolean()).isFalse();

    CheckResult one = Operations.check(CheckRequest.of(TournamentSource.of(t)).withOnlyRound(12));
    assertThat(one.output()).contains("1 rounds checked, 0 differ, 1 paired by the arbiter's hand");
    assertThat(Operations.check(CheckRequest.of(TournamentSource.of(t)).withOnlyRound(13)).output())
        .doesNotContain("arbiter's hand");
  }
}
