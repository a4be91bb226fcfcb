package org.swisspair.solver.research;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.swisspair.solver.pairing.PairingSystem;

/**
 * Runs a study: every tournament of {@link StudyOptions#tournaments()} under every system, on all
 * the threads asked for. Tournament {@code i} draws its field and random numbers from the study
 * seed and {@code i} alone ({@link Draws}), so the rows are the same, in the same order, whatever
 * the number of threads (the pairing times aside).
 */
public final class Study {
  private Study() {}

  /** Told how many tournaments are finished. */
  public interface Progress {
    /** {@code done} of {@code total} tournaments are finished. */
    void update(int done, int total);
  }

  /**
   * One tournament under one system.
   *
   * @param tournament the tournament index, 0-based
   * @param seed the tournament seed ({@link Draws#tournamentSeed})
   * @param system the system label, e.g. {@code dutch+baku}
   * @param players number of players
   * @param rounds number of rounds
   * @param status {@code ok}, or why a round could not be paired
   * @param values the metrics, index = {@link Metric#ordinal()}; NaN when undefined
   * @param roundMillis the CPU time to pair each round in milliseconds, index 0 for round 1
   */
  public record Result(
      long tournament,
      long seed,
      String system,
      int players,
      int rounds,
      String status,
      double[] values,
      double[] roundMillis) {
    /** The value of metric {@code m}. */
    public double value(Metric m) {
      return values[m.ordinal()];
    }
  }

  /** Runs the study and returns its rows, tournament by tournament, systems in the given order. */
  public static List<Result> run(StudyOptions o, Progress progress) {
    int total = o.tournaments();
    Result[][] rows = new Result[total][];
    AtomicInteger done = new AtomicInteger();
    ThreadLocal<List<PairingSystem>> systems = ThreadLocal.withInitial(() -> create(o));
    ExecutorService pool = Executors.newFixedThreadPool(o.threads(), Study::daemon);
    try {
      List<Future<?>> futures = new ArrayList<>();
      for (int i = 0; i < total; i++) {
        int index = i;
        futures.add(
            pool.submit(
                () -> {
                  rows[index] = runOne(o, index, systems.get()).toArray(Result[]::new);
                  progress.update(done.incrementAndGet(), total);
                }));
      }
      for (Future<?> f : futures) {
        try {
          f.get();
        } catch (java.util.concurrent.ExecutionException e) {
          Throwable c = e.getCause();
          if (c instanceof RuntimeException re) {
            throw re;
          }
          if (c instanceof Error err) {
            throw err;
          }
          throw new IllegalStateException(c);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new IllegalStateException("interrupted", e);
        }
      }
    } finally {
      pool.shutdownNow();
    }
    List<Result> out = new ArrayList<>();
    for (Result[] r : rows) {
      out.addAll(Arrays.asList(r));
    }
    return out;
  }

  /** A fresh instance of every system of the study, in order. */
  public static List<PairingSystem> create(StudyOptions o) {
    return o.systems().stream().map(SystemVariant::create).toList();
  }

  /** Tournament {@code index} under every system (instances from {@link #create}). */
  public static List<Result> runOne(StudyOptions o, long index, List<PairingSystem> systems) {
    Draws draws = new Draws(o.seed(), index, o.field(), o.rounds(), o.gamesPerPairing());
    List<Result> out = new ArrayList<>();
    for (int s = 0; s < o.systems().size(); s++) {
      SystemVariant v = o.systems().get(s);
      Simulator.Played played;
      int[] ranking = null;
      if (v.team()) {
        // Measured on the teams: the field's units are the teams, their strengths the truth.
        TeamSimulator.Played tp = TeamSimulator.play(draws, systems.get(s), o);
        played = tp.played();
        ranking = tp.ranking();
      } else {
        played = Simulator.play(draws, v, systems.get(s), o);
        if (played.complete()) {
          ranking =
              Standings.compute(played.tournament(), o.rounds(), TieBreak.DEFAULT_ORDER)
                  .ranking(draws.lot());
        }
      }
      double[] values =
          played.complete()
              ? TournamentMetrics.measure(played, draws.field(), ranking, o.topK())
              : undefined();
      out.add(
          new Result(
              index,
              draws.seed(),
              v.label(),
              draws.field().size(),
              o.rounds(),
              played.complete() ? "ok" : played.error(),
              values,
              Arrays.stream(played.pairingNanos()).mapToDouble(x -> x / 1e6).toArray()));
    }
    return out;
  }

  private static double[] undefined() {
    double[] values = new double[Metric.values().length];
    Arrays.fill(values, Double.NaN);
    return values;
  }

  private static Thread daemon(Runnable r) {
    Thread t = new Thread(null, r, "study", 64L << 20);
    t.setDaemon(true);
    return t;
  }
}
