package org.swisspair.solver.ratingbased;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.solver.generator.GeneratorOptions;
import org.swisspair.solver.generator.TournamentGenerator;
import org.swisspair.solver.pairing.NoValidPairingException;

/**
 * No round of any generated rating-based tournament breaks B1 or B2 outside the note to B (old
 * C.04.1): the rounds are read back from the tournament's own entries, with a check written here
 * from the text alone, not from the engine's code. B2 is read on played games (F.2); the note
 * spares only a player at 50% or more of the points played for, in the last round.
 */
class RatingBasedAbsoluteCriteriaTest {

  @Test
  void noGeneratedPairingBreaksB1OrB2OutsideTheNote() {
    assertThat(run(20261127L, 300, 6, 24)).isGreaterThan(1000);
  }

  @Test
  @Tag("slow")
  void manyGeneratedPairingsKeepB1AndB2() {
    assertThat(run(20261128L, 3000, 6, 40)).isGreaterThan(10000);
  }

  /** Generates {@code tournaments} tournaments and returns the number of rounds read back. */
  static int run(long masterSeed, int tournaments, int minPlayers, int maxPlayers) {
    SplittableRandom rnd = new SplittableRandom(masterSeed);
    int rounds = 0;
    for (int k = 0; k < tournaments; k++) {
      long seed = rnd.nextLong();
      int players = minPlayers + rnd.nextInt(maxPlayers - minPlayers + 1);
      int r = 5 + 2 * rnd.nextInt(3);
      boolean byes = rnd.nextInt(3) == 0;
      GeneratorOptions o =
          new GeneratorOptions(
              players,
              Math.min(r, players - 1),
              seed,
              byes ? 0.05 : 0,
              byes ? 0.05 : 0,
              byes ? 0.04 : 0,
              0,
              0,
              false,
              rnd.nextInt(4) == 0 ? ScoringSystem.of(30, 10, 0) : ScoringSystem.STANDARD,
              rnd.nextBoolean() ? Colour.WHITE : Colour.BLACK,
              0);
      Tournament t;
      try {
        t = new TournamentGenerator(new RatingBasedPairingSystem()).generate(o);
      } catch (NoValidPairingException e) {
        continue;
      }
      List<String> broken = violations(t);
      assertThat(broken).as("seed %d (%d players, %d rounds)", seed, players, r).isEmpty();
      rounds += t.roundsPaired();
    }
    return rounds;
  }

  /** Every B1 or B2 violation of the tournament's rounds, each as "round r: ...". */
  static List<String> violations(Tournament t) {
    List<String> out = new ArrayList<>();
    ScoringSystem scoring = t.scoring();
    for (int r = 1; r <= t.roundsPaired(); r++) {
      for (Player p : t.players()) {
        RoundEntry e = p.round(r);
        int before = 0;
        boolean pointWithoutPlaying = false;
        Set<Integer> met = new HashSet<>();
        List<Colour> colours = new ArrayList<>();
        for (int q = 1; q < r; q++) {
          RoundEntry eq = p.round(q);
          before += scoring.points(eq);
          if (eq.played()) {
            met.add(eq.opponent());
            colours.add(eq.colour());
          }
          boolean wonUnplayed =
              eq.result() == ResultCode.PAIRING_BYE
                  || eq.result() == ResultCode.FULL_BYE
                  || eq.result() == ResultCode.FORFEIT_WIN;
          pointWithoutPlaying |= wonUnplayed;
        }
        if (e.result() == ResultCode.PAIRING_BYE && pointWithoutPlaying) {
          out.add("round " + r + ": B1b, bye to " + p.id());
        }
        if (!e.played()) {
          continue;
        }
        if (met.contains(e.opponent())) {
          out.add("round " + r + ": B1a, " + p.id() + " meets " + e.opponent() + " again");
        }
        boolean note = r == t.totalRounds() && 2 * before >= (r - 1) * scoring.win();
        colours.add(e.colour());
        int cd = 0;
        for (Colour c : colours) {
          cd += c == Colour.WHITE ? 1 : -1;
        }
        int n = colours.size();
        boolean thrice =
            n >= 3 && colours.get(n - 2) == e.colour() && colours.get(n - 3) == e.colour();
        if (!note && (cd > 2 || cd < -2 || thrice)) {
          out.add("round " + r + ": B2, player " + p.id() + " colours " + colours);
        }
      }
    }
    return out;
  }
}
