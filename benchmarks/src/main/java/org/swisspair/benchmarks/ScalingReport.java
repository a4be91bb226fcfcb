package org.swisspair.benchmarks;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TournamentJson;
import org.swisspair.model.trf.TrfWriter;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.PairingSystem;

/**
 * Time and peak heap of one round of a system ({@code -Dswisspair.system}, default Dutch) against
 * the number of players, as a Markdown table.
 *
 * <p>{@code java -cp benchmarks/target/benchmarks.jar org.swisspair.benchmarks.ScalingReport
 * [sizes...]} measures rounds 1, 2, 5 and 9 ({@code -Dswisspair.rounds}) of 11 ({@code
 * -Dswisspair.totalRounds}) for each size (default 100 1000 2000 5000 9999 20000 50000) on the
 * inputs of {@link Inputs} ({@code -Dswisspair.history}: {@code synthetic}, the default, or {@code
 * generated}, paired by {@code -Dswisspair.system}). Each cell runs in a fresh JVM ({@link
 * ScalingMeasurement}) with this JVM's options after {@code -Xss16m -XX:+UseSerialGC}: one warm-up
 * pairing, then up to {@code swisspair.repetitions} (5) timed ones, the median reported. A cell
 * that has not finished after {@code swisspair.budgetSeconds} (60) is killed and shown as over
 * budget, and larger sizes of that round are then skipped. {@code -Dswisspair.writeInputs=DIR} also
 * writes every input to {@code DIR/n<players>-r<round>.trf} (TRF-16, up to 9,999 players) or {@code
 * .json} (above), for timing the command line: {@code time ./swisspair pair DIR/n9999-r5.trf}; with
 * {@code -Dswisspair.inputsOnly=true} it writes them and measures nothing ({@code
 * tools/perf/dutch-table.sh}).
 */
public final class ScalingReport {
  private static final int[] DEFAULT_SIZES = {100, 1000, 2000, 5000, 9999, 20000, 50000};
  private static final int[] ROUNDS = rounds();
  private static final int TOTAL_ROUNDS =
      Integer.getInteger("swisspair.totalRounds", Inputs.TOTAL_ROUNDS);
  private static final long SEED = Inputs.SEED;

  private ScalingReport() {}

  /** The rounds to measure: {@code -Dswisspair.rounds=1,2,5,9} (default). */
  private static int[] rounds() {
    String[] parts = System.getProperty("swisspair.rounds", "1,2,5,9").split(",");
    int[] r = new int[parts.length];
    for (int i = 0; i < parts.length; i++) {
      r[i] = Integer.parseInt(parts[i].trim());
    }
    return r;
  }

  public static void main(String[] args) throws IOException, InterruptedException {
    int[] sizes = args.length == 0 ? DEFAULT_SIZES : parseSizes(args);
    int repetitions = Integer.getInteger("swisspair.repetitions", 5);
    int budget = Integer.getInteger("swisspair.budgetSeconds", 60);
    String writeInputs = System.getProperty("swisspair.writeInputs");
    if (writeInputs != null) {
      writeInputs(Path.of(writeInputs), sizes);
      if (Boolean.getBoolean("swisspair.inputsOnly")) {
        return;
      }
    }
    List<String> rows = new ArrayList<>();
    Set<Integer> overBudgetRounds = new HashSet<>();
    for (int players : sizes) {
      for (int round : ROUNDS) {
        String cell;
        if (overBudgetRounds.contains(round)) {
          cell = "not run (a smaller size > " + budget + " s) | –";
        } else {
          System.err.printf(Locale.ROOT, "measuring %d players, round %d...%n", players, round);
          cell = measure(players, round, repetitions, budget);
          if (cell.startsWith(">") || cell.startsWith("out of memory")) {
            overBudgetRounds.add(round);
          }
        }
        String row = "| " + players + " | " + round + " | " + cell + " |";
        System.err.println(row);
        rows.add(row);
      }
    }
    System.out.printf(
        Locale.ROOT,
        "%s round of %d, %s history seed %d; median of up to %d runs after one warm-up;"
            + " budget %d s per cell; JVM options %s%n%n",
        System.getProperty("swisspair.system", "dutch"),
        TOTAL_ROUNDS,
        System.getProperty("swisspair.history", "synthetic"),
        SEED,
        repetitions,
        budget,
        childOptions().subList(1, childOptions().size()));
    System.out.println("| players | round | time per round | peak heap |");
    System.out.println("|--------:|------:|---------------:|----------:|");
    rows.forEach(System.out::println);
  }

  /** Runs one cell in a child JVM and formats "time | heap". */
  private static String measure(int players, int round, int repetitions, int budget)
      throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(childOptions());
    command.addAll(
        List.of(
            "-cp",
            System.getProperty("java.class.path"),
            ScalingMeasurement.class.getName(),
            String.valueOf(players),
            String.valueOf(round),
            String.valueOf(TOTAL_ROUNDS),
            String.valueOf(SEED),
            String.valueOf(repetitions),
            String.valueOf(budget)));
    Process child = new ProcessBuilder(command).redirectErrorStream(true).start();
    List<String> output = new ArrayList<>();
    Thread reader =
        new Thread(
            () -> {
              try (BufferedReader in =
                  new BufferedReader(
                      new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                  synchronized (output) {
                    output.add(line);
                  }
                }
              } catch (IOException e) {
                // the child was killed
              }
            });
    reader.start();
    // The budget covers the timed runs; the input is built before them, so allow a margin.
    if (!child.waitFor(budget + 30L, TimeUnit.SECONDS)) {
      child.destroyForcibly().waitFor();
      reader.join();
      return "> " + budget + " s | –";
    }
    reader.join();
    synchronized (output) {
      for (String line : output) {
        if (line.startsWith("RESULT ")) {
          String[] f = line.split(" ");
          long nanos = Long.parseLong(f[1]);
          int runs = Integer.parseInt(f[2]);
          long heap = Long.parseLong(f[3]);
          String time = formatTime(nanos) + (runs == 0 ? " (1 cold run)" : "");
          if (nanos > budget * 1_000_000_000L) {
            time = "> " + budget + " s (" + formatTime(nanos) + ", 1 cold run)";
          }
          return time + " | " + formatHeap(heap);
        }
        if (line.startsWith("OVER_LIMIT ")) {
          return "> "
              + budget
              + " s | "
              + formatHeap(Long.parseLong(line.split(" ")[2]))
              + " so far";
        }
        if (line.equals("OUT_OF_MEMORY")) {
          return "out of memory | > -Xmx";
        }
      }
      throw new IllegalStateException(
          "measurement of "
              + players
              + " players, round "
              + round
              + " failed (exit "
              + child.exitValue()
              + "):\n"
              + String.join("\n", output));
    }
  }

  /** The java binary and the options of every child: the launcher's, then this JVM's own. */
  private static List<String> childOptions() {
    List<String> options = new ArrayList<>();
    options.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    options.add("-Xss16m");
    options.add("-XX:+UseSerialGC");
    options.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
    return options;
  }

  private static void writeInputs(Path dir, int[] sizes) throws IOException {
    Files.createDirectories(dir);
    Inputs.History history =
        Inputs.History.of(System.getProperty("swisspair.history", "synthetic"));
    PairingSystem system = Inputs.system(System.getProperty("swisspair.system", "dutch"));
    for (int players : sizes) {
      for (int round : ROUNDS) {
        Tournament t;
        try {
          t = Inputs.tournament(history, system, players, round, TOTAL_ROUNDS, SEED);
        } catch (NoValidPairingException e) {
          throw new IllegalStateException(
              "no valid pairing while generating " + players + " players: " + e.getMessage(), e);
        }
        String name = "n" + players + "-r" + round;
        if (players <= 9999) {
          TrfWriter.write(t, TrfWriter.Flavour.TRF16, dir.resolve(name + ".trf"));
        } else {
          TournamentJson.write(t, dir.resolve(name + ".json"));
        }
      }
    }
    System.err.println("inputs written to " + dir);
  }

  private static int[] parseSizes(String[] args) {
    int[] sizes = new int[args.length];
    for (int i = 0; i < args.length; i++) {
      try {
        sizes[i] = Integer.parseInt(args[i]);
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(
            "sizes must be numbers of players, e.g. 100 1000; got '" + args[i] + "'", e);
      }
      if (sizes[i] < 2) {
        throw new IllegalArgumentException("a size must be at least 2 players, got " + sizes[i]);
      }
    }
    return sizes;
  }

  private static String formatTime(long nanos) {
    double ms = nanos / 1e6;
    if (ms < 10) {
      return String.format(Locale.ROOT, "%.2f ms", ms);
    }
    if (ms < 1000) {
      return String.format(Locale.ROOT, "%.0f ms", ms);
    }
    return String.format(Locale.ROOT, "%.1f s", ms / 1000);
  }

  private static String formatHeap(long bytes) {
    return String.format(Locale.ROOT, "%.0f MiB", bytes / (1024.0 * 1024.0));
  }
}
