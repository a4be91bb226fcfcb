package org.swisspair.solver.arbiter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.swisspair.model.ByeRequest;
import org.swisspair.model.Colour;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.RoundState;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.ManualBoard;
import org.swisspair.model.trf.ManualRound;
import org.swisspair.solver.checker.TournamentChecker;
import org.swisspair.solver.checker.VerifyingPairingSystem;
import org.swisspair.solver.generator.GeneratorOptions;
import org.swisspair.solver.generator.TournamentGenerator;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.PairingSystems;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.ratingbased.RatingBasedPairingSystem;
import org.swisspair.solver.ratingbased.RatingOrder;
import org.swisspair.solver.swiss.BoardOrder;
import org.swisspair.solver.swiss.RoundSetup;

/**
 * A round with fixed boards (and a chosen PAB) is the round paired from the same state with those
 * players marked absent, their boards added back and all boards put in the system's order (ARB-1):
 * two ways to the same round, over generated tournaments of every individual system.
 */
class ManualPairerDifferentialTest {
  private static final int TOURNAMENTS = 5;

  @ParameterizedTest
  @ValueSource(
      strings = {"dutch", "burstein", "dubov", "lim", "double-swiss", "rating-based", "simplified"})
  void fixedBoardsPairTheRestAsIfThosePlayersWereAbsent(String name) throws Exception {
    int compared = 0;
    for (long seed = 1; seed <= TOURNAMENTS; seed++) {
      PairingSystem system = PairingSystems.byName(name).orElseThrow();
      Random random = new Random(seed * 31 + name.hashCode());
      GeneratorOptions o =
          new GeneratorOptions(
              10 + random.nextInt(11),
              5,
              seed,
              0.05,
              0.05,
              0.05,
              0.02,
              0,
              false,
              ScoringSystem.STANDARD,
              Colour.NONE,
              0);
      Tournament t;
      try {
        t = TournamentChecker.asChecked(new TournamentGenerator(system).generate(o));
      } catch (NoValidPairingException e) {
        continue;
      }
      for (int round = 2; round <= TournamentChecker.roundsPlayed(t); round++) {
        RoundState state = new RoundState(RoundSetup.stateBefore(t, round), round);
        ManualRound manual = draw(state, system, random);
        if (manual == null) {
          continue;
        }
        String where = name + " seed " + seed + " round " + round + " " + manual;
        List<Pair> byHand;
        try {
          byHand = new ManualPairer(system).pair(state, manual, false).pairing().boards();
        } catch (NoValidPairingException e) {
          byHand = null;
        }
        List<Pair> byAbsence = asAbsent(system, t, state, manual);
        assertThat(byHand).as(where).isEqualTo(byAbsence);
        if (byHand != null) {
          assertThat(byHand).as(where).containsAll(fixed(manual));
          compared++;
        }
      }
    }
    assertThat(compared).as(name + ": rounds compared").isGreaterThan(5);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {"dutch", "burstein", "dubov", "lim", "double-swiss", "rating-based", "simplified"})
  void refusesThePabExactlyToThePlayersTheSystemRulesOut(String name) throws Exception {
    PairingSystem system = PairingSystems.byName(name).orElseThrow();
    int refused = 0;
    int given = 0;
    for (long seed = 1; seed <= 4; seed++) {
      GeneratorOptions o =
          new GeneratorOptions(
              11 + 2 * (int) seed,
              5,
              seed,
              0.08,
              0.05,
              0.05,
              0,
              0,
              false,
              ScoringSystem.STANDARD,
              Colour.NONE,
              0);
      Tournament t;
      try {
        t = TournamentChecker.asChecked(new TournamentGenerator(system).generate(o));
      } catch (NoValidPairingException e) {
        continue;
      }
      for (int round = 2; round <= TournamentChecker.roundsPlayed(t); round++) {
        RoundState state = new RoundState(RoundSetup.stateBefore(t, round), round);
        if (state.playersToPair().size() % 2 == 0) {
          continue;
        }
        boolean tried = false;
        for (int id : state.playersToPair()) {
          ManualRound pab = new ManualRound(round, List.of(), id);
          String where = name + " seed " + seed + " round " + round + " PAB " + id;
          if (system.rules(state).byeIneligible(state.player(id))) {
            assertThatThrownBy(() -> new ManualPairer(system).pair(state, pab, false))
                .as(where)
                .isInstanceOf(ArbiterRefusal.class)
                .hasMessageContaining("may not receive the PAB");
            refused++;
          } else if (!tried) {
            tried = true;
            try {
              assertThat(new ManualPairer(system).pair(state, pab, false).pairing().pab())
                  .as(where)
                  .isEqualTo(id);
              given++;
            } catch (NoValidPairingException e) {
              // The others cannot be paired without this player's PAB: the rules' verdict.
            }
          }
        }
      }
    }
    assertThat(refused).as(name + ": PABs refused").isPositive();
    assertThat(given).as(name + ": PABs given").isPositive();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {"dutch", "burstein", "dubov", "lim", "double-swiss", "rating-based", "simplified"})
  void fixingTheEnginesPabReceiverOnABoardMovesTheBye(String name) throws Exception {
    PairingSystem system = PairingSystems.byName(name).orElseThrow();
    PairingSystem verifying = VerifyingPairingSystem.of(system);
    int moved = 0;
    for (long seed = 1; seed <= 4; seed++) {
      GeneratorOptions o = GeneratorOptions.defaults(11 + 2 * (int) seed, 4, seed);
      Tournament t;
      try {
        t = TournamentChecker.asChecked(new TournamentGenerator(system).generate(o));
      } catch (NoValidPairingException e) {
        continue;
      }
      for (int round = 2; round <= TournamentChecker.roundsPlayed(t); round++) {
        RoundState state = new RoundState(RoundSetup.stateBefore(t, round), round);
        int pab = system.pair(state, false).pab();
        if (pab == 0) {
          continue;
        }
        int other =
            state.playersToPair().get(0) == pab
                ? state.playersToPair().get(1)
                : state.playersToPair().get(0);
        ManualRound manual = new ManualRound(round, List.of(new ManualBoard(other, pab, 0)), 0);
        String where = name + " seed " + seed + " round " + round + " " + manual;
        try {
          RoundPairing p = new ManualPairer(system).pair(state, manual, false).pairing();
          assertThat(p.pab()).as(where).isNotZero().isNotEqualTo(pab);
          assertThat(p.boards()).as(where).contains(new Pair(other, pab));
          // The same round from the system in assertion mode: the rest re-checked by its rules.
          assertThat(new ManualPairer(verifying).pair(state, manual, false).pairing().boards())
              .as(where)
              .isEqualTo(p.boards());
          moved++;
        } catch (NoValidPairingException e) {
          // Nobody else may take the PAB and leave the rest pairable: the rules' verdict.
        }
      }
    }
    assertThat(moved).as(name + ": byes moved").isPositive();
  }

  /**
   * One or two boards of players who have taken part in an earlier round (so that the absence of
   * the second way leaves every colour rank as it is), and half the time a chosen PAB.
   */
  static ManualRound draw(RoundState state, PairingSystem system, Random random) {
    List<Integer> known = new ArrayList<>();
    for (int id : state.playersToPair()) {
      Player p = state.tournament().player(id);
      for (int r = 1; r < state.round() && r <= p.rounds().size(); r++) {
        RoundEntry e = p.round(r);
        if (e.paired() || e.result() == ResultCode.PAIRING_BYE) {
          known.add(id);
          break;
        }
      }
    }
    Collections.shuffle(known, random);
    int boards = Math.min(1 + random.nextInt(2), known.size() / 2);
    if (boards == 0) {
      return null;
    }
    List<ManualBoard> fixed = new ArrayList<>();
    for (int i = 0; i < boards; i++) {
      fixed.add(new ManualBoard(known.get(2 * i), known.get(2 * i + 1), 0));
    }
    int pab = 0;
    if (state.playersToPair().size() % 2 == 1 && random.nextBoolean()) {
      for (int i = 2 * boards; i < known.size(); i++) {
        if (!system.rules(state).byeIneligible(state.player(known.get(i)))) {
          pab = known.get(i);
          break;
        }
      }
    }
    return new ManualRound(state.round(), fixed, pab);
  }

  /** The second way: the fixed players and the PAB marked absent, paired, then added back. */
  private static List<Pair> asAbsent(
      PairingSystem system, Tournament t, RoundState state, ManualRound manual) {
    Tournament before = RoundSetup.stateBefore(t, state.round());
    List<ByeRequest> byes = new ArrayList<>(before.byeRequests());
    Set<Integer> out = new HashSet<>();
    for (ManualBoard b : manual.boards()) {
      out.add(b.white());
      out.add(b.black());
    }
    if (manual.pab() != 0) {
      out.add(manual.pab());
    }
    out.forEach(id -> byes.add(new ByeRequest(id, state.round(), ResultCode.ZERO_BYE)));
    RoundState rest = new RoundState(before.withByeRequests(byes), state.round());
    RoundPairing pairing;
    try {
      pairing =
          rest.playersToPair().isEmpty()
              ? new RoundPairing(state.round(), List.of(), null)
              : system.pair(rest, false);
    } catch (NoValidPairingException e) {
      return null;
    }
    List<Pair> all = new ArrayList<>(fixed(manual));
    all.addAll(pairing.boards());
    if (manual.pab() != 0) {
      all.add(new Pair(manual.pab(), 0));
    }
    return system instanceof RatingBasedPairingSystem
        ? RatingOrder.boards(state, all)
        : BoardOrder.sort(state, all);
  }

  private static List<Pair> fixed(ManualRound manual) {
    List<Pair> out = new ArrayList<>();
    manual.boards().forEach(b -> out.add(new Pair(b.white(), b.black())));
    return out;
  }
}
