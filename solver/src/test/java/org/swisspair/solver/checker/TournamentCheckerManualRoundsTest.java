package org.swisspair.solver.checker;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.api.CheckRequest;
import org.swisspair.api.CheckResult;
import org.swisspair.api.Operations;
import org.swisspair.api.TournamentSource;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.ManualBoard;
import org.swisspair.model.trf.ManualRound;
import org.swisspair.model.trf.ManualRounds;
import org.swisspair.solver.arbiter.ManualPairer;
import org.swisspair.solver.arbiter.PlayedRound;
import org.swisspair.solver.generator.GeneratorOptions;
import org.swisspair.solver.generator.TournamentGenerator;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.PairingSystems;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.swiss.RoundSetup;

/** Rounds the file marks as paired by the arbiter's hand are reported as manual (ARB-8). */
class TournamentCheckerManualRoundsTest {
  private final PairingSystem dutch = PairingSystems.byName("dutch").orElseThrow();

  /** Thirteen players, two rounds paired by the engine, seven declared. */
  private Tournament twoRounds() throws Exception {
    return new TournamentGenerator(dutch)
        .generate(GeneratorOptions.defaults(13, 2, 11L))
        .withTotalRounds(7);
  }

  /** A fixed board in round 3 that the engine does not pair: the Whites of its first two boards. */
  private ManualRound fixedAgainstTheEngine(Tournament t) throws Exception {
    RoundPairing free = dutch.pair(RoundSetup.state(t, 3, false), false);
    List<Pair> games = free.games();
    return new ManualRound(
        3, List.of(new ManualBoard(games.get(0).white(), games.get(1).white(), 0)), 0);
  }

  private RoundPairing byHand(Tournament t, ManualRound m) throws Exception {
    RoundState state = RoundSetup.state(t, 3, false);
    return new ManualPairer(dutch).pair(state, m, false).pairing();
  }

  @Test
  void theTextReportOfCheckNamesTheManualRoundAndItsBoards() throws Exception {
    Tournament t = twoRounds();
    ManualRound m = fixedAgainstTheEngine(t);
    Tournament played = PlayedRound.with(t, 3, byHand(t, m).boards());

    CheckResult r =
        Operations.check(CheckRequest.of(TournamentSource.of(ManualRounds.with(played, m))));

    assertThat(r.agrees()).isTrue();
    assertThat(r.output())
        .contains(": round 3: paired by the arbiter's hand: fixed boards " + m.boards().get(0))
        .contains("the engine's own pairing differs")
        .contains("1 paired by the arbiter's hand");
  }

  @Test
  void reportsAMarkedRoundAsManualNotAsDiffering() throws Exception {
    Tournament t = twoRounds();
    ManualRound m = fixedAgainstTheEngine(t);
    Tournament played = PlayedRound.with(t, 3, byHand(t, m).boards());

    CheckReport unmarked = new TournamentChecker(dutch).check(played);
    assertThat(unmarked.roundsDiffering()).isEqualTo(1);
    assertThat(unmarked.manualRounds()).isEmpty();

    CheckReport report = new TournamentChecker(dutch).check(ManualRounds.with(played, m));
    assertThat(report.roundsDiffering()).isZero();
    assertThat(report.agrees()).isTrue();
    assertThat(report.manualRounds())
        .singleElement()
        .satisfies(
            r -> {
              assertThat(r.round()).isEqualTo(3);
              assertThat(r.boards()).isEqualTo(m.boards());
              assertThat(r.engineDiffers()).isTrue();
              assertThat(r.differs()).isFalse();
              assertThat(r.describe())
                  .contains("paired by the arbiter's hand: fixed boards " + m.boards().get(0))
                  .contains("the engine's own pairing differs");
            });
    assertThat(report.rounds()).noneMatch(CheckReport.RoundReport::differs);
    assertThat(report.summary())
        .contains("3 rounds checked, 0 differ, 1 paired by the arbiter's hand");
    String json = CheckReportJson.json(report, 0, report.describe());
    assertThat(json)
        .contains("\"manualRounds\"")
        .contains("\"fixedBoards\"")
        .contains("\"engineDiffers\" : true");
  }

  @Test
  void aManualRoundWhoseRestIsNotTheRulesDiffers() throws Exception {
    Tournament t = twoRounds();
    ManualRound m = fixedAgainstTheEngine(t);
    List<Pair> boards = new ArrayList<>(byHand(t, m).boards());
    // Swap the Blacks of the last two boards the arbiter did not fix.
    Pair fixed = new Pair(m.boards().get(0).white(), m.boards().get(0).black());
    List<Integer> rest = new ArrayList<>();
    for (int i = 0; i < boards.size(); i++) {
      if (!boards.get(i).isBye() && !boards.get(i).equals(fixed)) {
        rest.add(i);
      }
    }
    int a = rest.get(rest.size() - 2);
    int b = rest.get(rest.size() - 1);
    Pair pa = boards.get(a);
    Pair pb = boards.get(b);
    boards.set(a, new Pair(pa.white(), pb.black()));
    boards.set(b, new Pair(pb.white(), pa.black()));

    CheckReport report =
        new TournamentChecker(dutch).check(ManualRounds.with(PlayedRound.with(t, 3, boards), m));
    assertThat(report.roundsDiffering()).isEqualTo(1);
    assertThat(report.manualRounds())
        .singleElement()
        .satisfies(
            r -> {
              assertThat(r.differs()).isTrue();
              assertThat(r.restDifference())
                  .contains("the boards the arbiter did not fix are not the system's pairing");
            });
  }

  @Test
  void aMarkedRoundTheEngineWouldPairAlikeSaysSo() throws Exception {
    Tournament t = twoRounds();
    RoundPairing free = dutch.pair(RoundSetup.state(t, 3, false), false);
    Pair top = free.boards().get(0);
    ManualRound m = new ManualRound(3, List.of(new ManualBoard(top.white(), top.black(), 0)), 0);
    Tournament played = ManualRounds.with(PlayedRound.with(t, 3, free.boards()), m);
    CheckReport report = new TournamentChecker(dutch).check(played);
    assertThat(report.roundsDiffering()).isZero();
    assertThat(report.manualRounds())
        .singleElement()
        .satisfies(r -> assertThat(r.engineDiffers()).isFalse());
    assertThat(report.describe()).contains("the engine's own pairing is the same");
  }

  @Test
  void reportsAChosenPabAsManual() throws Exception {
    Tournament t = twoRounds();
    RoundState state = RoundSetup.state(t, 3, false);
    int enginePab = dutch.pair(state, false).pab();
    int chosen = 0;
    for (int id : state.playersToPair()) {
      if (id != enginePab && !dutch.rules(state).byeIneligible(state.player(id))) {
        chosen = id;
        break;
      }
    }
    int pab = chosen;
    ManualRound m = new ManualRound(3, List.of(), pab);
    RoundPairing p = new ManualPairer(dutch).pair(state, m, false).pairing();
    CheckReport report =
        new TournamentChecker(dutch)
            .check(ManualRounds.with(PlayedRound.with(t, 3, p.boards()), m));
    assertThat(report.roundsDiffering()).isZero();
    assertThat(report.manualRounds())
        .singleElement()
        .satisfies(
            r -> {
              assertThat(r.pab()).isEqualTo(pab);
              assertThat(r.engineDiffers()).isTrue();
              assertThat(r.describe()).contains("PAB to " + pab);
            });
  }
}
