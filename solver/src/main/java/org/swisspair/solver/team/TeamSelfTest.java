package org.swisspair.solver.team;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntConsumer;
import org.swisspair.model.Tournament;
import org.swisspair.model.team.PreferenceType;
import org.swisspair.model.team.PrimaryScore;
import org.swisspair.model.team.TeamTournament;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.model.trf.TrfWriter;
import org.swisspair.solver.pairing.NoValidPairingException;

/**
 * The Team system's self-test (C.04.2 1.4): random team tournaments are generated, written as
 * TRF-2026, read back, and every round re-checked by {@link TeamChecker}; a finding is a round the
 * checker pairs differently, an error, or a file that does not read back.
 */
public final class TeamSelfTest {
  private final int minTeams;
  private final int maxTeams;
  private final int rounds;

  /** Tournaments of {@code minTeams..maxTeams} teams and up to {@code rounds} rounds. */
  public TeamSelfTest(int minTeams, int maxTeams, int rounds) {
    if (minTeams < 2 || maxTeams < minTeams || rounds < 1) {
      throw new IllegalArgumentException(
          "need 2 <= teams " + minTeams + ".." + maxTeams + " and rounds >= 1, was " + rounds);
    }
    this.minTeams = minTeams;
    this.maxTeams = maxTeams;
    this.rounds = rounds;
  }

  /**
   * The outcome of a run.
   *
   * @param tournaments tournaments generated
   * @param rounds rounds checked
   * @param unpairable tournaments whose generation met a round without a valid pairing
   * @param findings one line per finding, with its seed
   */
  public record Report(int tournaments, int rounds, int unpairable, List<String> findings) {
    /** One line: counts and findings. */
    public String summary() {
      return tournaments
          + " team tournaments, "
          + rounds
          + " rounds checked, "
          + findings.size()
          + " findings, "
          + unpairable
          + " without a valid pairing in some round";
    }
  }

  /** The options of tournament {@code seed}: size, rounds and irregularities drawn from it. */
  public TeamGenerator.Options options(long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    int teams = minTeams + r.nextInt(maxTeams - minTeams + 1);
    PreferenceType type = PreferenceType.values()[r.nextInt(3)];
    PrimaryScore primary = r.nextInt(4) == 0 ? PrimaryScore.GAME : PrimaryScore.MATCH;
    boolean baku = primary == PrimaryScore.MATCH && r.nextInt(3) == 0;
    boolean messy = r.nextBoolean();
    return new TeamGenerator.Options(
        teams,
        2 + 2 * r.nextInt(2),
        Math.max(1, Math.min(rounds, teams / 2 + 1)),
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

  /** Runs {@code count} tournaments from {@code seed}, reporting each one done to {@code done}. */
  public Report run(int count, long seed, IntConsumer done) {
    SplittableRandom rnd = new SplittableRandom(seed);
    TeamPairingSystem system = new TeamPairingSystem();
    List<String> findings = new ArrayList<>();
    int checked = 0;
    int unpairable = 0;
    for (int i = 0; i < count; i++) {
      long s = rnd.nextLong();
      TeamGenerator.Options o = options(s);
      try {
        Tournament t = new TeamGenerator(system).generate(o);
        String text = TrfWriter.toText(t, TrfWriter.Flavour.TRF26);
        Tournament back = new TrfReader().read("seed-" + s + ".trf", text);
        TeamTournament tt = system.teams(back);
        for (TeamChecker.RoundReport r : new TeamChecker(system).check(tt)) {
          checked++;
          if (r.differs()) {
            findings.add(
                "seed "
                    + s
                    + " round "
                    + r.round()
                    + ": file "
                    + r.file()
                    + " checker "
                    + (r.error() != null ? r.error() : r.engine()));
          }
        }
      } catch (NoValidPairingException e) {
        unpairable++;
      } catch (Exception e) {
        // A finding must name its seed, whatever went wrong.
        findings.add("seed " + s + ": " + e);
      }
      done.accept(i + 1);
    }
    return new Report(count, checked, unpairable, findings);
  }
}
