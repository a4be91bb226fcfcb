package org.swisspair.solver.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.swisspair.model.ByeRequest;
import org.swisspair.model.Colour;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.RoundState;
import org.swisspair.model.ScoringSystem;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.model.trf.TrfWriter;
import org.swisspair.solver.checker.CheckReport;
import org.swisspair.solver.checker.TournamentChecker;
import org.swisspair.solver.dutch.DutchPairingSystem;
import org.swisspair.solver.generator.GeneratorOptions;
import org.swisspair.solver.generator.TournamentGenerator;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.swiss.BoardOrder;
import org.swisspair.solver.swiss.RoundSetup;

/**
 * The endorsement-style cross-check against bbpPairings (C.04.2 1.4), driven by the scripts in
 * {@code tools/crosscheck/}: not a test, and never run by {@code mvn verify}, because it needs the
 * bbpPairings program. The Java half runs in one process for speed:
 *
 * <ul>
 *   <li>{@code plan COUNT SEED}: the sizes, rounds and profiles of the tournaments bbpPairings'
 *       generator makes, one line each;
 *   <li>{@code check DIR CASES [THREADS]}: checks every {@code *.trf} of DIR with the Dutch system
 *       and writes each differing round to CASES (the tournament before the round and both
 *       pairings);
 *   <li>{@code generate DIR COUNT SEED}: writes COUNT tournaments paired by swisspair for
 *       bbpPairings' {@code -c};
 *   <li>{@code before FILE ROUND OUT}: the tournament before a round, as a TRF both engines pair;
 *   <li>{@code compare BEFORE PAIRING}: swisspair's pairing of BEFORE, and the first criterion that
 *       tells it from PAIRING (the engine format of the other engine).
 * </ul>
 */
public final class BbpCrossCheck {
  /** The kinds of tournaments, as in the self-test: forfeits and byes, clean, Baku, 3/1/0. */
  static final List<String> OUR_PROFILES = List.of("messy", "clean", "baku", "w3d1");

  /** bbpPairings' generator: its own random rates, given rates, no incidents, 3/1/0, Baku. */
  static final List<String> BBP_PROFILES = List.of("random", "messy", "clean", "w3d1", "baku");

  private BbpCrossCheck() {}

  /** Runs one sub-command; see the class comment. */
  public static void main(String[] args) throws Exception {
    PrintStream out = System.out;
    switch (args[0]) {
      case "plan" -> plan(out, Integer.parseInt(args[1]), Long.parseLong(args[2]));
      case "check" ->
          System.exit(
              check(
                  out,
                  Path.of(args[1]),
                  Path.of(args[2]),
                  args.length > 3 ? Integer.parseInt(args[3]) : 1));
      case "generate" ->
          generate(out, Path.of(args[1]), Integer.parseInt(args[2]), Long.parseLong(args[3]));
      case "before" ->
          Files.writeString(
              Path.of(args[3]),
              before(read(Path.of(args[1])), Integer.parseInt(args[2])),
              StandardCharsets.UTF_8);
      case "compare" ->
          out.print(compare(read(Path.of(args[1])), Files.readString(Path.of(args[2]))));
      case "classify" -> {
        for (int i = 1; i < args.length; i++) {
          out.println(classify(Path.of(args[i])));
        }
      }
      default -> throw new IllegalArgumentException("unknown sub-command " + args[0]);
    }
  }

  /** One tournament of the plan: index, profile, players, rounds, seed. */
  record Spec(int index, String profile, int players, int rounds, long seed) {
    String name(String prefix) {
      return String.format(
          "%s-%05d-%s-n%03d-r%02d-s%d", prefix, index, profile, players, rounds, seed);
    }
  }

  /**
   * The size of tournament {@code index}: mostly 8-40 players, some up to 100, few up to 200 and
   * very few up to 400 (a 400-player tournament costs bbpPairings about a minute); 5-11 rounds, at
   * most players - 1.
   */
  static Spec spec(int index, long masterSeed, List<String> profiles) {
    SplittableRandom rnd = new SplittableRandom(masterSeed * 1_000_003L + index);
    int bucket = rnd.nextInt(1000);
    int players;
    if (bucket < 800) {
      players = 8 + rnd.nextInt(33);
    } else if (bucket < 965) {
      players = 41 + rnd.nextInt(60);
    } else if (bucket < 997) {
      players = 101 + rnd.nextInt(100);
    } else {
      players = 201 + rnd.nextInt(200);
    }
    int rounds = Math.min(5 + rnd.nextInt(7), players - 1);
    if (players <= 12) {
      // Few players cannot take many rounds of Swiss pairing.
      rounds = Math.min(rounds, players / 2 + 1);
    }
    String profile = profiles.get(index % profiles.size());
    return new Spec(index, profile, players, rounds, rnd.nextLong() & 0x7fff_ffffL);
  }

  static void plan(PrintStream out, int count, long masterSeed) {
    for (int i = 0; i < count; i++) {
      Spec s = spec(i, masterSeed, BBP_PROFILES);
      out.println(
          s.index() + " " + s.profile() + " " + s.players() + " " + s.rounds() + " " + s.seed());
    }
  }

  static void generate(PrintStream out, Path dir, int count, long masterSeed) throws IOException {
    Files.createDirectories(dir);
    int failed = 0;
    for (int i = 0; i < count; i++) {
      Spec s = spec(i, masterSeed, OUR_PROFILES);
      if (Files.exists(dir.resolve(s.name("sp") + ".trf"))) {
        // Written by an earlier run of the same plan: the same seed gives the same bytes.
        continue;
      }
      GeneratorOptions o = options(s);
      try {
        Tournament t = new TournamentGenerator(new DutchPairingSystem()).generate(o);
        Files.writeString(
            dir.resolve(s.name("sp") + ".trf"),
            bbpPoints(TrfWriter.toText(t, TrfWriter.Flavour.TRF16)),
            StandardCharsets.UTF_8);
      } catch (NoValidPairingException e) {
        // A dead end (few players, many rounds): nothing to compare.
        failed++;
        out.println("dead end: " + s.name("sp") + ": " + e.getMessage());
      }
    }
    out.println("generated " + (count - failed) + " of " + count + " (" + failed + " dead ends)");
  }

  /**
   * The bbpPairings point records in the columns it reads ({@code BBW 3.0}: the value right-aligned
   * in columns 5-8); the writer's single space is being fixed in {@code model.trf} elsewhere.
   */
  static String bbpPoints(String trf) {
    return BB_RECORD
        .matcher(trf)
        .replaceAll(m -> String.format("BB%s %4s", m.group(1), m.group(2)));
  }

  private static final Pattern BB_RECORD = Pattern.compile("(?m)^BB([WDLZFU]) +(\\d+\\.\\d)\\s*$");

  static GeneratorOptions options(Spec s) {
    ScoringSystem standard = ScoringSystem.STANDARD;
    int late = s.players() >= 12 ? 1 + s.players() / 40 : 0;
    return switch (s.profile()) {
      case "messy" ->
          new GeneratorOptions(
              s.players(),
              s.rounds(),
              s.seed(),
              0.06,
              0.05,
              0.04,
              0.02,
              late,
              false,
              standard,
              Colour.NONE,
              0.1);
      case "clean" ->
          new GeneratorOptions(
              s.players(), s.rounds(), s.seed(), 0, 0, 0, 0, 0, false, standard, Colour.WHITE, 0);
      case "baku" ->
          new GeneratorOptions(
              s.players(),
              s.rounds(),
              s.seed(),
              0.04,
              0.04,
              0.03,
              0.01,
              late > 0 ? 1 : 0,
              true,
              standard,
              Colour.NONE,
              0.05);
      case "w3d1" ->
          new GeneratorOptions(
              s.players(),
              s.rounds(),
              s.seed(),
              0.05,
              0.04,
              0.03,
              0.02,
              late > 0 ? 1 : 0,
              false,
              GeneratorOptions.parseScoring("W=3,D=1,L=0"),
              Colour.BLACK,
              0.1);
      default -> throw new IllegalArgumentException("unknown profile " + s.profile());
    };
  }

  /** The outcome of checking one file. */
  record FileResult(String name, int rounds, int differing, List<String> lines) {}

  static int check(PrintStream out, Path dir, Path cases, int threads) throws Exception {
    List<Path> files;
    try (Stream<Path> s = Files.list(dir)) {
      files = s.filter(p -> p.toString().endsWith(".trf")).sorted().toList();
    }
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    List<Future<FileResult>> results = new ArrayList<>();
    for (Path f : files) {
      results.add(pool.submit(() -> checkFile(f, cases)));
    }
    int rounds = 0;
    int differing = 0;
    int filesDiffering = 0;
    int failed = 0;
    Map<String, Integer> byCriterion = new TreeMap<>();
    for (Future<FileResult> r : results) {
      FileResult fr = r.get();
      rounds += fr.rounds();
      differing += fr.differing();
      if (fr.rounds() < 0) {
        failed++;
      }
      if (fr.differing() > 0) {
        filesDiffering++;
      }
      for (String line : fr.lines()) {
        out.println(fr.name() + ": " + line);
        int at = line.indexOf("criterion ");
        String key =
            at >= 0
                ? line.substring(at + 10).split(" ")[0]
                : line.contains("colour allocation")
                    ? "colours"
                    : line.contains("candidate order") ? "order" : "other";
        byCriterion.merge(key, 1, Integer::sum);
      }
    }
    pool.shutdown();
    out.println(
        "files "
            + files.size()
            + ", rounds checked "
            + rounds
            + ", rounds differing "
            + differing
            + " (in "
            + filesDiffering
            + " files), unreadable "
            + failed
            + ", by first differing criterion "
            + byCriterion);
    return differing == 0 && failed == 0 ? 0 : 1;
  }

  static FileResult checkFile(Path f, Path cases) throws IOException {
    String name = f.getFileName().toString().replaceFirst("\\.trf$", "");
    Tournament t;
    try {
      t = read(f);
    } catch (Exception e) {
      return new FileResult(name, -1, 0, List.of("unreadable: " + e.getMessage()));
    }
    CheckReport report = new TournamentChecker(new DutchPairingSystem()).check(t);
    List<String> lines = new ArrayList<>();
    Tournament checked = TournamentChecker.asChecked(t);
    for (CheckReport.RoundReport r : report.rounds()) {
      if (!r.differs()) {
        continue;
      }
      String why = r.engineError() != null ? "engine: " + r.engineError() : r.difference();
      lines.add("round " + r.round() + ": " + why);
      Path dir = cases.resolve(name + "-r" + r.round());
      Files.createDirectories(dir);
      Files.writeString(dir.resolve("before.trf"), before(checked, r.round()));
      RoundState state = new RoundState(RoundSetup.stateBefore(checked, r.round()), r.round());
      Files.writeString(dir.resolve("reference.txt"), engineFormat(state, r.filePairs()));
      if (r.engineError() == null) {
        Files.writeString(dir.resolve("swisspair.txt"), engineFormat(state, r.enginePairs()));
      }
      Files.writeString(dir.resolve("check.txt"), why + "\n");
    }
    return new FileResult(name, report.roundsChecked(), report.roundsDiffering(), lines);
  }

  static Tournament read(Path f) throws Exception {
    return new TrfReader(TrfReader.Options.DEFAULT)
        .read(f.getFileName().toString(), Files.readAllBytes(f));
  }

  /**
   * The tournament before round {@code r} as a TRF-16 text both engines pair: the initial colour
   * and any Baku virtual points written out (XXC, XXA), later rounds dropped, and players absent in
   * round {@code r} given a pre-set zero-point bye ({@code 0000 - Z}), which bbpPairings reads
   * where it ignores XXZ.
   */
  static String before(Tournament full, int r) {
    Tournament t = RoundSetup.stateBefore(TournamentChecker.asChecked(full), r);
    List<Player> players = new ArrayList<>();
    List<ByeRequest> kept = new ArrayList<>();
    List<Integer> absent = new ArrayList<>();
    for (ByeRequest b : t.byeRequests()) {
      if (b.round() != r) {
        kept.add(b);
      } else if (t.player(b.player()).round(r).equals(RoundEntry.EMPTY)) {
        absent.add(b.player());
      }
    }
    for (Player p : t.players()) {
      if (!absent.contains(p.id())) {
        players.add(p);
        continue;
      }
      List<RoundEntry> rounds = new ArrayList<>(p.rounds());
      while (rounds.size() < r) {
        rounds.add(RoundEntry.EMPTY);
      }
      rounds.set(r - 1, RoundEntry.bye(ResultCode.ZERO_BYE));
      players.add(p.withRounds(rounds));
    }
    return bbpPoints(
        TrfWriter.toText(t.withPlayers(players).withByeRequests(kept), TrfWriter.Flavour.TRF16));
  }

  static String engineFormat(RoundState state, List<Pair> pairs) {
    return new RoundPairing(state.round(), BoardOrder.sort(state, pairs), null).toEngineFormat();
  }

  /**
   * One line on a case directory (before.trf, reference.txt): the round and the number of rounds,
   * the bracket where the pairings first differ and how many brackets swisspair made, the PAB of
   * each, the players each downfloats from that bracket, and the checker's verdict.
   */
  static String classify(Path caseDir) throws Exception {
    Tournament before = read(caseDir.resolve("before.trf"));
    String reference = Files.readString(caseDir.resolve("reference.txt"));
    int r = TournamentChecker.roundsPlayed(before) + 1;
    Tournament t = TournamentChecker.asChecked(before);
    RoundState state = new RoundState(t, r);
    RoundPairing ours = new DutchPairingSystem().pair(state, true);
    List<Pair> ref = parse(reference);
    int refPab = 0;
    for (Pair p : ref) {
      if (p.isBye()) {
        refPab = p.white();
      }
    }
    String verdict = compare(before, reference).lines().reduce((a, b) -> b).orElse("");
    List<org.swisspair.solver.pairing.Explanation.Bracket> brackets = ours.explanation().brackets();
    int k = -1;
    java.util.regex.Matcher m = Pattern.compile("^bracket (\\d+)").matcher(verdict);
    if (m.find()) {
      k = Integer.parseInt(m.group(1));
    }
    String downOurs = "";
    if (k >= 1 && k <= brackets.size()) {
      downOurs =
          brackets.get(k - 1).downfloaters().stream()
              .map(d -> Integer.toString(d.player()))
              .reduce((a, b) -> a + "," + b)
              .orElse("");
    }
    // The players the reference leaves unpaired in that bracket: those of our bracket's players
    // that the reference pairs outside it.
    String downRef = "";
    if (k >= 1 && k <= brackets.size()) {
      var b = brackets.get(k - 1);
      List<Integer> members = new ArrayList<>(b.residents());
      members.addAll(b.mdps());
      List<String> left = new ArrayList<>();
      for (int id : members) {
        for (Pair p : ref) {
          int other = p.white() == id ? p.black() : p.black() == id ? p.white() : -1;
          if (other == 0 || other > 0 && !members.contains(other)) {
            left.add(Integer.toString(id));
          }
        }
      }
      downRef = String.join(",", left);
    }
    return String.format(
        "%s | round %d of %d | bracket %d of %d | PAB ours %s ref %s | down ours [%s] ref [%s] | %s",
        caseDir.getFileName(),
        r,
        t.totalRounds(),
        k,
        brackets.size(),
        pab(state, ours.pab()),
        pab(state, refPab),
        downOurs,
        downRef,
        verdict.replaceAll("residents \\[[^]]*\\], ", ""));
  }

  /** A PAB receiver with its pairing score and unplayed rounds (C5, C9), "-" for none. */
  private static String pab(RoundState state, int id) {
    if (id == 0) {
      return "-";
    }
    var p = state.player(id);
    return id
        + " ("
        + org.swisspair.model.Points.format(p.pairingScore())
        + ", "
        + p.unplayedRounds()
        + " unplayed)";
  }

  static List<Pair> parse(String engineFormat) {
    List<Pair> pairs = new ArrayList<>();
    String[] lines = engineFormat.strip().split("\\R");
    for (int i = 1; i < lines.length; i++) {
      String[] f = lines[i].trim().split("\\s+");
      pairs.add(new Pair(Integer.parseInt(f[0]), Integer.parseInt(f[1])));
    }
    return pairs;
  }

  /**
   * swisspair's pairing of the round after {@code before}, and what the checker says of {@code
   * reference} (the other engine's pairing in the engine format) against it.
   */
  static String compare(Tournament before, String reference) {
    int r = TournamentChecker.roundsPlayed(before) + 1;
    List<Pair> pairs = new ArrayList<>();
    String[] lines = reference.strip().split("\\R");
    for (int i = 1; i < lines.length; i++) {
      String[] f = lines[i].trim().split("\\s+");
      pairs.add(new Pair(Integer.parseInt(f[0]), Integer.parseInt(f[1])));
    }
    List<Player> players = new ArrayList<>();
    for (Player p : before.players()) {
      List<RoundEntry> rounds = new ArrayList<>(p.rounds());
      while (rounds.size() < r) {
        rounds.add(RoundEntry.EMPTY);
      }
      for (Pair q : pairs) {
        if (q.isBye() && q.white() == p.id()) {
          rounds.set(r - 1, RoundEntry.pab());
        } else if (q.white() == p.id()) {
          rounds.set(r - 1, new RoundEntry(q.black(), Colour.WHITE, ResultCode.DRAW));
        } else if (!q.isBye() && q.black() == p.id()) {
          rounds.set(r - 1, new RoundEntry(q.white(), Colour.BLACK, ResultCode.DRAW));
        }
      }
      players.add(p.withRounds(rounds));
    }
    Tournament withReference = before.withPlayers(players);
    CheckReport.RoundReport rr =
        new TournamentChecker(new DutchPairingSystem()).checkRound(withReference, r);
    StringBuilder sb = new StringBuilder();
    RoundState state =
        new RoundState(RoundSetup.stateBefore(TournamentChecker.asChecked(withReference), r), r);
    sb.append("round ").append(r).append('\n');
    sb.append("swisspair:\n").append(engineFormat(state, rr.enginePairs()));
    sb.append("reference:\n").append(engineFormat(state, rr.filePairs()));
    sb.append(
            rr.engineError() != null
                ? "engine: " + rr.engineError()
                : rr.difference() == null ? "same pairing" : rr.difference())
        .append('\n');
    rr.fileViolations().forEach(v -> sb.append("reference breaks ").append(v).append('\n'));
    return sb.toString();
  }
}
