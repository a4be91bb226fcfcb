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
import org.swisspair.solver.checker.CheckReport;
import org.swisspair.solver.checker.TeamStandingsCheck;
import org.swisspair.solver.generator.GeneratorRequest;
import org.swisspair.solver.generator.GeneratorSettings;
import org.swisspair.solver.generator.RoundCounts;
import org.swisspair.solver.pairing.NoValidPairingException;

/**
 * The Team system's self-test (C.04.2 1.4): random team tournaments, their settings drawn per
 * tournament (byes of each kind, forfeited and double-forfeited matches, unusual board results,
 * withdrawals, late entries, Baku, colour preferences, primary score, match points), are generated,
 * written as TRF-2026, read back, and every round re-checked by {@link TeamChecker}, and half of
 * them, with a tie-break list drawn, have their {@code 310} ranks checked against C.07 ({@link
 * TeamStandingsCheck}); a finding is a round the checker pairs differently, a misplaced team, an
 * error, or a file that does not read back.
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

  /**
   * What tournament {@code seed} is generated with.
   *
   * @param settings the generator's settings, teams as players
   * @param competition boards, colour preferences, primary score, forbidden pairs
   */
  public record Case(GeneratorSettings settings, TeamGenerator.Competition competition) {}

  /**
   * The settings of tournament {@code seed}, drawn from it: size, rounds, colour preferences,
   * primary score, match points, Baku, ratings, and each kind of bye, forfeited match, unusual
   * board result, withdrawal and late entry as nothing, a rate, a count per round or a count in one
   * round.
   */
  public Case draw(long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    int teams = minTeams + r.nextInt(maxTeams - minTeams + 1);
    PreferenceType type = PreferenceType.values()[r.nextInt(3)];
    PrimaryScore primary = r.nextInt(4) == 0 ? PrimaryScore.GAME : PrimaryScore.MATCH;
    int boards = 2 + 2 * r.nextInt(2);
    int playRounds = Math.max(1, Math.min(rounds, teams / 2 + 1));
    GeneratorRequest q = new GeneratorRequest();
    q.players = teams;
    q.rounds = playRounds;
    // Half the seeds get a tie-break list drawn by the generator (202, and 310 ranks to check); the
    // choice from a stream of its own, so that every other setting of a seed stays as it was.
    q.tiebreaks = new SplittableRandom(seed ^ 0x5EEDL).nextBoolean() ? null : "";
    q.scoring = r.nextInt(4) == 0 ? "W=3,D=1,L=0" : "W=2,D=1,L=0";
    q.baku = primary == PrimaryScore.MATCH && q.scoring.startsWith("W=2") && r.nextInt(3) == 0;
    q.fullByes = counts(r, playRounds, 300);
    q.halfByes = counts(r, playRounds, 500);
    q.zeroByes = counts(r, playRounds, 300);
    q.forfeits = counts(r, playRounds, 500);
    q.doubleForfeits = counts(r, playRounds, 200);
    q.unusual = counts(r, playRounds, 300);
    q.withdrawals = r.nextInt(3) == 0 ? counts(r, playRounds, 300) : RoundCounts.NONE;
    int late = teams >= 6 && playRounds >= 2 ? r.nextInt(3) : 0;
    q.lateEntries =
        late == 0
            ? RoundCounts.NONE
            : r.nextBoolean()
                ? RoundCounts.fixed(late)
                : RoundCounts.parse((2 + r.nextInt(playRounds - 1)) + ":" + late);
    boolean forbidden = r.nextInt(4) == 0;
    return new Case(
        q.resolve(r.nextLong()), new TeamGenerator.Competition(boards, type, primary, forbidden));
  }

  /** Nothing half the time, else a rate up to {@code maxBp}, a count of 1, or 1 in one round. */
  private static RoundCounts counts(SplittableRandom r, int rounds, int maxBp) {
    int form = r.nextInt(6);
    int bp = 1 + r.nextInt(maxBp);
    int round = 1 + r.nextInt(rounds);
    return switch (form) {
      case 0 -> RoundCounts.rate(bp);
      case 1 -> RoundCounts.fixed(1);
      case 2 -> RoundCounts.parse(round + ":1");
      default -> RoundCounts.NONE;
    };
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
      Case c = draw(s);
      try {
        Tournament t = new TeamGenerator(system).generate(c.settings(), c.competition(), s);
        String text = TrfWriter.toText(t, TrfWriter.Flavour.TRF26);
        Tournament back = new TrfReader().read("seed-" + s + ".trf", text);
        TeamTournament tt = system.teams(back);
        CheckReport.StandingsReport standings =
            TeamStandingsCheck.check(back, tt, TeamStandingsCheck.ranks(back), null, null);
        for (CheckReport.RankDifference d : standings.differences()) {
          findings.add(
              "seed "
                  + s
                  + " ("
                  + TeamGenerator.arguments(c.settings(), c.competition(), s)
                  + ") standings: "
                  + d.message());
        }
        for (TeamChecker.RoundReport r : new TeamChecker(system).check(tt)) {
          checked++;
          if (r.differs()) {
            findings.add(
                "seed "
                    + s
                    + " ("
                    + TeamGenerator.arguments(c.settings(), c.competition(), s)
                    + ") round "
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
        // A finding must name its seed and settings, whatever went wrong.
        findings.add(
            "seed "
                + s
                + " ("
                + c.competition().boards()
                + " boards, "
                + TeamGenerator.arguments(c.settings(), c.competition(), s)
                + "): "
                + e);
      }
      done.accept(i + 1);
    }
    return new Report(count, checked, unpairable, findings);
  }
}
