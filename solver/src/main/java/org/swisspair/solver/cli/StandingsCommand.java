package org.swisspair.solver.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.swisspair.model.Player;
import org.swisspair.model.Tournament;
import org.swisspair.model.team.TeamTournament;
import org.swisspair.solver.output.StandingsPage;
import org.swisspair.solver.tiebreak.TieBreakList;
import org.swisspair.solver.tiebreak.TieBreakOptions;
import org.swisspair.solver.tiebreak.TieBreakSpec;
import org.swisspair.solver.tiebreak.TieBreakStandings;
import org.swisspair.solver.tiebreak.TieBreakValue;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code swisspair standings}: the standings of a tournament file with C.07 tie-breaks. */
@Command(
    name = "standings",
    mixinStandardHelpOptions = true,
    versionProvider = Version.class,
    sortOptions = false,
    description = {
      "Prints the standings of a tournament with the FIDE tie-breaks (C.07, 2024).",
      "Ranks by score, then by the tie-breaks of the file's TRF-2026 202 record, or of"
          + " --tiebreaks, or BH/C1,BH,SB,DE,WIN,ARO. Codes: PTS DE WIN WON BPG BWG REP PS KS BH FB"
          + " SB AOB ARO TPR PTP APRO APPO STD TPN RTNG, with /Cn (cut), /Mn (median), /P"
          + " (forfeits as games), /Ln (Koya limit). Unplayed rounds follow C.07 Article 16 (see"
          + " INTERPRETATIONS.md, TIE-1 to TIE-13; docs/tiebreaks.md). Participants still tied share the rank ('=');"
          + " '(w)' marks a withdrawn participant.",
      "A team file (192 FIDE_TEAM..., or 310 records) ranks its teams by the primary score (match"
          + " points unless the 192 code says GP), then by the list (default"
          + " MPvGP,BH/C1,BH,ESB,EDE): the codes above over the primary score, or over :MP / :GP"
          + " (BH:GP, SB:MP), and the team codes MPvGP ESB EMMSB EMGSB EGMSB EGGSB EDE SSSC BC TBR"
          + " BBE (C.07 Art. 12, 13).",
      ""
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:printed", "3:invalid file or option", "5:input unreadable"})
final class StandingsCommand implements Callable<Integer> {
  private final Io io;

  @Parameters(index = "0", paramLabel = "IN", description = "Tournament file (.trf or .json).")
  Path input;

  @Option(
      names = "--round",
      paramLabel = "N",
      description = "Standings after round N (default: the last round in the file).")
  Integer round;

  @Option(
      names = "--tiebreaks",
      paramLabel = "LIST",
      description =
          "Tie-breaks in order, C.07 codes separated by commas, e.g. BH/C1,BH,SB,DE (default: the"
              + " file's 202 record, else BH/C1,BH,SB,DE,WIN,ARO).")
  String tiebreaks;

  @Option(
      names = "--unrated-rating",
      paramLabel = "R",
      description =
          "Unrated participants in ARO, TPR, PTP, APRO, APPO and RTNG: a rating R they count"
              + " with, or 'omit' to leave unrated opponents out (default: C.07's, these"
              + " tie-breaks give no value when anybody is unrated).")
  String unratedRating;

  @Option(
      names = "--round-robin",
      description =
          "Pairings were predetermined (a round robin): forfeits count as games and byes add"
              + " nothing (default: when the 192 record names a round robin).")
  boolean roundRobin;

  @Option(
      names = "--rules",
      paramLabel = "YEAR",
      description =
          "The C.07 text: 2024 (applied from 1 April 2024) or 2026 (applied from 1 March 2026,"
              + " the dummy opponent's score capped; default: the text in force on the event's"
              + " start date, 042, and 2026 when the file gives none).")
  String rules;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      defaultValue = "text",
      description =
          "text, csv, json or html (one self-contained page for a web site; default:"
              + " ${DEFAULT-VALUE}).")
  String format = "text";

  /** A command writing to {@code io}. */
  StandingsCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    TieBreakList given = null;
    if (tiebreaks != null) {
      try {
        given = TieBreakList.parse(tiebreaks);
      } catch (IllegalArgumentException e) {
        throw CliException.invalid("--tiebreaks: " + e.getMessage());
      }
    }
    String f = format.toLowerCase(Locale.ROOT);
    if (!List.of("text", "csv", "json", "html").contains(f)) {
      throw CliException.invalid(
          "--format: expected text, csv, json or html, was '" + format + "'");
    }
    Tournament t = io.read(input, false);
    TieBreakOptions options = TieBreakOptions.forTournament(t);
    if (unratedRating != null) {
      if (unratedRating.equalsIgnoreCase("omit")) {
        options = options.withUnratedLeftOut();
      } else if (unratedRating.matches("\\d{1,4}") && Integer.parseInt(unratedRating) > 0) {
        options = options.withUnratedRating(Integer.parseInt(unratedRating));
      } else {
        throw CliException.invalid(
            "--unrated-rating: expected a rating from 1 to 9999 or 'omit', was '"
                + unratedRating
                + "'");
      }
    }
    boolean teamEvent = TieBreakStandings.isTeamEvent(t);
    TeamTournament teams = null;
    if (teamEvent) {
      try {
        teams = TeamTournament.from(t);
      } catch (IllegalArgumentException e) {
        throw CliException.invalid(input + ": " + e.getMessage());
      }
    }
    TieBreakList list = given;
    if (list == null) {
      try {
        list =
            TieBreakList.fromTrf(t)
                .orElse(teamEvent ? TieBreakList.defaultTeam() : TieBreakList.defaultIndividual());
      } catch (IllegalArgumentException e) {
        throw CliException.invalid(input + ": " + e.getMessage());
      }
    }
    int last = teamEvent ? Math.max(t.roundsInFile(), teams.roundsInFile()) : t.roundsInFile();
    int r = round == null ? last : round;
    if (r < 0 || r > last) {
      throw CliException.invalid("--round: the file has rounds 0.." + last + ", was " + r);
    }
    if (roundRobin) {
      options = options.withRoundRobin(true);
    }
    try {
      options = options.withRules(rules);
    } catch (IllegalArgumentException e) {
      throw CliException.invalid("--rules: " + e.getMessage());
    }
    TieBreakStandings s;
    try {
      s =
          teamEvent
              ? TieBreakStandings.computeTeams(teams, t, r, list, options)
              : TieBreakStandings.compute(t, r, list, options);
    } catch (IllegalArgumentException e) {
      throw CliException.invalid(input + ": " + e.getMessage());
    }
    String text =
        switch (f) {
          case "html" -> StandingsPage.html(t, s);
          case "json" -> StandingsPage.json(t, s, input.toString());
          default -> teamEvent ? teamTable(s, f.equals("csv")) : table(t, s, f.equals("csv"));
        };
    io.out().print(text);
    io.out().flush();
    return ExitCode.OK;
  }

  private static String table(Tournament t, TieBreakStandings s, boolean csv) {
    List<TieBreakSpec> specs = s.list().specs();
    StringBuilder out = new StringBuilder();
    if (csv) {
      out.append("rank,tpn,name,rating,points");
      for (TieBreakSpec spec : specs) {
        out.append(',').append(spec.code());
      }
      out.append('\n');
    } else {
      out.append(String.format(Locale.ROOT, "Standings after round %d%n", s.afterRound()));
      out.append(
          String.format(
              Locale.ROOT, "%-5s %5s  %-32s %6s %6s", "Rank", "TPN", "Name", "Rating", "Pts"));
      for (TieBreakSpec spec : specs) {
        out.append(String.format(Locale.ROOT, " %8s", spec.code()));
      }
      out.append('\n');
    }
    boolean anyWithdrawn = false;
    for (TieBreakStandings.Row row : s.rows()) {
      Player p = t.player(row.id());
      String rank = (row.shared() ? "=" : "") + row.rank();
      anyWithdrawn |= row.withdrawn();
      if (csv) {
        out.append(rank).append(',').append(row.id()).append(',').append(quote(p.name()));
        out.append(',').append(p.rating()).append(',').append(row.points());
        for (TieBreakValue v : row.values()) {
          out.append(',').append(v);
        }
        out.append('\n');
      } else {
        String name =
            truncate(p.name(), row.withdrawn() ? 28 : 32) + (row.withdrawn() ? " (w)" : "");
        out.append(
            String.format(
                Locale.ROOT,
                "%-5s %5d  %-32s %6d %6s",
                rank,
                row.id(),
                name,
                p.rating(),
                row.points()));
        for (TieBreakValue v : row.values()) {
          out.append(String.format(Locale.ROOT, " %8s", v));
        }
        out.append('\n');
      }
    }
    if (!csv && anyWithdrawn) {
      out.append("(w): withdrawn\n");
    }
    return out.toString();
  }

  /** The team standings: rank, team number, name, match and game points, the tie-breaks. */
  private static String teamTable(TieBreakStandings s, boolean csv) {
    List<TieBreakSpec> specs = s.list().specs();
    StringBuilder out = new StringBuilder();
    if (csv) {
      out.append("rank,team,name,mp,gp");
      for (TieBreakSpec spec : specs) {
        out.append(',').append(spec.code());
      }
      out.append('\n');
    } else {
      out.append(String.format(Locale.ROOT, "Team standings after round %d%n", s.afterRound()));
      out.append(
          String.format(Locale.ROOT, "%-5s %4s  %-32s %6s %6s", "Rank", "No", "Team", "MP", "GP"));
      for (TieBreakSpec spec : specs) {
        out.append(String.format(Locale.ROOT, " %8s", spec.code()));
      }
      out.append('\n');
    }
    boolean anyWithdrawn = false;
    for (TieBreakStandings.Row row : s.rows()) {
      String name = s.tournament().player(row.id()).name();
      String rank = (row.shared() ? "=" : "") + row.rank();
      anyWithdrawn |= row.withdrawn();
      TieBreakValue mp = s.matchPoints(row.id());
      TieBreakValue gp = s.gamePoints(row.id());
      if (csv) {
        out.append(rank).append(',').append(row.id()).append(',').append(quote(name));
        out.append(',').append(mp).append(',').append(gp);
        for (TieBreakValue v : row.values()) {
          out.append(',').append(v);
        }
        out.append('\n');
      } else {
        String shown = truncate(name, row.withdrawn() ? 28 : 32) + (row.withdrawn() ? " (w)" : "");
        out.append(
            String.format(Locale.ROOT, "%-5s %4d  %-32s %6s %6s", rank, row.id(), shown, mp, gp));
        for (TieBreakValue v : row.values()) {
          out.append(String.format(Locale.ROOT, " %8s", v));
        }
        out.append('\n');
      }
    }
    if (!csv && anyWithdrawn) {
      out.append("(w): withdrawn\n");
    }
    return out.toString();
  }

  private static String truncate(String s, int n) {
    return s.length() <= n ? s : s.substring(0, n);
  }

  private static String quote(String s) {
    return s.contains(",") || s.contains("\"") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
  }
}
