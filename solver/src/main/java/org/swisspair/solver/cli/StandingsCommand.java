package org.swisspair.solver.cli;

import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.swisspair.api.OperationException;
import org.swisspair.api.Operations;
import org.swisspair.api.StandingsFormat;
import org.swisspair.api.StandingsRequest;
import org.swisspair.api.StandingsResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code swisspair standings}: the standings of a tournament file with C.07 tie-breaks, an adapter
 * over {@link Operations#standings}.
 */
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
    StandingsFormat f =
        switch (format.toLowerCase(Locale.ROOT)) {
          case "text" -> StandingsFormat.TEXT;
          case "csv" -> StandingsFormat.CSV;
          case "json" -> StandingsFormat.JSON;
          case "html" -> StandingsFormat.HTML;
          default ->
              throw CliException.invalid(
                  "--format: expected text, csv, json or html, was '" + format + "'");
        };
    StandingsRequest request =
        new StandingsRequest(io.source(input), round, tiebreaks, null, false, roundRobin, rules, f);
    if (unratedRating != null) {
      if (unratedRating.equalsIgnoreCase("omit")) {
        request = request.withUnratedLeftOut();
      } else if (unratedRating.matches("\\d{1,4}") && Integer.parseInt(unratedRating) > 0) {
        request = request.withUnratedRating(Integer.parseInt(unratedRating));
      } else {
        throw CliException.invalid(
            "--unrated-rating: expected a rating from 1 to 9999 or 'omit', was '"
                + unratedRating
                + "'");
      }
    }
    StandingsResult r;
    try {
      r = Operations.standings(request);
    } catch (OperationException e) {
      throw io.failure(e);
    }
    io.warn(r.warnings());
    io.out().print(r.output());
    io.out().flush();
    return ExitCode.OK;
  }
}
