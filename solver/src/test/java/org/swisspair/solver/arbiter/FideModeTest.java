package org.swisspair.solver.arbiter;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.ForbiddenPairs;
import org.swisspair.model.Player;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.RoundState;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.FideModeComment;
import org.swisspair.model.trf.ManualBoard;
import org.swisspair.model.trf.ManualRound;
import org.swisspair.model.trf.ManualRounds;
import org.swisspair.solver.arbiter.FideModeCause.Kind;
import org.swisspair.solver.generator.GeneratorOptions;
import org.swisspair.solver.generator.TournamentGenerator;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.PairingSystems;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.swiss.RoundSetup;
import org.swisspair.solver.team.TeamChecker;
import org.swisspair.solver.team.TeamGenerator;
import org.swisspair.solver.team.TeamPairingSystem;

/** The FIDE-mode verdict on files with each cause, and on a file with none. */
class FideModeTest {
  private static final PairingSystems.Entry DUTCH = PairingSystems.entry("dutch");

  /** Fourteen players, the first {@code rounds} rounds paired by the Dutch engine. */
  private static Tournament generated(int rounds) throws Exception {
    return new TournamentGenerator(PairingSystems.byName("dutch").orElseThrow())
        .generate(GeneratorOptions.defaults(14, rounds, 2026L))
        .withTotalRounds(7);
  }

  private static FideModeVerdict verdict(Tournament t) {
    return new FideMode(DUTCH).verdict(t);
  }

  @Test
  void aTournamentPairedByTheEngineIsInFideMode() throws Exception {
    FideModeVerdict v = verdict(generated(4));
    assertThat(v.inFideMode()).isTrue();
    assertThat(v.sinceRound()).isZero();
    assertThat(v.comment()).isEmpty();
    assertThat(v.describe()).isEqualTo("in FIDE mode");
  }

  @Test
  void theOlderTextsAreNotFideSystemsInForce() throws Exception {
    Tournament t = generated(2);
    for (String name : List.of("rating-based", "simplified")) {
      FideModeVerdict v = new FideMode(PairingSystems.entry(name)).verdict(t);
      assertThat(v.causes()).extracting(FideModeCause::kind).contains(Kind.SYSTEM);
      assertThat(v.sinceRound()).isEqualTo(1);
    }
    for (String name : List.of("burstein", "dubov", "lim", "double-swiss")) {
      assertThat(new FideMode(PairingSystems.entry(name)).verdict(t).causes())
          .extracting(FideModeCause::kind)
          .doesNotContain(Kind.SYSTEM);
    }
  }

  @Test
  void aScoringOutsideFidesLimitsLeavesFromRoundOne() throws Exception {
    Tournament t = generated(2);
    ScoringSystem pabOverWin = new ScoringSystem(10, 10, 5, 5, 0, 0, 10, 0, 10, 5, 0, 15);
    Tournament bad =
        new Tournament(
            t.header(),
            t.players(),
            t.totalRounds(),
            t.initialColour(),
            pabOverWin,
            t.systemCode(),
            t.acceleration(),
            t.forbidden(),
            t.byeRequests(),
            t.teams(),
            t.otherLines(),
            t.pairByRankOrder());
    FideModeVerdict v = verdict(bad);
    assertThat(v.causes()).extracting(FideModeCause::kind).containsExactly(Kind.SCORING);
    assertThat(v.sinceRound()).isEqualTo(1);
  }

  @Test
  void aTieBreakOutsideC07LeavesFromRoundOne() throws Exception {
    Tournament t = generated(2);
    Map<String, String> header = new HashMap<>(t.header());
    header.put("202", "BH,XYZ");
    FideModeVerdict v = verdict(t.withHeader(header));
    assertThat(v.causes())
        .singleElement()
        .satisfies(
            c -> {
              assertThat(c.kind()).isEqualTo(Kind.TIE_BREAKS);
              assertThat(c.detail()).contains("202").contains("XYZ");
            });
    header.put("202", "BH/C1,BH,SB");
    assertThat(verdict(t.withHeader(header)).inFideMode()).isTrue();
  }

  @Test
  void prohibitedPairingsFromALaterRoundLeaveFromThatRound() throws Exception {
    Tournament t = generated(4);
    Tournament fromRoundOne = t.withForbidden(List.of(new ForbiddenPairs(List.of(1, 2), 1, 7)));
    assertThat(verdict(fromRoundOne).inFideMode()).isTrue();
    Tournament later =
        t.withForbidden(
            List.of(
                new ForbiddenPairs(List.of(1, 2), 1, 7), new ForbiddenPairs(List.of(3, 9), 4, 7)));
    FideModeVerdict v = verdict(later);
    assertThat(v.sinceRound()).isEqualTo(4);
    assertThat(v.causes())
        .singleElement()
        .satisfies(
            c -> {
              assertThat(c.kind()).isEqualTo(Kind.PROHIBITED_PAIRINGS);
              assertThat(c.detail()).contains("[3, 9]").contains("round 4");
            });
    assertThat(v.comment()).contains(new FideModeComment(4, Kind.PROHIBITED_PAIRINGS.words()));
  }

  @Test
  void manualBoardsThatDifferFromTheEnginesLeaveFromTheirRound() throws Exception {
    Tournament t = generated(2);
    PairingSystem dutch = PairingSystems.byName("dutch").orElseThrow();
    RoundState state = RoundSetup.state(t, 3, false);
    RoundPairing free = dutch.pair(state, false);
    // The top board of the engine's round, reversed in its players' opponents: 1 meets the
    // opponent the engine gave the last board's White.
    Pair top = free.boards().get(0);
    Pair last = free.games().get(free.games().size() - 1);
    ManualRound manual =
        new ManualRound(3, List.of(new ManualBoard(top.white(), last.black(), 0)), 0);
    ManualPairing byHand = new ManualPairer(dutch).pair(state, manual, false);
    assertThat(byHand.pairing().boards()).isNotEqualTo(free.boards());

    // Not yet paired: the comment alone is judged by the pairing it asks for.
    Tournament asked = ManualRounds.with(t, manual);
    FideModeVerdict v = verdict(asked);
    assertThat(v.sinceRound()).isEqualTo(3);
    assertThat(v.causes())
        .singleElement()
        .satisfies(
            c -> {
              assertThat(c.kind()).isEqualTo(Kind.MANUAL_BOARDS);
              assertThat(c.detail())
                  .contains("fixed " + manual.boards().get(0))
                  .contains("the engine pairs");
            });

    // Paired and played as the arbiter asked.
    Tournament played =
        ManualRounds.with(PlayedRound.with(t, 3, byHand.pairing().boards()), manual);
    assertThat(verdict(played).causes())
        .extracting(FideModeCause::kind)
        .containsExactly(Kind.MANUAL_BOARDS);
    FideModeVerdict after = verdict(played);
    assertThat(after.addCommentTo(played).otherLines())
        .contains("### FIDE mode left @ Round 3: " + Kind.MANUAL_BOARDS.words());
  }

  @Test
  void aManualBoardTheEngineWouldAlsoPairKeepsFideMode() throws Exception {
    Tournament t = generated(3);
    List<Pair> round2 = new ArrayList<>();
    for (Player p : t.players()) {
      RoundEntry e = p.round(2);
      if (e.paired() && e.colour() == Colour.WHITE) {
        round2.add(new Pair(p.id(), e.opponent()));
      }
    }
    Pair board = round2.get(0);
    Tournament marked =
        ManualRounds.with(
            t, new ManualRound(2, List.of(new ManualBoard(board.white(), board.black(), 0)), 0));
    assertThat(verdict(marked).inFideMode()).isTrue();
  }

  @Test
  void aChosenPabThatDiffersFromTheEnginesLeavesFromItsRound() throws Exception {
    Tournament t =
        new TournamentGenerator(PairingSystems.byName("dutch").orElseThrow())
            .generate(GeneratorOptions.defaults(13, 2, 7L))
            .withTotalRounds(7);
    PairingSystem dutch = PairingSystems.byName("dutch").orElseThrow();
    RoundState state = RoundSetup.state(t, 3, false);
    int enginePab = dutch.pair(state, false).pab();
    int chosen = 0;
    for (int id : state.playersToPair()) {
      if (id != enginePab && !dutch.rules(state).byeIneligible(state.player(id))) {
        chosen = id;
        break;
      }
    }
    FideModeVerdict v = verdict(ManualRounds.with(t, new ManualRound(3, List.of(), chosen)));
    assertThat(v.causes())
        .singleElement()
        .satisfies(
            c -> {
              assertThat(c.kind()).isEqualTo(Kind.CHOSEN_PAB);
              assertThat(c.round()).isEqualTo(3);
            });
    assertThat(v.causes().get(0).detail())
        .contains("PAB to " + chosen)
        .contains("the engine gives it to " + enginePab);
    assertThat(verdict(ManualRounds.with(t, new ManualRound(3, List.of(), enginePab))).inFideMode())
        .isTrue();
  }

  @Test
  void aFileThatSaysItLeftStaysOut() throws Exception {
    Tournament t = new FideModeComment(2, "manual boards").addTo(generated(3));
    FideModeVerdict v = verdict(t);
    assertThat(v.causes())
        .singleElement()
        .satisfies(
            c -> {
              assertThat(c.kind()).isEqualTo(Kind.DECLARED);
              assertThat(c.round()).isEqualTo(2);
              assertThat(c.detail()).isEqualTo("manual boards");
            });
  }

  @Test
  void theEarliestCauseGivesTheRound() throws Exception {
    Tournament t = generated(4).withForbidden(List.of(new ForbiddenPairs(List.of(3, 9), 3, 7)));
    t = new FideModeComment(4, "manual boards").addTo(t);
    FideModeVerdict v = verdict(t);
    assertThat(v.sinceRound()).isEqualTo(3);
    assertThat(v.causes()).extracting(FideModeCause::round).containsExactly(3, 4);
    assertThat(v.describe()).startsWith("not in FIDE mode since round 3");
  }

  @Test
  void teamRoundsAreJudgedByTheirMatches() throws Exception {
    TeamPairingSystem team = new TeamPairingSystem();
    Tournament t = new TeamGenerator(team).generate(TeamGenerator.Options.of(8, 3, 5L));
    FideMode mode = new FideMode(PairingSystems.entry("team"));
    assertThat(mode.verdict(t).inFideMode()).isTrue();
    // A match of the file's round 2, marked as fixed by hand: the engine pairs it too.
    Pair played = TeamChecker.filePairs(team.teams(t), 2).get(0);
    ManualBoard same = new ManualBoard(played.white(), played.black(), 0);
    assertThat(
            mode.verdict(ManualRounds.with(t, new ManualRound(2, List.of(same), 0))).inFideMode())
        .isTrue();
    // Round 4, not paired yet: the two Whites of the engine's first two matches fixed together.
    List<Pair> engine = team.pair(RoundSetup.state(t, 4, false), false).games();
    ManualBoard other = new ManualBoard(engine.get(0).white(), engine.get(1).white(), 0);
    FideModeVerdict v = mode.verdict(ManualRounds.with(t, new ManualRound(4, List.of(other), 0)));
    assertThat(v.sinceRound()).isEqualTo(4);
    assertThat(v.causes()).extracting(FideModeCause::kind).containsExactly(Kind.MANUAL_BOARDS);
  }
}
