package org.swisspair.solver.arbiter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.swisspair.model.ByeRequest;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.ManualBoard;
import org.swisspair.model.trf.ManualRound;
import org.swisspair.solver.pairing.ColourAllocation;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.PairingSystems;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.swiss.RoundSetup;
import org.swisspair.solver.testing.HandTournament;

/** Fixed boards and a chosen PAB, honoured or refused, in every individual system. */
class ManualPairerTest {
  /**
   * Nine players after round 1: 1 beat 5, 2 won against 6 by forfeit, 3 drew with 7, 4 was absent,
   * 8 had a full-point bye and 9 the PAB.
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

  private static RoundState roundTwo() {
    return RoundSetup.state(roundOne(), 2, false);
  }

  private static ManualPairing pair(String system, ManualRound manual) throws Exception {
    return new ManualPairer(PairingSystems.byName(system).orElseThrow())
        .pair(roundTwo(), manual, false);
  }

  private static ManualRound pab(int player) {
    return new ManualRound(2, List.of(), player);
  }

  private static ManualRound boards(ManualBoard... boards) {
    return new ManualRound(2, List.of(boards), 0);
  }

  private static void everyPlayerOnce(RoundPairing p, int players) {
    List<Integer> seen = new ArrayList<>();
    for (Pair b : p.boards()) {
      seen.add(b.white());
      if (!b.isBye()) {
        seen.add(b.black());
      }
    }
    assertThat(seen).doesNotHaveDuplicates().hasSize(players);
  }

  @ParameterizedTest
  @ValueSource(strings = {"dutch", "burstein", "dubov", "lim", "rating-based", "simplified"})
  void givesTheChosenPabAndPairsEveryoneElse(String system) throws Exception {
    ManualPairing p = pair(system, pab(5));
    assertThat(p.pairing().pab()).isEqualTo(5);
    assertThat(p.pairing().boards().get(p.pairing().boards().size() - 1)).isEqualTo(new Pair(5, 0));
    everyPlayerOnce(p.pairing(), 9);
  }

  @ParameterizedTest
  @ValueSource(strings = {"dutch", "burstein", "dubov", "lim", "rating-based", "simplified"})
  void refusesThePabToAPlayerWhoHadOne(String system) {
    assertThatThrownBy(() -> pair(system, pab(9)))
        .isInstanceOfSatisfying(
            ArbiterRefusal.class,
            e -> {
              assertThat(e.player()).isEqualTo(9);
              assertThat(e.rule()).isNotBlank();
            })
        .hasMessageContaining("player 9 may not receive the PAB")
        .hasMessageContaining("received the PAB in round 1");
  }

  @ParameterizedTest
  @ValueSource(strings = {"dutch", "burstein", "dubov", "lim", "rating-based"})
  void refusesThePabToAForfeitWinnerOrAFullPointBye(String system) {
    assertThatThrownBy(() -> pair(system, pab(2)))
        .isInstanceOf(ArbiterRefusal.class)
        .hasMessageContaining("won by forfeit in round 1");
    assertThatThrownBy(() -> pair(system, pab(8)))
        .isInstanceOf(ArbiterRefusal.class)
        .hasMessageContaining("had a full-point bye in round 1");
  }

  @Test
  void theSimplifiedRulesForbidOnlyASecondBye() throws Exception {
    // Vincze: "a player can get the bye only once"; a forfeit win or a full-point bye is no bar.
    assertThat(pair("simplified", pab(2)).pairing().pab()).isEqualTo(2);
    assertThat(pair("simplified", pab(8)).pairing().pab()).isEqualTo(8);
  }

  @ParameterizedTest
  @ValueSource(strings = {"dutch", "burstein", "dubov", "lim", "rating-based", "simplified"})
  void refusesAPabWhenTheRoundHasAnEvenNumberToPair(String system) {
    Tournament t = roundOne();
    t = t.withByeRequests(List.of(new ByeRequest(4, 2, ResultCode.HALF_BYE)));
    RoundState state = RoundSetup.state(t, 2, false);
    PairingSystem s = PairingSystems.byName(system).orElseThrow();
    assertThatThrownBy(() -> new ManualPairer(s).pair(state, pab(5), false))
        .isInstanceOf(ArbiterRefusal.class)
        .hasMessageContaining("round 2 has no pairing-allocated bye: 8 players");
    assertThatThrownBy(
            () -> new ManualPairer(s).pair(state, boards(new ManualBoard(4, 1, 0)), false))
        .isInstanceOf(ArbiterRefusal.class)
        .hasMessageContaining("player 4 has a half-point bye in round 2");
  }

  @Test
  void refusesAPlayerNamedTwiceOrUnknown() {
    assertThatThrownBy(
            () -> pair("dutch", boards(new ManualBoard(1, 2, 0), new ManualBoard(2, 3, 0))))
        .isInstanceOfSatisfying(ArbiterRefusal.class, e -> assertThat(e.player()).isEqualTo(2))
        .hasMessageContaining("player 2 is named twice");
    assertThatThrownBy(
            () -> pair("dutch", new ManualRound(2, List.of(new ManualBoard(1, 3, 0)), 3)))
        .hasMessageContaining("player 3 is named twice");
    assertThatThrownBy(() -> pair("dutch", boards(new ManualBoard(1, 12, 0))))
        .hasMessageContaining("there is no player 12");
    assertThatThrownBy(() -> pair("dutch", boards(new ManualBoard(1, 3, 5))))
        .hasMessageContaining("round 2 has 4 boards");
  }

  @Test
  void pairsAFixedBoardOfPlayersWhoHaveMetAndReportsIt() throws Exception {
    ManualPairing p = pair("dutch", boards(new ManualBoard(5, 1, 0)));
    assertThat(p.pairing().boards()).contains(new Pair(5, 1));
    everyPlayerOnce(p.pairing(), 9);
    assertThat(p.notices())
        .anySatisfy(
            n -> {
              assertThat(n.criterion()).isEqualTo("C1");
              assertThat(n.absolute()).isTrue();
            });
  }

  @Test
  void reportsColoursAgainstTheSystemsAllocation() throws Exception {
    RoundState state = roundTwo();
    PairingSystem dutch = PairingSystems.byName("dutch").orElseThrow();
    ColourAllocation a = dutch.rules(state).colours(state.player(2), state.player(3));
    ManualPairing p = pair("dutch", boards(new ManualBoard(a.black(), a.white(), 0)));
    assertThat(p.notices())
        .singleElement()
        .satisfies(
            n -> {
              assertThat(n.criterion()).isEqualTo(a.article());
              assertThat(n.absolute()).isFalse();
              assertThat(n.text()).contains("gives White to " + a.white());
            });
    assertThat(pair("dutch", boards(new ManualBoard(a.white(), a.black(), 0))).notices()).isEmpty();
  }

  @Test
  void putsANumberedBoardAtItsNumber() throws Exception {
    ManualPairing p = pair("dutch", boards(new ManualBoard(7, 6, 1), new ManualBoard(9, 4, 3)));
    assertThat(p.pairing().boards().get(0)).isEqualTo(new Pair(7, 6));
    assertThat(p.pairing().boards().get(2)).isEqualTo(new Pair(9, 4));
    everyPlayerOnce(p.pairing(), 9);
  }

  @ParameterizedTest
  @ValueSource(strings = {"dutch", "burstein", "dubov", "lim", "rating-based", "simplified"})
  void fixingTheEnginesPabReceiverMovesTheBye(String system) throws Exception {
    RoundState state = roundTwo();
    PairingSystem s = PairingSystems.byName(system).orElseThrow();
    int free = s.pair(state, false).pab();
    assertThat(free).isNotZero();
    int opponent = free == 3 ? 1 : 3;
    ManualPairing p = pair(system, boards(new ManualBoard(opponent, free, 0)));
    assertThat(p.pairing().pab()).isNotZero().isNotEqualTo(free);
    assertThat(p.pairing().boards()).contains(new Pair(opponent, free));
    everyPlayerOnce(p.pairing(), 9);
  }

  @ParameterizedTest
  @ValueSource(strings = {"dutch", "burstein", "dubov", "lim", "rating-based", "simplified"})
  void aBoardAcrossScoregroupsChangesTheBracketsOfTheRest(String system) throws Exception {
    // 1 (1 point) against 6 (0 points): both leave their scoregroups, so the engine's own pairing,
    // which never pairs them, differs; the rest is paired as a round without them.
    RoundState state = roundTwo();
    PairingSystem s = PairingSystems.byName(system).orElseThrow();
    RoundPairing free = s.pair(state, false);
    assertThat(free.boards()).doesNotContain(new Pair(1, 6), new Pair(6, 1));
    ManualPairing p = pair(system, boards(new ManualBoard(6, 1, 0)));
    assertThat(p.pairing().boards()).contains(new Pair(6, 1)).isNotEqualTo(free.boards());
    everyPlayerOnce(p.pairing(), 9);
    RoundPairing rest = s.pair(state.without(java.util.Set.of(1, 6)), false);
    assertThat(p.pairing().boards()).containsAll(rest.boards());
  }

  @Test
  void inRoundOneAFixedBoardKeepsTheColourRanksThatMarkingItsPlayersAbsentWouldShift()
      throws Exception {
    // ARB-1: 1 and 10 are paired by hand, so they take part in the pairing (Dutch 5.2.5); marked
    // absent they would not, and every player between them would change parity and colour.
    Tournament t =
        new HandTournament(2500, 2450, 2400, 2350, 2300, 2250, 2200, 2150, 2100, 2050).build(5);
    RoundState state = RoundSetup.state(t, 1, false);
    PairingSystem dutch = PairingSystems.byName("dutch").orElseThrow();
    ManualRound hand = new ManualRound(1, List.of(new ManualBoard(1, 10, 0)), 0);
    List<Pair> byHand = new ManualPairer(dutch).pair(state, hand, false).pairing().games();

    Tournament absent =
        t.withByeRequests(
            List.of(
                new ByeRequest(1, 1, ResultCode.ZERO_BYE),
                new ByeRequest(10, 1, ResultCode.ZERO_BYE)));
    List<Pair> asAbsent = dutch.pair(RoundSetup.state(absent, 1, false), false).games();

    List<Pair> rest = new ArrayList<>(byHand);
    rest.remove(new Pair(1, 10));
    assertThat(rest).hasSameSizeAs(asAbsent);
    for (Pair p : asAbsent) {
      // The same pairs, every colour the other way round.
      assertThat(rest).contains(new Pair(p.black(), p.white())).doesNotContain(p);
    }
  }

  @Test
  void warnsOfAThirdColourInARowOrADifferenceBeyondTwoBeforeTheLastRound() throws Exception {
    // 1 had White in rounds 1-2, 5 Black; every game drawn.
    Tournament t =
        new HandTournament(2400, 2350, 2300, 2250, 2200, 2150, 2100, 2050)
            .game(1, 6, '=')
            .game(2, 5, '=')
            .game(3, 7, '=')
            .game(4, 8, '=')
            .game(1, 7, '=')
            .game(3, 5, '=')
            .game(2, 8, '=')
            .game(4, 6, '=')
            .build(5);
    RoundState state = RoundSetup.state(t, 3, false);
    ManualRound hand =
        new ManualRound(3, List.of(new ManualBoard(1, 5, 0), new ManualBoard(6, 2, 0)), 0);
    // 6-2 gives 6 (Black twice) White and 2 (White twice) Black: no warning.
    ManualPairing p =
        new ManualPairer(PairingSystems.byName("dutch").orElseThrow()).pair(state, hand, false);
    assertThat(p.notices())
        .filteredOn(n -> n.criterion().equals("C.04.1"))
        .extracting(FixedBoardNotice::text)
        .containsExactly(
            "board 1-5: 1 gets White a third time in a row, 5 gets Black a third time in a row"
                + " (C.04.1 6-7; checklist Q66)");
    // In the last round the systems have their exceptions (C.04.1 6-7): no warning.
    RoundState last = RoundSetup.state(t.withTotalRounds(3), 3, false);
    assertThat(
            new ManualPairer(PairingSystems.byName("dutch").orElseThrow())
                .pair(last, hand, false)
                .notices())
        .noneMatch(n -> n.criterion().equals("C.04.1"));
  }
}
