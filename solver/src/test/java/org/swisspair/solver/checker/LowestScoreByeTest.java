package org.swisspair.solver.checker;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.swisspair.api.CheckRequest;
import org.swisspair.api.CheckResult;
import org.swisspair.api.Operations;
import org.swisspair.api.PairFormat;
import org.swisspair.api.PairRequest;
import org.swisspair.api.TournamentSource;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.model.team.TeamRoundState;
import org.swisspair.model.team.TeamState;
import org.swisspair.model.trf.ManualRound;
import org.swisspair.model.trf.ManualRounds;
import org.swisspair.solver.arbiter.FixedBoardNotice;
import org.swisspair.solver.arbiter.ManualPairer;
import org.swisspair.solver.arbiter.ManualPairing;
import org.swisspair.solver.arbiter.PlayedRound;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.PairingSystems;
import org.swisspair.solver.swiss.RoundSetup;
import org.swisspair.solver.team.TeamGenerator;
import org.swisspair.solver.team.TeamPairingSystem;
import org.swisspair.solver.testing.FixtureFiles;
import org.swisspair.solver.testing.HandTournament;

/** Checklist Q66: a chosen PAB above the lowest score it could go to is reported, not refused. */
class LowestScoreByeTest {
  /**
   * Nine players after round 1: 1 beat 5, 2 won against 6 by forfeit, 3 drew with 7, 4 was absent,
   * 8 had a full-point bye and 9 the PAB. Before round 2 the players who may receive the PAB with
   * the lowest score (0) are 4, 5 and 6.
   */
  private static Tournament roundOne() {
    return new HandTournament(2400, 2350, 2300, 2250, 2200, 2150, 2100, 2050, 2000)
        .game(1, 5, '1')
        .game(2, 6, '+')
        .game(3, 7, '=')
        .bye(4, ResultCode.ZERO_BYE)
        .bye(8, ResultCode.FULL_BYE)
        .bye(9, ResultCode.PAIRING_BYE)
        .build(5);
  }

  private static ManualPairing pab(String system, int player) throws Exception {
    return new ManualPairer(PairingSystems.byName(system).orElseThrow())
        .pair(RoundSetup.state(roundOne(), 2, false), new ManualRound(2, List.of(), player), false);
  }

  private static List<FixedBoardNotice> pabNotices(ManualPairing p) {
    return p.notices().stream().filter(n -> n.board() == null).toList();
  }

  @ParameterizedTest
  @ValueSource(strings = {"dutch", "burstein", "dubov", "lim", "rating-based", "simplified"})
  void aPabAboveTheLowestScoreIsGivenAndReported(String system) throws Exception {
    ManualPairing p = pab(system, 1);
    assertThat(p.pairing().pab()).isEqualTo(1);
    assertThat(pabNotices(p))
        .singleElement()
        .satisfies(
            n -> {
              assertThat(n.criterion()).isEqualTo("PAB");
              assertThat(n.absolute()).isFalse();
              assertThat(n.text())
                  .contains("PAB to player 1 with 1.0 points")
                  .contains("players 4, 5, 6 may receive it with 0.0")
                  .contains("Q66");
            });
  }

  @ParameterizedTest
  @ValueSource(strings = {"dutch", "burstein", "dubov", "lim", "rating-based", "simplified"})
  void aPabAtTheLowestScoreIsNotReported(String system) throws Exception {
    assertThat(pabNotices(pab(system, 5))).isEmpty();
    // 3 and 7 drew: half a point is above the lowest, whoever of the two gets it.
    assertThat(pabNotices(pab(system, 7))).singleElement();
  }

  @Test
  void onlyPlayersTheByeCriterionAllowsCount() throws Exception {
    // 8 (full-point bye) and 9 (PAB) have a point but may not receive it; 2 (forfeit win) neither.
    RoundState state = RoundSetup.state(roundOne(), 2, false);
    PairingRules rules = PairingSystems.byName("dutch").orElseThrow().rules(state);
    assertThat(LowestScoreBye.warning(state, rules, 4)).isEmpty();
    assertThat(LowestScoreBye.warning(state, rules, 3).orElseThrow())
        .contains("players 4, 5, 6 may receive it with 0.0")
        .doesNotContain("8")
        .doesNotContain(" 9");
  }

  @Test
  void aTeamPabAboveTheLowestTeamScoreIsReported() throws Exception {
    TeamPairingSystem system = new TeamPairingSystem();
    int reported = 0;
    for (long seed = 1; seed <= 6; seed++) {
      Tournament t = new TeamGenerator(system).generate(TeamGenerator.Options.of(9, 3, seed));
      RoundState state = new RoundState(RoundSetup.stateBefore(t, 3), 3);
      TeamRoundState ts = new TeamRoundState(system.teams(state.tournament()), 3);
      if (ts.teamsToPair().size() % 2 == 0) {
        continue;
      }
      TeamState high = null;
      TeamState low = null;
      for (int k : ts.teamsToPair()) {
        TeamState s = ts.team(k);
        if (!s.byeIneligible()) {
          high = high == null || s.pairingScore() > high.pairingScore() ? s : high;
          low = low == null || s.pairingScore() < low.pairingScore() ? s : low;
        }
      }
      if (high == null || high.pairingScore() == low.pairingScore()) {
        continue;
      }
      ManualPairing p =
          new ManualPairer(system).pair(state, new ManualRound(3, List.of(), high.number()), false);
      assertThat(pabNotices(p))
          .as("seed %d", seed)
          .singleElement()
          .satisfies(n -> assertThat(n.text()).contains("PAB to team " + p.pairing().pab()));
      ManualPairing lowest =
          new ManualPairer(system).pair(state, new ManualRound(3, List.of(), low.number()), false);
      assertThat(pabNotices(lowest)).as("seed %d", seed).isEmpty();
      reported++;
    }
    assertThat(reported).isPositive();
  }

  /** Round 2 as the arbiter paired it with the PAB to player 1, the file marking it. */
  private static Tournament pabToPlayerOneInTheFile() throws Exception {
    ManualRound hand = new ManualRound(2, List.of(), 1);
    PairingSystem dutch = PairingSystems.byName("dutch").orElseThrow();
    ManualPairing p =
        new ManualPairer(dutch).pair(RoundSetup.state(roundOne(), 2, false), hand, false);
    return ManualRounds.with(PlayedRound.with(roundOne(), 2, p.pairing().boards()), hand);
  }

  @Test
  void checkReportsTheWarningOnTheFilesChosenPab() throws Exception {
    Tournament file = pabToPlayerOneInTheFile();
    CheckReport report =
        new TournamentChecker(PairingSystems.byName("dutch").orElseThrow()).check(file);
    assertThat(report.manualRounds())
        .singleElement()
        .satisfies(
            m -> {
              assertThat(m.pab()).isEqualTo(1);
              assertThat(m.notices()).singleElement().asString().contains("PAB to player 1");
            });

    CheckResult text = Operations.check(CheckRequest.of(TournamentSource.of(file)));
    assertThat(text.output()).contains("round 2: paired by the arbiter's hand").contains("Q66");
    CheckResult json =
        Operations.check(
            CheckRequest.of(TournamentSource.of(file))
                .withFormat(org.swisspair.api.CheckFormat.JSON));
    JsonNode manual = new ObjectMapper().readTree(json.output()).get("manualRounds").get(0);
    assertThat(manual.get("notices").get(0).asText()).contains("PAB to player 1");
  }

  @Test
  void pairPrintsTheWarningAndItsJsonFollowsTheSchema() throws Exception {
    PairRequest request = PairRequest.of(TournamentSource.of(roundOne())).withPab(1);
    assertThat(Operations.pair(request.withFormat(PairFormat.TEXT)).output())
        .contains("PAB 1 chosen by the arbiter")
        .contains("  PAB to player 1 with 1.0 points");
    JsonNode json =
        new ObjectMapper().readTree(Operations.pair(request.withFormat(PairFormat.JSON)).output());
    JsonNode notice = json.get("manual").get("notices").get(0);
    assertThat(notice.get("board").isNull()).isTrue();
    assertThat(notice.get("criterion").asText()).isEqualTo("PAB");
    Path schema = FixtureFiles.root().getParent().resolve("docs/schema/pairing.schema.json");
    assertThat(
            JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012)
                .getSchema(new ObjectMapper().readTree(Files.readString(schema)))
                .validate(json))
        .isEmpty();
  }
}
