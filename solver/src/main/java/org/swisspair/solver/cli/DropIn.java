package org.swisspair.solver.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.swisspair.model.Colour;
import org.swisspair.model.Points;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.solver.checker.TournamentChecker;
import org.swisspair.solver.pairing.PairingSystems;
import org.swisspair.solver.swiss.RoundSetup;

/**
 * The invocation tournament programs use for JaVaFo and bbpPairings: {@code --dutch IN -p [OUT]}
 * pairs, {@code --dutch IN -c [ROUND]} checks, {@code --dutch -g [CONFIG|SEED] -o OUT -s SEED}
 * generates; JaVaFo's form without the system flag ({@code IN -p OUT}) pairs with the Dutch system.
 * Without IN, {@code -p} and {@code -c} read standard input, as bbpPairings does. As in the
 * engines, {@code -r} first prints the program line, {@code -l [FILE]} also writes a check-list
 * (default: the input with the extension {@code .list}), and an output or check-list named without
 * a directory is written in the directory of the input file.
 */
final class DropIn {
  private static final Set<String> MODES = Set.of("-p", "-c", "-g");
  private static final Set<String> TOP_LEVEL =
      Set.of("-h", "--help", "-V", "--version", "pair", "check", "generate", "selftest", "convert");

  /** What a drop-in command line asks for. */
  static final class Request {
    String system;
    String mode;
    Path input;
    Path output;
    String generatorArgument;
    Long seed;
    Integer checkRound;
    boolean baku;
    boolean trustResults;
    boolean printInfo;
    boolean checklist;
    Path checklistFile;
  }

  private DropIn() {}

  /** True when {@code args} are a drop-in invocation rather than a subcommand. */
  static boolean applies(List<String> args) {
    if (args.isEmpty() || TOP_LEVEL.contains(args.get(0))) {
      return false;
    }
    if (args.get(0).equals("-r")) {
      return true;
    }
    for (String a : args) {
      if (a.startsWith("--") && PairingSystems.ALL.contains(systemOf(a))) {
        return true;
      }
    }
    return args.stream().anyMatch(MODES::contains);
  }

  /** Parses and runs a drop-in invocation, returning the exit code. */
  static int run(Io io, List<String> args) {
    Request q = parse(args);
    if (q.printInfo) {
      // bbpPairings -r: the program line on standard output before anything else.
      io.out().println(Checklist.footer());
      io.out().flush();
      if (q.mode == null) {
        return ExitCode.OK;
      }
    }
    return switch (q.mode) {
      case "-p" -> pair(io, q);
      case "-c" -> check(io, q);
      default -> generate(io, q);
    };
  }

  /** Parses the drop-in arguments; exit 3 on anything it does not understand. */
  static Request parse(List<String> args) {
    Request q = new Request();
    for (int i = 0; i < args.size(); i++) {
      String a = args.get(i);
      String next = i + 1 < args.size() ? args.get(i + 1) : null;
      // A value never starts with '-', except '-' itself (standard input or output).
      boolean hasValue = next != null && (!next.startsWith("-") || next.equals(Io.STANDARD));
      switch (a) {
        case "-p", "-c", "-g" -> {
          if (q.mode != null && !q.mode.equals(a)) {
            throw CliException.invalid(
                "give one of -p (pair), -c (check), -g (generate), not " + q.mode + " and " + a);
          }
          q.mode = a;
          if (hasValue) {
            switch (a) {
              case "-p" -> {
                q.output = Path.of(next);
                i++;
              }
              case "-c" -> {
                if (next.matches("\\d+")) {
                  q.checkRound = parseInt("-c", next);
                  i++;
                }
              }
              default -> {
                if (!next.equals(Io.STANDARD)) {
                  q.generatorArgument = next;
                  i++;
                }
              }
            }
          }
        }
        case "-o" -> {
          if (next == null) {
            throw CliException.invalid("-o needs a file name");
          }
          q.output = Path.of(next);
          i++;
        }
        case "-s" -> {
          if (next == null) {
            throw CliException.invalid("-s needs a seed");
          }
          q.seed = parseLong("-s", next);
          i++;
        }
        case "-l" -> {
          q.checklist = true;
          if (hasValue && !next.equals(Io.STANDARD)) {
            q.checklistFile = Path.of(next);
            i++;
          }
        }
        case "-r" -> q.printInfo = true;
        case "-b", "--baku" -> q.baku = true;
        case "--trust-results" -> q.trustResults = true;
        default -> {
          if (a.startsWith("--")) {
            String name = systemOf(a);
            if (!PairingSystems.ALL.contains(name)) {
              throw CliException.invalid(
                  "unknown pairing system '"
                      + a
                      + "'; known: --"
                      + String.join(", --", PairingSystems.ALL)
                      + "; options: --trust-results, --baku, --debug");
            }
            if (q.system != null && !q.system.equals(name)) {
              throw CliException.invalid("two pairing systems given: --" + q.system + " and " + a);
            }
            q.system = name;
          } else if (a.startsWith("-") && a.length() > 1) {
            throw CliException.invalid(
                "unknown drop-in option '" + a + "'; known: -p, -c, -g, -o, -s, -b, -l, -r");
          } else if (q.input == null) {
            q.input = Path.of(a);
          } else {
            throw CliException.invalid("unexpected argument '" + a + "'");
          }
        }
      }
    }
    if (q.system == null) {
      q.system = "dutch";
    }
    if (q.mode == null) {
      if (q.printInfo && q.input == null) {
        return q;
      }
      throw CliException.invalid(
          "give -p (pair), -c (check) or -g (generate); see 'swisspair --help'");
    }
    if (!q.mode.equals("-g") && q.input == null) {
      // bbpPairings: -p and -c without an input file read standard input.
      q.input = Path.of(Io.STANDARD);
    }
    return q;
  }

  /**
   * Where the engines write {@code file}: a bare file name goes in the directory of {@code base}
   * (the input), anything with a directory part is taken as given, and {@code -} stays standard
   * output.
   */
  static Path besideInput(Path base, Path file) {
    if (file == null
        || base == null
        || Io.isStandard(file)
        || Io.isStandard(base)
        || file.isAbsolute()
        || file.getParent() != null) {
      return file;
    }
    return base.resolveSibling(file);
  }

  /**
   * The check-list file of {@code -l}: the one named (beside {@code base}), or {@code base}.list.
   */
  static Path checklistFile(Request q, Path base) {
    if (!q.checklist) {
      return null;
    }
    if (q.checklistFile != null) {
      return besideInput(base, q.checklistFile);
    }
    if (base == null || Io.isStandard(base)) {
      throw CliException.invalid("-l: give the check-list file name when there is no input file");
    }
    String name = base.getFileName().toString();
    int dot = name.lastIndexOf('.');
    return base.resolveSibling((dot > 0 ? name.substring(0, dot) : name) + ".list");
  }

  private static int pair(Io io, Request q) {
    PairCommand c = new PairCommand(io);
    c.systemOption.system = q.system;
    c.input = q.input;
    c.output = besideInput(q.input, q.output);
    c.baku = q.baku;
    c.trustResults = q.trustResults;
    c.checklist = checklistFile(q, q.input);
    return c.call();
  }

  private static int check(Io io, Request q) {
    if (q.output != null) {
      throw CliException.invalid("-c writes its report to standard output; drop -o/-p OUT");
    }
    CheckCommand c = new CheckCommand(io);
    c.systemOption.system = q.system;
    c.input = q.input;
    c.onlyRound = q.checkRound;
    c.baku = q.baku;
    c.trustResults = q.trustResults;
    c.engineStyle = true;
    c.checklist = checklistFile(q, q.input);
    return c.call();
  }

  private static int generate(Io io, Request q) {
    GenerateCommand g = new GenerateCommand(io);
    g.systemOption.system = q.system;
    Systems.resolve(q.system);
    // Settings not given are drawn from the seed (the acceptance checklist's RTG).
    g.baku = q.baku ? Boolean.TRUE : null;
    if (q.output == null) {
      throw CliException.invalid("-g needs -o OUT");
    }
    Long seed = q.seed;
    Path base = null;
    if (q.input != null) {
      model(g, q.input, q.trustResults);
      base = q.input;
    }
    if (q.generatorArgument != null) {
      Path config = Path.of(q.generatorArgument);
      if (!Files.exists(config) && q.generatorArgument.matches("-?\\d+")) {
        // JaVaFo's -g SEED.
        seed = seed != null ? seed : parseLong("-g", q.generatorArgument);
      } else {
        Long fromConfig = config(g, config);
        seed = seed != null ? seed : fromConfig;
        base = config;
      }
    }
    // bbpPairings writes a bare output name beside the model or configuration file.
    g.output = besideInput(base, q.output);
    g.seed = seed;
    int code = g.call();
    Path list = checklistFile(q, g.output);
    if (code == ExitCode.OK && list != null) {
      Tournament t = PairCommand.declared(g.output, TournamentFiles.read(g.output, false));
      StringBuilder sb = new StringBuilder();
      for (int r = 1; r <= TournamentChecker.roundsPlayed(t); r++) {
        RoundState state = new RoundState(RoundSetup.stateBefore(t, r), r);
        sb.append("Round #").append(r).append('\n');
        sb.append(Checklist.table(state, TournamentChecker.filePairs(t, r)));
      }
      TournamentFiles.writeText(list, sb + Checklist.footer());
    }
    return code;
  }

  /** Takes players, rounds, scoring and initial colour from a model tournament (JaVaFo). */
  private static void model(GenerateCommand g, Path input, boolean trustResults) {
    Tournament t = TournamentFiles.read(input, trustResults);
    g.players = t.size();
    g.rounds = t.totalRounds() > 0 ? t.totalRounds() : Math.max(1, t.roundsPaired());
    g.rounds = Math.min(g.rounds, g.players);
    var s = t.scoring();
    g.scoring =
        "W="
            + Points.format(s.win())
            + ",D="
            + Points.format(s.drawWhite())
            + ",L="
            + Points.format(s.loss());
    if (t.initialColour() != Colour.NONE) {
      g.initialColour =
          t.initialColour() == Colour.WHITE
              ? GenerateCommand.InitialColour.WHITE
              : GenerateCommand.InitialColour.BLACK;
    }
  }

  /** The keys of a generator configuration: the {@code generate} options without dashes. */
  static final String CONFIG_KEYS =
      "players, rounds, seed, ratings, unrated, full-byes, half-byes, zero-byes, forfeits,"
          + " double-forfeits, unusual, withdrawals, late-entries, baku, scoring, draws,"
          + " initial-colour, tiebreaks, colour-preferences, primary-score, forbidden-pairs (Team"
          + " system), and the aliases forfeit-rate, half-bye-rate, zero-bye-rate,"
          + " withdrawal-rate, unrated-share";

  /**
   * Reads a {@code key=value} generator configuration (the {@code generate} options, one a line;
   * {@code #} comments, so a generated file's {@code ###} line can be pasted as it is after {@code
   * generate}); returns its seed, or null.
   */
  private static Long config(GenerateCommand g, Path file) {
    String text = new String(TournamentFiles.readBytes(file), StandardCharsets.UTF_8);
    String[] lines = text.split("\\R", -1);
    Long seed = null;
    for (int n = 0; n < lines.length; n++) {
      String line = lines[n].strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      int eq = line.indexOf('=');
      String where = file + ":" + (n + 1) + ":1: ";
      if (eq < 0) {
        throw CliException.invalid(where + "expected key=value, was '" + line + "'");
      }
      String key = line.substring(0, eq).strip();
      String value = line.substring(eq + 1).strip();
      String k = key.toLowerCase(Locale.ROOT).replace("-", "").replace("_", "");
      String field = where + key + ": ";
      try {
        switch (k) {
          case "players", "playersnumber" -> g.players = Integer.parseInt(value);
          case "rounds", "roundsnumber" -> g.rounds = Integer.parseInt(value);
          case "seed" -> seed = Long.parseLong(value);
          case "ratings" -> g.ratings = value;
          case "unrated" -> g.unrated = value;
          case "fullbyes" -> g.fullByes = value;
          case "halfbyes" -> g.halfByes = value;
          case "zerobyes" -> g.zeroByes = value;
          case "forfeits" -> g.forfeits = value;
          case "doubleforfeits" -> g.doubleForfeits = value;
          case "unusual", "unusualresults" -> g.unusual = value;
          case "withdrawals" -> g.withdrawals = value;
          case "lateentries" -> g.lateEntries = value;
          case "forfeitrate" -> g.forfeitRate = Double.parseDouble(value);
          case "halfbyerate" -> g.halfByeRate = Double.parseDouble(value);
          case "zerobyerate" -> g.zeroByeRate = Double.parseDouble(value);
          case "withdrawalrate" -> g.withdrawalRate = Double.parseDouble(value);
          case "unratedshare" -> g.unratedShare = Double.parseDouble(value);
          case "baku" -> g.baku = Boolean.parseBoolean(value) || value.equals("1");
          case "scoring" -> g.scoring = value;
          case "draws" -> g.draws = value;
          case "tiebreaks" -> g.tiebreaks = value;
          case "colourpreferences", "colorpreferences" -> g.systemOption.colourPreferences = value;
          case "primaryscore" -> g.systemOption.primaryScore = value;
          case "forbiddenpairs" ->
              g.forbiddenPairs = Boolean.parseBoolean(value) || value.equals("1");
          case "initialcolour", "initialcolor" ->
              g.initialColour =
                  GenerateCommand.InitialColour.valueOf(value.toUpperCase(Locale.ROOT));
          default -> throw CliException.invalid(field + "unknown key; known: " + CONFIG_KEYS);
        }
      } catch (IllegalArgumentException e) {
        throw CliException.invalid(field + "bad value '" + value + "'");
      }
    }
    return seed;
  }

  private static String systemOf(String flag) {
    return flag.substring(2).toLowerCase(Locale.ROOT);
  }

  private static int parseInt(String option, String value) {
    try {
      return Integer.parseInt(value);
    } catch (NumberFormatException e) {
      throw CliException.invalid(option + ": expected a number, was '" + value + "'");
    }
  }

  private static long parseLong(String option, String value) {
    try {
      return Long.parseLong(value);
    } catch (NumberFormatException e) {
      throw CliException.invalid(option + ": expected a number, was '" + value + "'");
    }
  }
}
