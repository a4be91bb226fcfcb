package org.swisspair.benchmarks;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.swisspair.model.RoundState;
import org.swisspair.model.trf.TrfWriter;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.research.Field;
import org.swisspair.solver.research.Simulator;
import org.swisspair.solver.research.StudyOptions;
import org.swisspair.solver.research.SystemVariant;

/**
 * A platform's view of one Dutch event: every round paired, then its results simulated, as an
 * online platform runs a Swiss event. Lichess writes the event as a TRF file each round and runs
 * bbpPairings on it ({@code --dutch FILE -p}, the pairing read from standard output); {@code
 * command} mode does the same with any drop-in engine, one process per round, its start included;
 * {@code library} mode pairs through the Java library in this JVM.
 *
 * <p>{@code java -cp benchmarks.jar org.swisspair.benchmarks.PlatformRun MODE PLAYERS ROUNDS DIR
 * LIMIT_S [ENGINE...]}: MODE is {@code command} or {@code library}; DIR receives the TRF file of
 * each round and each round's pairing ({@code r<round>.txt}, the engines' format), so that runs
 * compare byte for byte; LIMIT_S is the CPU-time limit of one round in command mode, its wall time
 * capped at four limits (the process is then killed, and the event stops there); ENGINE is the
 * command, e.g. {@code ./swisspair} or {@code /path/to/bbpPairings.exe}. The field is {@code
 * normal:1800:300}, seed {@link Inputs#SEED}, results from the simulator's game model ({@link
 * Simulator}), no byes or forfeits, so two engines that pair alike play the same event. Prints
 * {@code ROUND <round> <wall ms> <peak RSS KiB or -1> <boards>} per round and {@code DONE <rounds
 * paired> <total ms> <peak heap bytes>}, or {@code STOPPED <round> <reason>}.
 */
public final class PlatformRun {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private PlatformRun() {}

  public static void main(String[] args) throws IOException {
    String mode = args[0];
    int players = Integer.parseInt(args[1]);
    int rounds = Integer.parseInt(args[2]);
    Path dir = Path.of(args[3]);
    int limit = Integer.parseInt(args[4]);
    List<String> engine = List.of(args).subList(5, args.length);
    Files.createDirectories(dir);
    StudyOptions o =
        StudyOptions.of(
            Field.distribution("normal:1800:300", players, 0),
            rounds,
            1,
            List.of(SystemVariant.parse("dutch")),
            Inputs.SEED);
    Timed system =
        switch (mode) {
          case "command" -> new Timed(new Command(engine, dir, limit), dir);
          case "library" -> new Timed(Inputs.system("dutch"), dir);
          default -> throw new IllegalArgumentException("mode must be command or library: " + mode);
        };
    ScalingMeasurement.resetHeapPeaks();
    Simulator.Played played = SmallFields.playQuietly(o, system, 0);
    long total = Arrays.stream(system.wallNanos).sum();
    if (!played.complete()) {
      System.out.println("STOPPED " + (system.rounds + 1) + " " + played.error());
    }
    System.out.printf(
        Locale.ROOT,
        "DONE %d %d %d%n",
        system.rounds,
        total / 1_000_000,
        ScalingMeasurement.heapPeak());
  }

  /** Pairs with another system, timing each round's wall clock and keeping each pairing. */
  private static final class Timed implements PairingSystem {
    private final PairingSystem inner;
    private final Path dir;
    final long[] wallNanos = new long[1000];
    int rounds;

    Timed(PairingSystem inner, Path dir) {
      this.inner = inner;
      this.dir = dir;
    }

    @Override
    public String name() {
      return inner.name();
    }

    @Override
    public RoundPairing pair(RoundState state, boolean explain) throws NoValidPairingException {
      long start = System.nanoTime();
      long cpu0 = THREADS.getCurrentThreadCpuTime();
      RoundPairing p = inner.pair(state, explain);
      long wall = System.nanoTime() - start;
      long cpu = THREADS.getCurrentThreadCpuTime() - cpu0;
      wallNanos[state.round()] = wall;
      rounds = state.round();
      long rss = -1;
      if (inner instanceof Command c) {
        rss = c.lastRssKib;
        cpu = c.lastCpuMillis * 1_000_000;
      }
      System.out.printf(
          Locale.ROOT,
          "ROUND %d %d %d %d %d%n",
          state.round(),
          wall / 1_000_000,
          rss,
          p.boards().size(),
          cpu / 1_000_000);
      System.out.flush();
      try {
        Files.writeString(dir.resolve("r" + state.round() + ".txt"), p.toEngineFormat());
      } catch (IOException e) {
        throw new IllegalStateException("cannot write the pairing to " + dir, e);
      }
      return p;
    }

    @Override
    public PairingRules rules(RoundState state) {
      return inner.rules(state);
    }
  }

  /** A drop-in engine run once per round: {@code ENGINE --dutch FILE -p}, pairing on stdout. */
  private static final class Command implements PairingSystem {
    private final List<String> engine;
    private final Path dir;
    private final int limit;
    long lastRssKib = -1;
    long lastCpuMillis = -1;

    Command(List<String> engine, Path dir, int limit) {
      if (engine.isEmpty()) {
        throw new IllegalArgumentException("command mode needs the engine's command");
      }
      this.engine = engine;
      this.dir = dir;
      this.limit = limit;
    }

    @Override
    public String name() {
      return "dutch";
    }

    @Override
    public RoundPairing pair(RoundState state, boolean explain) {
      int r = state.round();
      Path trf = dir.resolve("r" + r + ".trf");
      Path out = dir.resolve("r" + r + ".stdout");
      Path err = dir.resolve("r" + r + ".stderr");
      Path rss = dir.resolve("r" + r + ".rss");
      try {
        TrfWriter.write(state.tournament(), TrfWriter.Flavour.TRF16, trf);
        List<String> command = new ArrayList<>();
        boolean timed = Files.isExecutable(Path.of("/usr/bin/time"));
        if (timed) {
          command.addAll(List.of("/usr/bin/time", "-f", "%M %U %S", "-o", rss.toString()));
        }
        // The limit is CPU time (a loaded machine stretches wall time), wall capped at 4 limits.
        command.addAll(
            List.of(
                "prlimit",
                "--cpu=" + limit + ":" + (limit + 5),
                "timeout",
                String.valueOf(4 * limit)));
        command.addAll(engine);
        command.addAll(List.of("--dutch", trf.toString(), "-p"));
        Process p =
            new ProcessBuilder(command)
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .start();
        int code = p.waitFor();
        String[] usage = timed ? usage(rss) : new String[] {"-1", "-0.001", "0"};
        lastRssKib = Long.parseLong(usage[0]);
        lastCpuMillis =
            Math.round((Double.parseDouble(usage[1]) + Double.parseDouble(usage[2])) * 1000);
        if (code == 124 || code == 137 || code == 152) {
          throw new IllegalStateException("over the limit of " + limit + " s");
        }
        if (code != 0) {
          throw new IllegalStateException(
              "exit " + code + ": " + Files.readString(err, StandardCharsets.UTF_8).strip());
        }
        return parse(r, Files.readAllLines(out, StandardCharsets.UTF_8));
      } catch (IOException e) {
        throw new IllegalStateException("round " + r + ": " + e.getMessage(), e);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted", e);
      }
    }

    /** Peak RSS (KiB), user and system seconds as /usr/bin/time wrote them (its last line). */
    private static String[] usage(Path file) throws IOException {
      List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
      return lines.isEmpty()
          ? new String[] {"-1", "-0.001", "0"}
          : lines.get(lines.size() - 1).trim().split("\\s+");
    }

    @Override
    public PairingRules rules(RoundState state) {
      throw new UnsupportedOperationException("an external engine has no rules object");
    }
  }

  /** The engines' format: the number of pairs, then {@code white black} ({@code 0}: bye). */
  static RoundPairing parse(int round, List<String> lines) {
    List<String> body = new ArrayList<>();
    for (String line : lines) {
      if (!line.isBlank()) {
        body.add(line.trim());
      }
    }
    if (body.isEmpty()) {
      throw new IllegalStateException("round " + round + ": the engine printed no pairing");
    }
    int count = Integer.parseInt(body.get(0));
    if (body.size() != count + 1) {
      throw new IllegalStateException(
          "round " + round + ": " + count + " pairs announced, " + (body.size() - 1) + " read");
    }
    List<Pair> boards = new ArrayList<>();
    for (String line : body.subList(1, body.size())) {
      String[] f = line.split("\\s+");
      boards.add(new Pair(Integer.parseInt(f[0]), Integer.parseInt(f[1])));
    }
    return new RoundPairing(round, boards, null);
  }
}
