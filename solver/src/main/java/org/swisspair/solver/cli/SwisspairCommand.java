package org.swisspair.solver.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.swisspair.solver.pairing.PairingSystems;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/**
 * The top {@code swisspair} command: holds the subcommands and documents the drop-in use. The lines
 * that name systems are made from the registry ({@link PairingSystems}) by {@link #describe}, so
 * the help cannot forget a system or call a built one unbuilt.
 */
@Command(
    name = "swisspair",
    mixinStandardHelpOptions = true,
    versionProvider = Version.class,
    synopsisSubcommandLabel = "COMMAND",
    commandListHeading = "%nCommands:%n",
    footerHeading = "%n")
final class SwisspairCommand implements Callable<Integer> {
  @Option(names = "--debug", description = "Print the stack trace of a failure.")
  boolean debug;

  @Override
  public Integer call() {
    throw CliException.invalid("missing command; see 'swisspair --help'");
  }

  /** Sets the description and footer of the top command from the registry. */
  static void describe(CommandSpec spec) {
    spec.usageMessage().description(description().toArray(String[]::new));
    spec.usageMessage().footer(footer().toArray(String[]::new));
  }

  /** One line per registered system: name, display name, article and status. */
  static List<String> systemLines() {
    List<String> out = new ArrayList<>();
    for (PairingSystems.Entry e : PairingSystems.REGISTRY) {
      out.add(
          String.format(
              "  %-13s %-13s %-20s %s%s",
              e.name(),
              e.displayName(),
              e.article(),
              e.status(),
              e.built() ? "" : "; not built yet, exit 2"));
    }
    return out;
  }

  static List<String> description() {
    List<String> out = new ArrayList<>();
    out.add(
        "Pairs chess tournaments by the FIDE Swiss rules exactly (C.04), with Baku acceleration"
            + " (C.04.7) in every system; checks finished tournaments and generates random ones.");
    out.add("");
    out.add("Pairing systems (--system NAME; drop-in --NAME):");
    out.addAll(systemLines());
    out.add("");
    return out;
  }

  static List<String> footer() {
    List<String> dropIn = new ArrayList<>();
    for (String name : PairingSystems.ALL) {
      if (!name.equals("dutch")) {
        dropIn.add("--" + name);
      }
    }
    List<String> out = new ArrayList<>();
    out.add("Drop-in engine invocation (as tournament programs call JaVaFo and bbpPairings):");
    out.add("  swisspair --dutch IN.trf -p [OUT]        pair the next round; OUT omitted: stdout");
    out.add("  swisspair --dutch IN.trf -p OUT -b       ... with Baku acceleration in this round");
    out.add("  swisspair --dutch IN.trf -c [ROUND]      check every round (or only ROUND)");
    out.add("  swisspair --dutch -g [CONFIG|SEED] -o OUT [-s SEED] [-b]   generate a tournament");
    out.add(
        "  swisspair --dutch MODEL.trf -g -o OUT [-s SEED]   generate like MODEL (players, rounds,");
    out.add("                                                    scoring, initial colour)");
    out.add("  swisspair IN.trf -p [OUT]                JaVaFo form, Dutch system");
    out.add(
        "  swisspair [-r] ... [-l [LIST]]           -r: program line first; -l: check-list file");
    out.add("  The same forms with " + String.join(" ", dropIn) + ";");
    out.add("  an unknown --NAME is exit 3.");
    out.add("  CONFIG is a key=value file: players (or PlayersNumber), rounds (or RoundsNumber),");
    out.add("  seed, forfeit-rate, half-bye-rate, zero-bye-rate, withdrawal-rate, late-entries,");
    out.add("  baku, scoring, initial-colour, unrated-share; '#' starts a comment.");
    out.add("");
    out.add("Pairing output: the number of pairs (the PAB counted), then 'white black' per line,");
    out.add("the PAB as 'id 0'. On any error no output file is written or changed. 'pair --format");
    out.add("text|html|json' gives the pairing list with names, ratings and scores, or JSON.");
    out.add("Shell completion: source <(swisspair completion)");
    out.add("");
    out.add("Exit codes (those of bbpPairings):");
    out.add("  0  success; check/selftest: no round differs");
    out.add("  1  no valid pairing exists; check/selftest: some rounds differ");
    out.add("  2  unexpected error");
    out.add("  3  invalid input: malformed TRF/JSON, bad option or argument");
    out.add("  4  size limit exceeded: more than 9,999 players in a TRF file (use JSON)");
    out.add("  5  file access error: missing or unreadable input, unwritable output");
    out.add("Every error is one line on stderr: 'swisspair: FILE:LINE:COLUMN: FIELD: problem'.");
    out.add("Exit 1 while pairing: 'No valid pairing exists: FILE: round N: why' (bbpPairings'");
    out.add("sentence first, as Lichess looks for it). Messages and codes: docs/drop-in.md.");
    out.add("--debug (anywhere on the line) adds the stack trace.");
    out.add("");
    out.add("File formats:");
    out.add(
        "  TRF-16 (FIDE C.04 Annex 2) with the JaVaFo TRF(x) records XXR XXC XXZ XXS XXA XXP and");
    out.add(
        "  the bbpPairings BB? records; TRF-2026 (FIDE C.02.03 Annexure A); old Krause .tab files;");
    out.add("  JSON (a .json name) for the whole model, needed beyond 9,999 players.");
    return out;
  }
}
