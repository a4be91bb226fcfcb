package org.swisspair.solver.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.swisspair.model.Colour;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.solver.dutch.DutchPairingSystem;
import org.swisspair.solver.pairing.RoundPairing;

class SyntheticHistoryTest {

  @ParameterizedTest(name = "{0} players, {1} rounds, seed {2}")
  @CsvSource({"11,8,1", "40,8,2", "101,8,3", "1000,8,4", "2001,8,5", "20,8,6", "11,6,7"})
  void recordsEachGameOnBothSidesWithoutRematchesAndOnePabPerRound(
      int players, int rounds, long seed) {
    Tournament t = SyntheticHistory.generate(players, rounds, rounds + 1, seed);

    assertThat(t.size()).isEqualTo(players);
    assertThat(t.totalRounds()).isEqualTo(rounds + 1);
    assertThat(t.initialColour()).isNotEqualTo(Colour.NONE);
    assertThat(t.players()).extracting(Player::rating).isSortedAccordingTo((a, b) -> b - a);
    for (Player p : t.players()) {
      assertThat(p.rounds()).as("seed %d player %d", seed, p.id()).hasSize(rounds);
      Set<Integer> met = new HashSet<>();
      int pabs = 0;
      for (int r = 1; r <= rounds; r++) {
        RoundEntry e = p.round(r);
        if (e.result() == ResultCode.PAIRING_BYE) {
          pabs++;
          continue;
        }
        assertThat(e.played()).as("seed %d round %d player %d", seed, r, p.id()).isTrue();
        RoundEntry o = t.player(e.opponent()).round(r);
        assertThat(o.opponent()).as("seed %d round %d", seed, r).isEqualTo(p.id());
        assertThat(o.colour()).isEqualTo(e.colour().opposite());
        assertThat(t.scoring().points(e) + t.scoring().points(o)).isEqualTo(t.scoring().win());
        assertThat(met.add(e.opponent()))
            .as("seed %d: player %d meets %d twice", seed, p.id(), e.opponent())
            .isTrue();
      }
      assertThat(pabs).as("seed %d: PABs of player %d", seed, p.id()).isLessThanOrEqualTo(1);
    }
    for (int r = 1; r <= rounds; r++) {
      int round = r;
      long pabs =
          t.players().stream()
              .filter(p -> p.round(round).result() == ResultCode.PAIRING_BYE)
              .count();
      assertThat(pabs).as("seed %d: PABs in round %d", seed, r).isEqualTo(players % 2);
    }
  }

  @Test
  void keepsColourDifferencesAndRunsWithinTheAbsoluteLimitsInLargeFields() {
    Tournament t = SyntheticHistory.generate(1000, 8, 9, 11);

    for (Player p : t.players()) {
      int diff = 0;
      int run = 0;
      Colour last = Colour.NONE;
      for (RoundEntry e : p.rounds()) {
        if (!e.played()) {
          continue;
        }
        diff += e.colour() == Colour.WHITE ? 1 : -1;
        run = e.colour() == last ? run + 1 : 1;
        last = e.colour();
        assertThat(Math.abs(diff)).as("colour difference of %d", p.id()).isLessThanOrEqualTo(2);
        assertThat(run).as("same colour in a row for %d", p.id()).isLessThanOrEqualTo(2);
      }
    }
  }

  @Test
  void givesAnEqualTournamentForTheSameSeedAndAnotherForAnotherSeed() {
    assertThat(SyntheticHistory.generate(301, 6, 9, 42))
        .isEqualTo(SyntheticHistory.generate(301, 6, 9, 42))
        .isNotEqualTo(SyntheticHistory.generate(301, 6, 9, 43));
  }

  @Test
  void fewerRoundsPlayedGiveAPrefixOfTheSameHistory() {
    Tournament longer = SyntheticHistory.generate(200, 8, 9, 7);
    Tournament shorter = SyntheticHistory.generate(200, 4, 9, 7);

    assertThat(longer.truncatedTo(4).players())
        .extracting(Player::rounds)
        .isEqualTo(shorter.players().stream().map(Player::rounds).toList());
  }

  @Test
  void derivesTheRoundStateOfEveryRound() {
    for (int k = 1; k <= 9; k++) {
      Tournament t = SyntheticHistory.generate(500, k - 1, 9, 3);
      RoundState state = new RoundState(t, k);

      assertThat(state.playersToPair()).as("round %d", k).hasSize(500);
      assertThat(t.roundsPaired()).isEqualTo(k - 1);
    }
  }

  @Test
  void isPairedByTheDutchSystem() throws Exception {
    Tournament t = SyntheticHistory.generate(41, 5, 9, 9);

    RoundPairing pairing = new DutchPairingSystem().pair(new RoundState(t, 6), false);

    assertThat(pairing.boards()).hasSize(21);
    assertThat(pairing.games()).hasSize(20);
  }

  @Test
  void rejectsSizesOutOfRange() {
    assertThatThrownBy(() -> SyntheticHistory.generate(1, 0, 9, 1))
        .hasMessageContaining("players must be at least 2");
    assertThatThrownBy(() -> SyntheticHistory.generate(10, 10, 9, 1))
        .hasMessageContaining("roundsPlayed <= totalRounds");
    assertThatThrownBy(() -> SyntheticHistory.generate(8, 8, 9, 1))
        .hasMessageContaining("below the number of players");
  }
}
