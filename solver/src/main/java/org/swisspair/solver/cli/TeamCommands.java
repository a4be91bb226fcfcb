package org.swisspair.solver.cli;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.swisspair.model.Tournament;
import org.swisspair.model.team.PreferenceType;
import org.swisspair.model.team.PrimaryScore;
import org.swisspair.model.team.TeamRoundState;
import org.swisspair.model.team.TeamTournament;
import org.swisspair.solver.generator.GeneratorRequest;
import org.swisspair.solver.generator.GeneratorSettings;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.team.TeamChecker;
import org.swisspair.solver.team.TeamGenerator;
import org.swisspair.solver.team.TeamPairingSystem;
import org.swisspair.solver.team.TeamSelfTest;

/**
 * The {@code check}, {@code generate} and {@code selftest} commands for the Team system (C.04.6),
 * whose pairing units are teams: the file's matches are read from the team records and the members'
 * board results, not from the player lines.
 */
final class TeamCommands {
  private TeamCommands() {}

  /** The team tournament of {@code t}, or exit 3 naming the record at fault. */
  static TeamTournament teams(Path input, TeamPairingSystem system, Tournament t) {
    try {
      return system.teams(t);
    } catch (IllegalArgumentException e) {
      throw CliException.invalid(input + ": " + e.getMessage());
    }
  }

  /**
   * Re-pairs every team round and reports those that differ, then the {@code 310} team ranks that
   * do not follow the tie-break list ({@code standings}, null when not checked); exit 1 when some
   * differ (0 in the drop-in {@code -c} style, which only reports).
   */
  static int check(
      Io io,
      Path input,
      Tournament read,
      TeamPairingSystem system,
      Set<Integer> skip,
      Integer onlyRound,
      boolean engineStyle,
      Path checklist,
      org.swisspair.solver.checker.CheckReport.StandingsReport standings) {
    TeamTournament t = teams(input, system, read);
    StringBuilder list = new StringBuilder();
    TeamChecker checker = new TeamChecker(system);
    String stem = CheckCommand.stem(input);
    int checked = 0;
    int differ = 0;
    for (int r = 1; r <= t.roundsPaired(); r++) {
      if (skip.contains(r) || onlyRound != null && r != onlyRound) {
        continue;
      }
      checked++;
      TeamChecker.RoundReport rr;
      try {
        rr = checker.checkRound(t, r);
      } catch (IllegalArgumentException e) {
        throw CliException.invalid(input + ": round " + r + ": " + e.getMessage());
      }
      if (engineStyle) {
        io.out().println(stem + ": Round #" + r);
      }
      if (checklist != null) {
        // The checker's pairing: the file's when the round agrees, none when it failed.
        List<Pair> current = rr.error() != null ? null : rr.differs() ? rr.engine() : rr.file();
        list.append("Round #")
            .append(r)
            .append('\n')
            .append(Checklist.teamTable(new TeamRoundState(t, r), current));
      }
      if (!rr.differs()) {
        continue;
      }
      differ++;
      if (rr.error() != null) {
        io.out().println("Round " + r + ": " + rr.error());
        continue;
      }
      Set<Pair> file = new HashSet<>(rr.file());
      Set<Pair> engine = new HashSet<>(rr.engine());
      io.out().println("Round " + r + ": checker | tournament");
      for (Pair p : rr.engine()) {
        if (!file.contains(p)) {
          io.out().println("  " + text(p) + " | " + text(counterpart(p, rr.file())));
        }
      }
      for (Pair p : rr.file()) {
        if (!engine.contains(p) && counterpart(p, rr.engine()) == null) {
          io.out().println("  - | " + text(p));
        }
      }
    }
    if (checklist != null) {
      TournamentFiles.writeText(checklist, list + Checklist.footer());
    }
    boolean ranksDiffer = standings != null && !standings.differences().isEmpty();
    if (engineStyle) {
      if (ranksDiffer) {
        standings
            .differences()
            .forEach(d -> io.out().println(stem + ": Standings: " + d.message()));
      }
      io.out().println();
      io.out().flush();
      return ExitCode.OK;
    }
    if (ranksDiffer) {
      String name =
          !read.name().isEmpty()
              ? read.name()
              : Io.isStandard(input) ? "stdin" : input.getFileName().toString();
      CheckCommand.printStandings(io.out(), name, standings);
    }
    io.out()
        .println(
            checked
                + " rounds checked, "
                + differ
                + " differ"
                + (standings != null && standings.checked()
                    ? "; team " + standings.summary()
                    : ""));
    io.out().flush();
    return differ == 0 && !ranksDiffer ? ExitCode.OK : ExitCode.NO_VALID_PAIRING;
  }

  private static Pair counterpart(Pair p, List<Pair> in) {
    for (Pair q : in) {
      if (q.white() == p.white()
          || q.black() == p.white()
          || p.black() != 0 && (q.white() == p.black() || q.black() == p.black())) {
        return q;
      }
    }
    return null;
  }

  private static String text(Pair p) {
    return p == null ? "-" : p.isBye() ? p.white() + " PAB" : p.white() + "-" + p.black();
  }

  /**
   * {@code generate --system team}: N teams of four boards and a reserve, with every setting the
   * individual generator takes; the scoring names the match points, the tie-break list (202) ranks
   * the teams (310). The colour preferences, the primary score, the match points and the tie-break
   * list not given are drawn from the seed too (Type A, match points, 2-1-0 and ranks by the
   * primary score and TPN with {@code --plain}).
   */
  static int generate(
      Io io, GenerateCommand g, TeamPairingSystem system, GeneratorRequest q, long seed) {
    // The team's own settings, drawn from their own stream when not given.
    SplittableRandom r = new SplittableRandom(seed ^ 0x7EA77EA7L);
    PreferenceType drawnType = PreferenceType.values()[r.nextInt(3)];
    PrimaryScore drawnPrimary = r.nextInt(4) == 0 ? PrimaryScore.GAME : PrimaryScore.MATCH;
    boolean threePoints = r.nextInt(5) == 0;
    String drawnList =
        TeamGenerator.TIE_BREAK_LISTS.get(r.nextInt(TeamGenerator.TIE_BREAK_LISTS.size()));
    if (q.tiebreaks == null) {
      // From the team tie-breaks: the individual generator's lists name some a team has not.
      q.tiebreaks = drawnList;
    }
    PreferenceType type = system.preferencesOr(g.plain ? PreferenceType.A : drawnType);
    PrimaryScore primary =
        system.primaryOr(
            g.plain || Boolean.TRUE.equals(g.baku) ? PrimaryScore.MATCH : drawnPrimary);
    if (Boolean.TRUE.equals(g.baku) && primary == PrimaryScore.GAME) {
      throw CliException.invalid(
          "generate: Baku acceleration needs match points as the primary score (C.04.7 1.4.4)");
    }
    if (primary == PrimaryScore.GAME) {
      q.baku = false;
    }
    if (g.scoring == null) {
      q.scoring =
          !g.plain && threePoints && !Boolean.TRUE.equals(g.baku) ? "W=3,D=1,L=0" : "W=2,D=1,L=0";
    }
    GeneratorSettings s = GenerateCommand.settings(q, seed);
    TeamGenerator.Competition c = new TeamGenerator.Competition(4, type, primary, g.forbiddenPairs);
    try {
      TeamGenerator.check(s, c);
    } catch (IllegalArgumentException e) {
      throw CliException.invalid("generate: " + e.getMessage());
    }
    TournamentFormat f =
        g.format != null
            ? g.format
            : TournamentFormat.isJson(g.output) ? TournamentFormat.JSON : TournamentFormat.TRF26;
    TournamentFiles.checkSize(s.players() * 5, f, g.output);
    if (f != TournamentFormat.JSON && s.players() > TeamTournament.WIDE_TEAMS) {
      // TEAM-25: the team records' three-digit columns hold at most 999 teams.
      throw new CliException(
          ExitCode.SIZE_LIMIT,
          g.output
              + ": "
              + s.players()
              + " teams do not fit the three-digit team numbers of TRF's team records (at most "
              + TeamTournament.WIDE_TEAMS
              + "); use --format json or a .json file");
    }
    TournamentFiles.checkWritable(g.output);
    Tournament t;
    try {
      t = new TeamGenerator(system).generate(s, c, seed);
    } catch (NoValidPairingException e) {
      throw new CliException(
          ExitCode.NO_VALID_PAIRING,
          "generate: seed " + seed + ": no valid pairing: " + e.getMessage(),
          e);
    } catch (IllegalArgumentException e) {
      throw CliException.invalid("generate: " + e.getMessage());
    }
    TournamentFiles.write(t, f, g.output);
    return ExitCode.OK;
  }

  /** {@code selftest --system team}: generated team files read back and re-checked. */
  static int selftest(Io io, int tournaments, long seed, int[] range, int rounds) {
    TeamSelfTest.Report report =
        new TeamSelfTest(range[0], range[1], rounds).run(tournaments, seed, i -> {});
    report.findings().forEach(io.out()::println);
    io.out().println(report.summary());
    io.out().flush();
    return report.findings().isEmpty() ? ExitCode.OK : ExitCode.NO_VALID_PAIRING;
  }
}
