package org.swisspair.solver.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.swisspair.model.Player;
import org.swisspair.model.Points;
import org.swisspair.model.Tournament;
import org.swisspair.solver.output.StandingsPage;
import org.swisspair.solver.research.Standings;
import org.swisspair.solver.research.TieBreak;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code swisspair standings}: the final standings of a tournament file with C.07 tie-breaks. */
@Command(
    name = "standings",
    mixinStandardHelpOptions = true,
    versionProvider = Version.class,
    sortOptions = false,
    description = {
      "Prints the standings of a tournament with FIDE tie-breaks (C.07).",
      "Ranks by score, then by the tie-breaks in the order given: BH (Buchholz), BH-C1 (Buchholz"
          + " cut 1), SB (Sonneborn-Berger), ARO (average rating of opponents), DE (direct"
          + " encounter), WIN (number of wins). An unplayed round counts as a game against a"
          + " dummy opponent with the participant's own score (see INTERPRETATIONS.md, TIE-1 to"
          + " TIE-7). Participants still tied share the rank ('=').",
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
      defaultValue = "BH-C1,BH,SB,DE,WIN,ARO",
      description = "Tie-breaks in order (default: ${DEFAULT-VALUE}).")
  String tiebreaks = "BH-C1,BH,SB,DE,WIN,ARO";

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      defaultValue = "text",
      description =
          "text, csv or html (one self-contained page for a web site; default:"
              + " ${DEFAULT-VALUE}).")
  String format = "text";

  /** A command writing to {@code io}. */
  StandingsCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    List<TieBreak> order;
    try {
      order = TieBreak.parseList(tiebreaks);
    } catch (IllegalArgumentException e) {
      throw CliException.invalid("--tiebreaks: " + e.getMessage());
    }
    boolean csv;
    boolean html;
    switch (format.toLowerCase(Locale.ROOT)) {
      case "text" -> {
        csv = false;
        html = false;
      }
      case "csv" -> {
        csv = true;
        html = false;
      }
      case "html" -> {
        csv = false;
        html = true;
      }
      default ->
          throw CliException.invalid("--format: expected text, csv or html, was '" + format + "'");
    }
    Tournament t = io.read(input, false);
    int last = t.roundsInFile();
    int r = round == null ? last : round;
    if (r < 0 || r > last) {
      throw CliException.invalid("--round: the file has rounds 0.." + last + ", was " + r);
    }
    Standings s = Standings.compute(t, r, order);
    if (html) {
      io.out().print(StandingsPage.html(t, r, s));
      io.out().flush();
      return ExitCode.OK;
    }
    StringBuilder out = new StringBuilder();
    if (csv) {
      out.append("rank,tpn,name,rating,points");
      for (TieBreak tb : order) {
        out.append(',').append(tb.code());
      }
      out.append('\n');
    } else {
      out.append(String.format(Locale.ROOT, "Standings after round %d%n", r));
      out.append(
          String.format(
              Locale.ROOT, "%-5s %5s  %-32s %6s %6s", "Rank", "TPN", "Name", "Rating", "Pts"));
      for (TieBreak tb : order) {
        out.append(String.format(Locale.ROOT, " %8s", tb.code()));
      }
      out.append('\n');
    }
    for (Standings.Row row : s.rows()) {
      Player p = t.player(row.id());
      String rank = (row.shared() ? "=" : "") + row.rank();
      if (csv) {
        out.append(rank).append(',').append(row.id()).append(',').append(quote(p.name()));
        out.append(',').append(p.rating()).append(',').append(Points.format(row.points()));
        for (int k = 0; k < order.size(); k++) {
          out.append(',').append(format(order.get(k), row.values()[k]));
        }
        out.append('\n');
      } else {
        out.append(
            String.format(
                Locale.ROOT,
                "%-5s %5d  %-32s %6d %6s",
                rank,
                row.id(),
                truncate(p.name(), 32),
                p.rating(),
                Points.format(row.points())));
        for (int k = 0; k < order.size(); k++) {
          out.append(String.format(Locale.ROOT, " %8s", format(order.get(k), row.values()[k])));
        }
        out.append('\n');
      }
    }
    io.out().print(out);
    io.out().flush();
    return ExitCode.OK;
  }

  /** A tie-break value as people read it: points with one decimal, SB with two. */
  static String format(TieBreak tb, long v) {
    return StandingsPage.value(tb, v);
  }

  private static String truncate(String s, int n) {
    return s.length() <= n ? s : s.substring(0, n);
  }

  private static String quote(String s) {
    return s.contains(",") || s.contains("\"") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
  }
}
