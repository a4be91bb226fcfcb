package org.swisspair.solver.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** The top {@code swisspair} command: holds the subcommands and documents the drop-in use. */
@Command(
    name = "swisspair",
    mixinStandardHelpOptions = true,
    versionProvider = Version.class,
    synopsisSubcommandLabel = "COMMAND",
    description = {
      "Pairs chess tournaments by the FIDE Swiss rules exactly (C.04, Dutch system C.04.3).",
      ""
    },
    commandListHeading = "%nCommands:%n",
    footerHeading = "%n",
    footer = {
      "Drop-in engine invocation (as tournament programs call JaVaFo and bbpPairings):",
      "  swisspair --dutch IN.trf -p [OUT]        pair the next round; OUT omitted: stdout",
      "  swisspair --dutch IN.trf -p OUT -b       ... with Baku acceleration in this round",
      "  swisspair --dutch IN.trf -c [ROUND]      check every round (or only ROUND)",
      "  swisspair --dutch -g [CONFIG|SEED] -o OUT [-s SEED] [-b]   generate a tournament",
      "  swisspair --dutch MODEL.trf -g -o OUT [-s SEED]   generate like MODEL (players, rounds,",
      "                                                    scoring, initial colour)",
      "  swisspair IN.trf -p [OUT]                JaVaFo form, Dutch system",
      "  The same forms with --burstein --dubov --lim --rating-based --simplified;",
      "  --double-swiss and --team are known but not built yet (exit 2); an unknown --NAME",
      "  is exit 3.",
      "  CONFIG is a key=value file: players (or PlayersNumber), rounds (or RoundsNumber),",
      "  seed, forfeit-rate, half-bye-rate, zero-bye-rate, withdrawal-rate, late-entries,",
      "  baku, scoring, initial-colour, unrated-share; '#' starts a comment.",
      "",
      "Pairing output: the number of pairs (the PAB counted), then 'white black' per line,",
      "the PAB as 'id 0'. On any error no output file is written or changed. 'pair --format",
      "text|html|json' gives the pairing list with names, ratings and scores, or JSON.",
      "Shell completion: source <(swisspair completion)",
      "",
      "Exit codes (those of bbpPairings):",
      "  0  success; check/selftest: no round differs",
      "  1  no valid pairing exists; check/selftest: some rounds differ",
      "  2  unexpected error, or a known pairing system that is not built yet",
      "  3  invalid input: malformed TRF/JSON, bad option or argument",
      "  4  size limit exceeded: more than 9,999 players in a TRF file (use JSON)",
      "  5  file access error: missing or unreadable input, unwritable output",
      "Every error is one line on stderr: 'swisspair: FILE:LINE:COLUMN: FIELD: problem'.",
      "--debug (anywhere on the line) adds the stack trace.",
      "",
      "File formats:",
      "  TRF-16 (FIDE C.04 Annex 2) with the JaVaFo TRF(x) records XXR XXC XXZ XXS XXA XXP and",
      "  the bbpPairings BB? records; TRF-2026 (FIDE C.02.03 Annexure A); old Krause .tab files;",
      "  JSON (a .json name) for the whole model, needed beyond 9,999 players."
    })
final class SwisspairCommand implements Callable<Integer> {
  @Option(names = "--debug", description = "Print the stack trace of a failure.")
  boolean debug;

  @Override
  public Integer call() {
    throw CliException.invalid("missing command; see 'swisspair --help'");
  }
}
