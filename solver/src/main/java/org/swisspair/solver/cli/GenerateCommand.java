package org.swisspair.solver.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.swisspair.model.Colour;
import org.swisspair.model.RoundState;
import org.swisspair.model.ScoringRules;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.solver.generator.GeneratorOptions;
import org.swisspair.solver.generator.TournamentGenerator;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code swisspair generate}: writes a random tournament paired round by round by a system. */
@Command(
    name = "generate",
    mixinStandardHelpOptions = true,
    versionProvider = Version.class,
    sortOptions = false,
    description = {
      "Writes a random tournament paired by the system.",
      "Generates a random tournament, pairing every round with the system and simulating the"
          + " results from the ratings, and writes it to OUT. The same options and seed give the"
          + " same bytes. The default TRF-16 output holds TRF-16 player lines, XXR/XXC and the"
          + " TRF-2026 records the other engines ignore, so JaVaFo and bbpPairings read it.",
      ""
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:tournament written",
      "1:the system found no valid pairing for a round",
      "2:unexpected error",
      "3:invalid option",
      "4:more than 9,999 players for a TRF format (use --format json)",
      "5:output unwritable"
    })
final class GenerateCommand implements Callable<Integer> {
  private final Io io;

  @Mixin SystemOption systemOption = new SystemOption();

  @Option(names = "--players", paramLabel = "N", required = true, description = "Players, >= 2.")
  int players;

  @Option(
      names = "--rounds",
      paramLabel = "R",
      required = true,
      description = "Rounds, 1 to the number of players.")
  int rounds;

  @Option(names = "--seed", paramLabel = "X", required = true, description = "Random seed.")
  long seed;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "OUT",
      required = true,
      description = "Output file, written atomically.")
  Path output;

  @Option(
      names = "--forfeit-rate",
      paramLabel = "F",
      description = "Share of games forfeited, 0..1 (default 0).")
  double forfeitRate;

  @Option(
      names = "--half-bye-rate",
      paramLabel = "F",
      description = "Chance per player and round of a requested half-point bye, 0..1.")
  double halfByeRate;

  @Option(
      names = "--zero-bye-rate",
      paramLabel = "F",
      description = "Chance per player and round of a known absence (zero-point bye), 0..1.")
  double zeroByeRate;

  @Option(
      names = "--withdrawal-rate",
      paramLabel = "F",
      description = "Chance per player and round of withdrawing (from round 2), 0..1.")
  double withdrawalRate;

  @Option(
      names = "--late-entries",
      paramLabel = "K",
      description = "Players joining in round 2 or 3 (C.04.2 2.4).")
  int lateEntries;

  @Option(names = "--baku", description = "Baku acceleration (C.04.7).")
  boolean baku;

  @Option(
      names = "--forbidden-pairs",
      description = "Team system: a 260 record forbidding teams 1 and 2 to meet (C.04.2 3.5).")
  boolean forbiddenPairs;

  @Option(
      names = "--scoring",
      paramLabel = "SPEC",
      description =
          "Point system, e.g. W=3,D=1,L=0; optional U (PAB), H, F, Z (byes), FW, FL (forfeits)"
              + " (default W=1,D=0.5,L=0).")
  String scoring;

  @Option(
      names = "--initial-colour",
      paramLabel = "COLOUR",
      description = "white or black: colour of the odd TPNs in round 1 (default: drawn by lot).")
  InitialColour initialColour;

  @Option(
      names = "--unrated-share",
      paramLabel = "F",
      description = "Share of unrated players, 0..1 (default 0).")
  double unratedShare;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      description = "trf16 (default), trf26 or json (json is the default for a .json OUT).")
  TournamentFormat format;

  /** The initial colours {@code --initial-colour} takes. */
  enum InitialColour {
    WHITE,
    BLACK
  }

  /** A command writing to {@code io}. */
  GenerateCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    PairingSystem pairingSystem =
        systemOption.withTeamSettings(Systems.resolve(systemOption.nameOrDutch()));
    if (pairingSystem instanceof org.swisspair.solver.team.TeamPairingSystem team) {
      return TeamCommands.generate(io, this, team);
    }
    if (forbiddenPairs) {
      throw CliException.invalid("--forbidden-pairs: only for --system team");
    }
    GeneratorOptions options = options();
    TournamentFormat f = effectiveFormat();
    TournamentFiles.checkSize(options.players(), f, output);
    TournamentFiles.checkWritable(output);
    ProgressBar bar = ProgressBar.onConsole(io.err(), "generate");
    Tournament t;
    try {
      t =
          new TournamentGenerator(new Reporting(pairingSystem, bar, options.rounds()))
              .generate(options);
    } catch (NoValidPairingException e) {
      throw new CliException(
          ExitCode.NO_VALID_PAIRING,
          "generate: seed " + seed + ": no valid pairing: " + e.getMessage(),
          e);
    } finally {
      bar.finish();
    }
    TournamentFiles.write(t, f, output);
    return ExitCode.OK;
  }

  /** The generator options, or exit 3 naming what is wrong. */
  GeneratorOptions options() {
    ScoringSystem points = ScoringSystem.STANDARD;
    if (scoring != null) {
      try {
        points = GeneratorOptions.parseScoring(scoring);
        ScoringRules.check(
            points, Systems.resolve(systemOption.nameOrDutch()).name().equals("double-swiss"));
      } catch (IllegalArgumentException e) {
        throw CliException.invalid("--scoring: " + e.getMessage());
      }
    }
    Colour colour =
        initialColour == null
            ? Colour.NONE
            : initialColour == InitialColour.WHITE ? Colour.WHITE : Colour.BLACK;
    try {
      return new GeneratorOptions(
          players,
          rounds,
          seed,
          forfeitRate,
          halfByeRate,
          zeroByeRate,
          withdrawalRate,
          lateEntries,
          baku,
          points,
          colour,
          unratedShare);
    } catch (IllegalArgumentException e) {
      throw CliException.invalid("generate: " + e.getMessage());
    }
  }

  private TournamentFormat effectiveFormat() {
    if (format != null) {
      return format;
    }
    return TournamentFormat.isJson(output) ? TournamentFormat.JSON : TournamentFormat.TRF16;
  }

  /** Passes every call to the system and advances the progress bar by round. */
  private record Reporting(PairingSystem system, ProgressBar bar, int rounds)
      implements PairingSystem {
    @Override
    public String name() {
      return system.name();
    }

    @Override
    public org.swisspair.solver.pairing.PairingRules rules(RoundState state) {
      return system.rules(state);
    }

    @Override
    public RoundPairing pair(RoundState state, boolean explain) throws NoValidPairingException {
      RoundPairing p = system.pair(state, explain);
      bar.update(state.round(), rounds);
      return p;
    }
  }
}
