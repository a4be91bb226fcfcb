package org.swisspair.solver.generator;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TournamentJson;
import org.swisspair.model.trf.TrfFormatException;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.model.trf.TrfWriter;
import org.swisspair.solver.checker.CheckReport;
import org.swisspair.solver.checker.TournamentChecker;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.PairingSystem;

/**
 * Generates many random tournaments with a pairing system and re-checks each with {@link
 * TournamentChecker} (C.04.2 1.4: identical pairings from the same data). The report does not
 * depend on the number of threads.
 */
public final class SelfTest {
  /** Receives progress, one call per finished tournament, never concurrently. */
  @FunctionalInterface
  public interface Progress {
    /** {@code done} of {@code total} tournaments are finished. */
    void update(int done, int total);
  }

  /**
   * One generated tournament.
   *
   * @param index position in the run, 0-based
   * @param seed the generator seed, to reproduce it alone
   * @param players number of players
   * @param report the checker's report, null when generation failed
   * @param error why generation failed, null when it did not
   */
  public record Case(int index, long seed, int players, CheckReport report, String error) {
    /**
     * True when generation failed on an error, a round differs or the file breaks an absolute
     * criterion; a round the system could not pair (a dead end of the random field) is not one.
     */
    public boolean hasFindings() {
      if (error != null) {
        return !deadEnd();
      }
      return report.roundsDiffering() > 0
          || report.rounds().stream().anyMatch(r -> !r.fileViolations().isEmpty());
    }

    /**
     * True when generation stopped at a round for which the system found no pairing complying with
     * the absolute criteria (C.04.2 1.4 leaves it to the arbiter): the field, not the engine.
     */
    public boolean deadEnd() {
      return error != null && error.startsWith(DEAD_END);
    }
  }

  /**
   * The outcome of a run.
   *
   * @param cases every tournament, in index order
   */
  public record Report(List<Case> cases) {
    public Report {
      cases = List.copyOf(cases);
    }

    /** Rounds re-paired over all tournaments. */
    public int roundsChecked() {
      return cases.stream()
          .filter(c -> c.report() != null)
          .mapToInt(c -> c.report().roundsChecked())
          .sum();
    }

    /** Rounds whose re-pairing differs over all tournaments. */
    public int roundsDiffering() {
      return cases.stream()
          .filter(c -> c.report() != null)
          .mapToInt(c -> c.report().roundsDiffering())
          .sum();
    }

    /** Tournaments that could not be generated for an error other than a dead end. */
    public int failures() {
      return (int) cases.stream().filter(c -> c.error() != null && !c.deadEnd()).count();
    }

    /** Tournaments whose generation stopped at a round without a valid pairing. */
    public int deadEnds() {
      return (int) cases.stream().filter(Case::deadEnd).count();
    }

    /** The cases with something to report. */
    public List<Case> findings() {
      return cases.stream().filter(Case::hasFindings).toList();
    }

    /** One line, e.g. {@code 100 tournaments, 812 rounds checked, 0 differ, 0 failed}. */
    public String summary() {
      return cases.size()
          + " tournaments, "
          + roundsChecked()
          + " rounds checked, "
          + roundsDiffering()
          + " differ, "
          + failures()
          + " failed to generate"
          + (deadEnds() > 0 ? ", " + deadEnds() + " without a valid pairing in some round" : "");
    }

    /** The summary and every finding with its seed. */
    public String describe() {
      StringBuilder sb = new StringBuilder(summary());
      for (Case c : findings()) {
        sb.append("\n#").append(c.index()).append(" seed ").append(c.seed()).append(", ");
        sb.append(c.players()).append(" players: ");
        sb.append(c.error() != null ? c.error() : c.report().describe());
      }
      return sb.toString();
    }
  }

  private static final String DEAD_END = "no valid pairing: ";

  /** The settings of one tournament of the run. */
  @FunctionalInterface
  public interface Template {
    /** The settings of the tournament of {@code players} players and seed {@code seed}. */
    GeneratorSettings settings(int players, long seed);
  }

  private final Supplier<PairingSystem> systems;
  private final Template template;
  private final int minPlayers;
  private final int maxPlayers;

  /**
   * A self-test of the systems {@code systems} creates (one per task, as systems need not be
   * thread-safe), with tournaments like {@code template} of {@code minPlayers..maxPlayers} players.
   * Rounds are capped at the number of players minus one.
   */
  public SelfTest(
      Supplier<PairingSystem> systems, GeneratorOptions template, int minPlayers, int maxPlayers) {
    this(
        systems,
        (players, seed) ->
            GeneratorSettings.from(
                template.with(
                    players, Math.max(1, Math.min(template.rounds(), players - 1)), seed)),
        minPlayers,
        maxPlayers);
    Objects.requireNonNull(template, "template");
  }

  /**
   * A self-test of the systems {@code systems} creates, with tournaments of {@code
   * minPlayers..maxPlayers} players whose other settings are {@code request}'s, those it leaves
   * open drawn from each tournament's seed (the acceptance checklist's verification run). Rounds
   * are capped at the number of players minus one.
   */
  public SelfTest(
      Supplier<PairingSystem> systems, GeneratorRequest request, int minPlayers, int maxPlayers) {
    this(
        systems,
        (players, seed) -> {
          GeneratorRequest q = request.copy();
          q.players = players;
          if (q.rounds != null) {
            q.rounds = Math.max(1, Math.min(q.rounds, players - 1));
          }
          return q.resolve(seed);
        },
        minPlayers,
        maxPlayers);
  }

  private SelfTest(
      Supplier<PairingSystem> systems, Template template, int minPlayers, int maxPlayers) {
    this.systems = Objects.requireNonNull(systems, "systems");
    this.template = template;
    if (minPlayers < 2 || maxPlayers < minPlayers) {
      throw new IllegalArgumentException(
          "player range must be 2 <= a <= b, was " + minPlayers + ".." + maxPlayers);
    }
    this.minPlayers = minPlayers;
    this.maxPlayers = maxPlayers;
  }

  /** Runs {@code count} tournaments on every available processor. */
  public Report run(int count, long masterSeed, Progress progress) {
    return run(count, masterSeed, Runtime.getRuntime().availableProcessors(), progress);
  }

  /** Runs {@code count} tournaments on {@code threads} threads. */
  public Report run(int count, long masterSeed, int threads, Progress progress) {
    return run(0, count, masterSeed, threads, progress);
  }

  /**
   * Runs the tournaments {@code from..from+count-1} of the run of {@code masterSeed} on {@code
   * threads} threads: a slice of a longer run, the same cases whatever the slicing.
   */
  public Report run(int from, int count, long masterSeed, int threads, Progress progress) {
    if (from < 0 || count < 0 || threads < 1) {
      throw new IllegalArgumentException(
          "count must be >= 0 and threads >= 1, were " + count + " and " + threads);
    }
    Progress sink = progress == null ? (d, t) -> {} : progress;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    Object lock = new Object();
    int[] done = {0};
    try {
      List<Future<Case>> futures = new ArrayList<>();
      for (int i = 0; i < count; i++) {
        int index = from + i;
        futures.add(
            pool.submit(
                () -> {
                  Case c = runOne(index, masterSeed);
                  synchronized (lock) {
                    sink.update(++done[0], count);
                  }
                  return c;
                }));
      }
      // Collected by index, so the report is the same whatever the thread count.
      List<Case> cases = new ArrayList<>();
      for (Future<Case> f : futures) {
        cases.add(f.get());
      }
      return new Report(cases);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("self-test interrupted", e);
    } catch (ExecutionException e) {
      throw new IllegalStateException("self-test task failed: " + e.getCause(), e.getCause());
    } finally {
      pool.shutdownNow();
    }
  }

  /**
   * The tournament written as TRF-2026 and read back, or as JSON beyond TRF's 9,999 players.
   *
   * @throws IllegalStateException when the file cannot be read back
   */
  public static Tournament readBack(Tournament t, String name) {
    try {
      if (t.size() > 9999) {
        return TournamentJson.fromJson(TournamentJson.toJson(t));
      }
      return new TrfReader().read(name + ".trf", TrfWriter.toText(t, TrfWriter.Flavour.TRF26));
    } catch (TrfFormatException | java.io.IOException e) {
      throw new IllegalStateException(
          "the generated file does not read back: " + e.getMessage(), e);
    }
  }

  /** The generator seed of tournament {@code index}. */
  public static long seedOf(long masterSeed, int index) {
    return new SplittableRandom(masterSeed ^ (0x9E3779B97F4A7C15L * (index + 1))).nextLong();
  }

  private Case runOne(int index, long masterSeed) {
    long seed = seedOf(masterSeed, index);
    int players = minPlayers + (int) Math.floorMod(seed, (long) (maxPlayers - minPlayers + 1));
    PairingSystem system = systems.get();
    try {
      GeneratorSettings o = template.settings(players, seed);
      Tournament t = new TournamentGenerator(system).generate(o, seed);
      // The file is what is checked: written and read back as a user would.
      Tournament back = readBack(t, "seed-" + seed);
      return new Case(index, seed, players, new TournamentChecker(system).check(back), null);
    } catch (NoValidPairingException e) {
      return new Case(index, seed, players, null, DEAD_END + e.getMessage());
    } catch (RuntimeException e) {
      return new Case(
          index, seed, players, null, e.getClass().getSimpleName() + ": " + e.getMessage());
    }
  }
}
