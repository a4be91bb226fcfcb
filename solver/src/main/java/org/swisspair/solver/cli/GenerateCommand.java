package org.swisspair.solver.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.swisspair.model.Colour;
import org.swisspair.model.RoundState;
import org.swisspair.model.ScoringRules;
import org.swisspair.model.Tournament;
import org.swisspair.solver.generator.GeneratorOptions;
import org.swisspair.solver.generator.GeneratorRequest;
import org.swisspair.solver.generator.GeneratorSettings;
import org.swisspair.solver.generator.Ratings;
import org.swisspair.solver.generator.RoundCounts;
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
          + " results from the ratings with the FIDE rating table's expected scores, and writes it"
          + " to OUT. A setting not given is drawn from the seed; the file's ### line lists every"
          + " setting, so that the same options and seed give the same bytes. The default TRF-16"
          + " output holds TRF-16 player lines, XXR/XXC and the TRF-2026 records the other engines"
          + " ignore, so JaVaFo and bbpPairings read it.",
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

  @Option(
      names = "--players",
      paramLabel = "N",
      description = "Players (teams for --system team), >= 2 (default: drawn, 8..100).")
  Integer players;

  @Option(
      names = "--rounds",
      paramLabel = "R",
      description = "Rounds, 1 to the number of players (default: drawn, 3..11).")
  Integer rounds;

  @Option(
      names = "--seed",
      paramLabel = "X",
      description = "Random seed (default: a fresh one, printed on standard error).")
  Long seed;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "OUT",
      required = true,
      description = "Output file, written atomically.")
  Path output;

  @Option(
      names = "--ratings",
      paramLabel = "MIN-MAX|random|FILE",
      description =
          "Ratings drawn uniformly from MIN-MAX, normal around 1800 (random), or one per line"
              + " from FILE, 0 for unrated; for --system team a FILE gives one rating per team,"
              + " its members drawn within 150 points of it (default: a drawn range).")
  String ratings;

  @Option(
      names = "--unrated",
      paramLabel = "P%",
      description = "Share of unrated players among drawn ratings (default: drawn, 0..10%%).")
  String unrated;

  @Option(
      names = "--full-byes",
      paramLabel = "SPEC",
      description =
          "Pre-set full-point byes per round: a count (2), a rate per player (5%%) or per-round"
              + " values (3:2,5:1) (default: drawn).")
  String fullByes;

  @Option(names = "--half-byes", paramLabel = "SPEC", description = "Half-point byes, as above.")
  String halfByes;

  @Option(
      names = "--zero-byes",
      paramLabel = "SPEC",
      description = "Zero-point byes (known absences), as above.")
  String zeroByes;

  @Option(
      names = "--forfeits",
      paramLabel = "SPEC",
      description =
          "Games forfeited by one player (matches by one team) per round: a count, a rate per"
              + " game, or rounds.")
  String forfeits;

  @Option(
      names = "--double-forfeits",
      paramLabel = "SPEC",
      description = "Games forfeited by both players (matches by both teams), as above.")
  String doubleForfeits;

  @Option(
      names = "--unusual",
      paramLabel = "SPEC",
      description = "Games (boards of a team match) ending 1/2-0, 0-1/2 or 0-0, as above.")
  String unusual;

  @Option(
      names = "--withdrawals",
      paramLabel = "SPEC",
      description = "Players withdrawing before a round (from round 2), as for byes.")
  String withdrawals;

  @Option(
      names = "--late-entries",
      paramLabel = "K|R:K,...",
      description =
          "Players joining late (C.04.2 2.4): K join in round 2 or 3 by lot, or R:K per round.")
  String lateEntries;

  @Option(
      names = "--forfeit-rate",
      paramLabel = "F",
      description = "Alias of --forfeits with a share 0..1.")
  Double forfeitRate;

  @Option(
      names = "--half-bye-rate",
      paramLabel = "F",
      description = "Alias of --half-byes with a share 0..1.")
  Double halfByeRate;

  @Option(
      names = "--zero-bye-rate",
      paramLabel = "F",
      description = "Alias of --zero-byes with a share 0..1.")
  Double zeroByeRate;

  @Option(
      names = "--withdrawal-rate",
      paramLabel = "F",
      description = "Alias of --withdrawals with a share 0..1.")
  Double withdrawalRate;

  @Option(
      names = "--unrated-share",
      paramLabel = "F",
      description = "Alias of --unrated with a share 0..1.")
  Double unratedShare;

  @Option(
      names = "--baku",
      negatable = true,
      description = "Baku acceleration (C.04.7), or --no-baku (default: drawn).")
  Boolean baku;

  @Option(
      names = "--forbidden-pairs",
      description = "Team system: a 260 record forbidding teams 1 and 2 to meet (C.04.2 3.5).")
  boolean forbiddenPairs;

  @Option(
      names = "--scoring",
      paramLabel = "SPEC",
      description =
          "Point system, e.g. W=3,D=1,L=0; optional U (PAB), H, F, Z (byes), FW, FL (forfeits)"
              + " (default: drawn, mostly W=1,D=0.5,L=0); for --system team the match points W, D,"
              + " L (default: drawn, mostly W=2,D=1,L=0).")
  String scoring;

  @Option(
      names = "--draws",
      paramLabel = "P%",
      description =
          "Share of drawn games between equal ratings; fewer as the gap grows (default: drawn,"
              + " 15..45%%).")
  String draws;

  @Option(
      names = "--initial-colour",
      paramLabel = "COLOUR",
      description = "white or black: colour of the odd TPNs in round 1 (default: drawn).")
  InitialColour initialColour;

  @Option(
      names = "--tiebreaks",
      paramLabel = "LIST",
      description =
          "Tie-break list, written as the 202 record; final ranks follow it, e.g. BH/C1,BH,SB"
              + " (default: drawn; for --system team from team lists such as"
              + " MPvGP,BH/C1,BH,ESB,EDE, whose ranks go in the 310 records).")
  String tiebreaks;

  @Option(
      names = "--plain",
      description =
          "Settings not given are plain instead of drawn: no byes, forfeits, unusual results,"
              + " withdrawals, late entries or unrated players, no Baku, standard scoring, ranks"
              + " by score and TPN; for --system team Type A colour preferences and match points"
              + " 2-1-0 as primary score.")
  boolean plain;

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
    GeneratorRequest request = request();
    long s = seed();
    if (pairingSystem instanceof org.swisspair.solver.team.TeamPairingSystem team) {
      return TeamCommands.generate(io, this, team, request, s);
    }
    if (forbiddenPairs) {
      throw CliException.invalid("--forbidden-pairs: only for --system team");
    }
    GeneratorSettings settings = settings(request, s);
    TournamentFormat f = effectiveFormat();
    TournamentFiles.checkSize(settings.players(), f, output);
    TournamentFiles.checkWritable(output);
    ProgressBar bar = ProgressBar.onConsole(io.err(), "generate");
    Tournament t;
    try {
      t =
          new TournamentGenerator(new Reporting(pairingSystem, bar, settings.rounds()))
              .generate(settings, s);
    } catch (NoValidPairingException e) {
      throw new CliException(
          ExitCode.NO_VALID_PAIRING,
          "generate: seed " + s + ": no valid pairing: " + e.getMessage(),
          e);
    } catch (IllegalArgumentException e) {
      throw CliException.invalid("generate: " + e.getMessage());
    } finally {
      bar.finish();
    }
    TournamentFiles.write(t, f, output);
    return ExitCode.OK;
  }

  /** The seed given, or a fresh one printed on standard error so that the run can be repeated. */
  long seed() {
    if (seed == null) {
      seed = new java.security.SecureRandom().nextLong() & Long.MAX_VALUE;
      io.err().println("swisspair: no seed given; using --seed " + seed);
      io.err().flush();
    }
    return seed;
  }

  /** The settings named on the command line, or exit 3 naming the option that is wrong. */
  GeneratorRequest request() {
    GeneratorRequest q = new GeneratorRequest();
    q.players = players;
    q.rounds = rounds;
    if (ratings != null) {
      q.ratings = ratings(ratings);
    }
    if (unratedShare != null && unrated != null) {
      throw CliException.invalid("--unrated: give it or its alias --unrated-share, not both");
    }
    if (unratedShare != null) {
      q.unratedBasisPoints = share("--unrated-share", unratedShare).basisPoints();
    } else if (unrated != null) {
      q.unratedBasisPoints = rate("--unrated", unrated);
    }
    q.fullByes = counts("--full-byes", fullByes, null);
    q.halfByes = counts("--half-byes", halfByes, halfByeRate);
    q.zeroByes = counts("--zero-byes", zeroByes, zeroByeRate);
    q.forfeits = counts("--forfeits", forfeits, forfeitRate);
    q.doubleForfeits = counts("--double-forfeits", doubleForfeits, null);
    q.unusual = counts("--unusual", unusual, null);
    q.withdrawals = counts("--withdrawals", withdrawals, withdrawalRate);
    q.lateEntries = counts("--late-entries", lateEntries, null);
    q.baku = baku;
    if (scoring != null) {
      try {
        ScoringRules.check(
            GeneratorOptions.parseScoring(scoring),
            Systems.resolve(systemOption.nameOrDutch()).name().equals("double-swiss"));
      } catch (IllegalArgumentException e) {
        throw CliException.invalid("--scoring: " + e.getMessage());
      }
      q.scoring = scoring;
    }
    if (draws != null) {
      int bp = rate("--draws", draws);
      if (bp % 100 != 0) {
        throw CliException.invalid("--draws: a whole percentage, e.g. 30%, was '" + draws + "'");
      }
      q.drawPercent = bp / 100;
    }
    if (initialColour != null) {
      q.initialColour = initialColour == InitialColour.WHITE ? Colour.WHITE : Colour.BLACK;
    }
    if (tiebreaks != null) {
      try {
        q.tiebreaks = GeneratorRequest.checkTieBreaks(tiebreaks);
      } catch (IllegalArgumentException e) {
        throw CliException.invalid("--tiebreaks: " + e.getMessage());
      }
    }
    return plain ? q.plain() : q;
  }

  /** Every setting, the ones not named drawn from {@code s}; exit 3 when they contradict. */
  static GeneratorSettings settings(GeneratorRequest q, long s) {
    try {
      return q.resolve(s);
    } catch (IllegalArgumentException e) {
      throw CliException.invalid("generate: " + e.getMessage());
    }
  }

  private static Ratings ratings(String text) {
    Ratings range;
    try {
      range = Ratings.parseRange(text);
    } catch (IllegalArgumentException e) {
      throw CliException.invalid("--ratings: " + e.getMessage());
    }
    if (range != null) {
      return range;
    }
    Path file = Path.of(text);
    String content =
        new String(TournamentFiles.readBytes(file), java.nio.charset.StandardCharsets.UTF_8);
    try {
      return Ratings.of(Ratings.readList(content, file.toString()), text);
    } catch (IllegalArgumentException e) {
      throw CliException.invalid(e.getMessage());
    }
  }

  private static RoundCounts counts(String option, String text, Double alias) {
    if (text != null && alias != null) {
      throw CliException.invalid(option + ": give it or its -rate alias, not both");
    }
    try {
      return alias != null
          ? RoundCounts.share(alias)
          : text != null ? RoundCounts.parse(text) : null;
    } catch (IllegalArgumentException e) {
      throw CliException.invalid(option + ": " + e.getMessage());
    }
  }

  private static RoundCounts share(String option, double value) {
    try {
      return RoundCounts.share(value);
    } catch (IllegalArgumentException e) {
      throw CliException.invalid(option + ": " + e.getMessage());
    }
  }

  /** A percentage such as {@code 5%} in basis points. */
  private static int rate(String option, String text) {
    RoundCounts c;
    try {
      c = RoundCounts.parse(text.strip().endsWith("%") ? text : text + "%");
    } catch (IllegalArgumentException e) {
      throw CliException.invalid(option + ": " + e.getMessage());
    }
    if (!c.perRound().isEmpty() || c.count() >= 0) {
      throw CliException.invalid(
          option + ": expected a percentage such as 30%, was '" + text + "'");
    }
    return c.basisPoints();
  }

  TournamentFormat effectiveFormat() {
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
