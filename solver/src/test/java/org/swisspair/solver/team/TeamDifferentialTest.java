package org.swisspair.solver.team;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Tournament;
import org.swisspair.model.team.PreferenceType;
import org.swisspair.model.team.PrimaryScore;
import org.swisspair.model.team.TeamRoundState;
import org.swisspair.model.team.TeamTournament;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;

/**
 * The engine (shared two-stage procedure with the Team criteria) against the literal procedural
 * reading of the Team rules, on random team tournaments with byes, forfeits, late entries,
 * withdrawals, forbidden pairs, Baku acceleration, Type A / B / no preferences and game points as
 * primary score; every round of every tournament, seeds printed on disagreement.
 */
class TeamDifferentialTest {

  @Test
  void engineAgreesWithTheLiteralRulesOnRandomTournaments() {
    assertThat(run(20261123L, 60)).isEmpty();
  }

  @Test
  @Tag("slow")
  void engineAgreesWithTheLiteralRulesOnManyRandomTournaments() {
    assertThat(run(77L, 1500)).isEmpty();
  }

  /** Disagreements found over {@code tournaments} random tournaments. */
  static List<String> run(long masterSeed, int tournaments) {
    SplittableRandom rnd = new SplittableRandom(masterSeed);
    TeamPairingSystem system = new TeamPairingSystem();
    List<String> out = new ArrayList<>();
    int rounds = 0;
    int skipped = 0;
    for (int i = 0; i < tournaments; i++) {
      long seed = rnd.nextLong();
      TeamGenerator.Options o = options(seed);
      Tournament t;
      try {
        t = new TeamGenerator(system).generate(o);
      } catch (NoValidPairingException e) {
        // A field too small for its rounds (C1 exhausts it): not a disagreement.
        skipped++;
        System.out.println("skipped seed " + seed + " " + o + ": " + e.getMessage());
        continue;
      }
      TeamTournament tt = system.teams(t);
      for (int r = 1; r <= tt.roundsPaired(); r++) {
        rounds++;
        List<Pair> file = TeamChecker.filePairs(tt, r);
        List<Pair> literal;
        try {
          literal = new TeamProceduralPairer(new TeamRoundState(tt, r)).pair();
        } catch (NoValidPairingException e) {
          out.add("seed " + seed + " " + o + " round " + r + ": oracle found no pairing");
          continue;
        }
        if (!new HashSet<>(file).equals(new HashSet<>(literal))) {
          out.add(
              "seed " + seed + " " + o + " round " + r + ": engine " + file + " oracle " + literal);
        }
      }
    }
    System.out.printf(
        "Team differential: %d tournaments, %d skipped, %d rounds, %d disagreements%n",
        tournaments, skipped, rounds, out.size());
    assertThat(skipped).isLessThan(tournaments / 5);
    assertThat(rounds).isGreaterThan(2 * tournaments);
    return out;
  }

  static TeamGenerator.Options options(long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    int teams = 5 + r.nextInt(8);
    PreferenceType type = PreferenceType.values()[r.nextInt(3)];
    PrimaryScore primary = r.nextInt(4) == 0 ? PrimaryScore.GAME : PrimaryScore.MATCH;
    boolean baku = primary == PrimaryScore.MATCH && r.nextInt(3) == 0;
    boolean messy = r.nextBoolean();
    return new TeamGenerator.Options(
        teams,
        2 + 2 * r.nextInt(2),
        Math.min(3 + r.nextInt(5), teams / 2 + 1),
        seed,
        type,
        primary,
        baku,
        messy ? 0.05 : 0,
        messy ? 0.08 : 0,
        messy ? 0.03 : 0,
        messy ? r.nextInt(3) : 0,
        messy && r.nextBoolean());
  }
}
