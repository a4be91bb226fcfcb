package org.swisspair.solver.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.swisspair.solver.server.ServerFixtures.post;

import java.lang.management.ManagementFactory;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TournamentJson;
import org.swisspair.model.trf.TrfWriter;
import org.swisspair.solver.generator.SyntheticHistory;

/**
 * A bounded load test on 127.0.0.1: a fixed number of pairing requests from a fixed number of
 * concurrent clients, stopped by itself at a time limit; requests per second, p50 and p99 latency,
 * and the heap used (sampled every 20 ms) while it runs. The default build runs a few requests;
 * {@code -Pslow} runs the figures given in docs/performance.md ("The service").
 */
class ServerLoadTest {
  /** The outcome of one run. */
  record Figures(
      int players,
      int requests,
      int clients,
      double seconds,
      double perSecond,
      long p50Ms,
      long p99Ms,
      long heapMaxMb,
      Set<String> answers) {
    String line() {
      return String.format(
          Locale.ROOT,
          "LOAD players=%d requests=%d clients=%d seconds=%.1f rps=%.2f p50=%dms p99=%dms"
              + " heapMax=%dMB",
          players,
          requests,
          clients,
          seconds,
          perSecond,
          p50Ms,
          p99Ms,
          heapMaxMb);
    }
  }

  /** Round 6 of {@code players}, with five rounds of history made without the engine. */
  static byte[] round6(int players) {
    Tournament t = SyntheticHistory.generate(players, 5, 9, 1L);
    // TRF numbers players up to 9,999; beyond, the JSON tournament.
    String text =
        players > 9999 ? TournamentJson.toJson(t) : TrfWriter.toText(t, TrfWriter.Flavour.TRF26);
    return text.getBytes(StandardCharsets.UTF_8);
  }

  /**
   * Sends {@code requests} pairing requests of {@code body} from {@code clients} threads to a
   * server of {@code threads} workers, after {@code warmup} requests; gives up at {@code limit}.
   */
  static Figures run(
      int players, byte[] body, int threads, int clients, int warmup, int requests, Duration limit)
      throws Exception {
    ServerConfig config =
        new ServerConfig("127.0.0.1", 0, threads, 64L << 20, Duration.ofMinutes(2), 64);
    try (PairingServer server = PairingServer.start(config)) {
      for (int i = 0; i < warmup; i++) {
        assertThat(ServerFixtures.send(post(server, "/v1/pair", body, "text/plain")).statusCode())
            .isEqualTo(200);
      }
      AtomicLong heapMax = new AtomicLong();
      Thread sampler =
          new Thread(
              () -> {
                Runtime rt = Runtime.getRuntime();
                while (!Thread.currentThread().isInterrupted()) {
                  heapMax.accumulateAndGet(rt.totalMemory() - rt.freeMemory(), Math::max);
                  try {
                    Thread.sleep(20);
                  } catch (InterruptedException e) {
                    return;
                  }
                }
              });
      sampler.setDaemon(true);
      List<Long> latencies = Collections.synchronizedList(new ArrayList<>());
      Set<String> answers = ConcurrentHashMap.newKeySet();
      AtomicInteger next = new AtomicInteger();
      ExecutorService pool = Executors.newFixedThreadPool(clients);
      long end = System.nanoTime() + limit.toNanos();
      long t0 = System.nanoTime();
      sampler.start();
      List<Future<?>> done = new ArrayList<>();
      for (int c = 0; c < clients; c++) {
        done.add(
            pool.submit(
                () -> {
                  while (next.getAndIncrement() < requests && System.nanoTime() < end) {
                    long s = System.nanoTime();
                    HttpResponse<String> r =
                        ServerFixtures.send(post(server, "/v1/pair", body, "text/plain"));
                    latencies.add(System.nanoTime() - s);
                    answers.add(r.statusCode() + " " + r.body());
                  }
                  return null;
                }));
      }
      for (Future<?> f : done) {
        f.get(limit.toNanos() + TimeUnit.MINUTES.toNanos(2), TimeUnit.NANOSECONDS);
      }
      double seconds = (System.nanoTime() - t0) / 1e9;
      pool.shutdown();
      sampler.interrupt();
      sampler.join();
      List<Long> sorted = new ArrayList<>(latencies);
      sorted.sort(null);
      return new Figures(
          players,
          sorted.size(),
          clients,
          seconds,
          sorted.size() / seconds,
          percentile(sorted, 50) / 1_000_000,
          percentile(sorted, 99) / 1_000_000,
          heapMax.get() >> 20,
          answers);
    }
  }

  /** The nearest-rank percentile of sorted values. */
  static long percentile(List<Long> sorted, int p) {
    int rank = (int) Math.ceil(p / 100.0 * sorted.size());
    return sorted.get(Math.max(0, rank - 1));
  }

  @Test
  void aFewConcurrentRequestsAreAllAnsweredAlike() throws Exception {
    byte[] body = round6(64);
    Figures f = run(64, body, 2, 2, 1, 6, Duration.ofSeconds(60));
    System.out.println(f.line());
    assertThat(f.requests()).isEqualTo(6);
    // Every answer a 200, and the same pairing whichever worker made it.
    assertThat(f.answers()).hasSize(1);
    assertThat(f.answers().iterator().next()).startsWith("200 ");
    assertThat(f.p50Ms()).isLessThanOrEqualTo(f.p99Ms());
    assertThat(f.heapMaxMb()).isPositive();
  }

  @Test
  void percentileIsTheNearestRank() {
    List<Long> values = new ArrayList<>();
    for (long v = 1; v <= 200; v++) {
      values.add(v);
    }
    assertThat(percentile(values, 50)).isEqualTo(100);
    assertThat(percentile(values, 99)).isEqualTo(198);
    assertThat(percentile(List.of(7L), 99)).isEqualTo(7);
  }

  /**
   * The figures in docs/performance.md ("The service"): {@code mvn -B -o -Pslow -pl solver test
   * -Dtest=ServerLoadTest}.
   */
  @Test
  @Tag("slow")
  void loadFigures() throws Exception {
    List<Figures> all = new ArrayList<>();
    all.add(run(64, round6(64), 2, 4, 20, 400, Duration.ofSeconds(60)));
    all.add(run(1000, round6(1000), 2, 4, 3, 40, Duration.ofSeconds(120)));
    all.add(run(10000, round6(10000), 2, 1, 0, 2, Duration.ofSeconds(180)));
    for (Figures f : all) {
      System.out.println(f.line());
      assertThat(f.answers()).as(f.line()).hasSize(1);
      assertThat(f.answers().iterator().next()).startsWith("200 ");
    }
  }

  /** Heap used after a collection, and live threads, at one point of a soak. */
  record Checkpoint(int requests, long heapMb, int threads) {}

  /** The outcome of a soak: its checkpoints and the answers of each size. */
  record Soak(
      int requests, double seconds, List<Checkpoint> checkpoints, List<Set<String>> answers) {
    String line() {
      StringBuilder b =
          new StringBuilder(
              String.format(
                  Locale.ROOT,
                  "SOAK requests=%d seconds=%.0f rps=%.1f",
                  requests,
                  seconds,
                  requests / seconds));
      for (Checkpoint c : checkpoints) {
        b.append(
            String.format(
                Locale.ROOT, " | %d: heap=%dMB threads=%d", c.requests(), c.heapMb(), c.threads()));
      }
      return b.toString();
    }
  }

  /** The heap in use after a full collection, in MB. */
  static long heapAfterGc() throws InterruptedException {
    Runtime rt = Runtime.getRuntime();
    long least = Long.MAX_VALUE;
    // Several collections: one may leave what a finaliser or a cleaner frees in the next.
    for (int i = 0; i < 3; i++) {
      System.gc();
      Thread.sleep(50);
      least = Math.min(least, rt.totalMemory() - rt.freeMemory());
    }
    return least >> 20;
  }

  /**
   * Sends {@code requests} pairing requests from {@code clients} threads, request {@code i} with
   * body {@code i % bodies.size()}, to a server of {@code threads} workers; after every {@code
   * every} requests (all clients paused) it records the heap after a collection and the live
   * threads; gives up at {@code limit}.
   */
  static Soak soak(
      List<byte[]> bodies, int threads, int clients, int requests, int every, Duration limit)
      throws Exception {
    ServerConfig config =
        new ServerConfig("127.0.0.1", 0, threads, 64L << 20, Duration.ofMinutes(2), 64);
    List<Checkpoint> checkpoints = new ArrayList<>();
    List<Set<String>> answers = new ArrayList<>();
    for (int i = 0; i < bodies.size(); i++) {
      answers.add(ConcurrentHashMap.newKeySet());
    }
    long end = System.nanoTime() + limit.toNanos();
    long t0 = System.nanoTime();
    int sent = 0;
    try (PairingServer server = PairingServer.start(config)) {
      ExecutorService pool = Executors.newFixedThreadPool(clients);
      try {
        while (sent < requests && System.nanoTime() < end) {
          int from = sent;
          int to = Math.min(requests, from + every);
          AtomicInteger next = new AtomicInteger(from);
          List<Future<?>> done = new ArrayList<>();
          for (int c = 0; c < clients; c++) {
            done.add(
                pool.submit(
                    () -> {
                      int i;
                      while ((i = next.getAndIncrement()) < to && System.nanoTime() < end) {
                        int k = i % bodies.size();
                        HttpResponse<String> r =
                            ServerFixtures.send(
                                post(server, "/v1/pair", bodies.get(k), "text/plain"));
                        answers.get(k).add(r.statusCode() + " " + r.body());
                      }
                      return null;
                    }));
          }
          for (Future<?> f : done) {
            f.get(limit.toNanos() + TimeUnit.MINUTES.toNanos(2), TimeUnit.NANOSECONDS);
          }
          sent = Math.min(to, next.get());
          Checkpoint c =
              new Checkpoint(
                  sent, heapAfterGc(), ManagementFactory.getThreadMXBean().getThreadCount());
          checkpoints.add(c);
          // A long soak shows its progress.
          System.out.printf(
              Locale.ROOT,
              "SOAK at %d requests, %.0f s: heap=%dMB threads=%d%n",
              c.requests(),
              (System.nanoTime() - t0) / 1e9,
              c.heapMb(),
              c.threads());
        }
      } finally {
        pool.shutdown();
      }
    }
    return new Soak(sent, (System.nanoTime() - t0) / 1e9, checkpoints, answers);
  }

  @Test
  void aShortSoakKeepsHeapAndThreadsFlat() throws Exception {
    Soak s = soak(List.of(round6(16), round6(24)), 2, 2, 30, 10, Duration.ofSeconds(60));
    System.out.println(s.line());
    assertFlat(s, 30);
  }

  /**
   * The soak in docs/performance.md ("The service"): 100,000 requests of 16, 64 and 256 players
   * from four clients, {@code mvn -B -o -Pslow -pl solver test -Dtest=ServerLoadTest#soakFigures}.
   */
  @Test
  @Tag("slow")
  void soakFigures() throws Exception {
    int requests = Integer.getInteger("swisspair.soak.requests", 100_000);
    List<byte[]> bodies = new ArrayList<>();
    // Mostly small rounds, as a platform's many small events send them.
    for (int players : new int[] {16, 16, 16, 64, 64, 16, 16, 16, 64, 256}) {
      bodies.add(round6(players));
    }
    Soak s = soak(bodies, 2, 4, requests, requests / 10, Duration.ofMinutes(40));
    System.out.println(s.line());
    assertFlat(s, requests);
  }

  /**
   * Every request answered, the same 200 for each body, and at the end the heap after a collection
   * and the live threads no higher than at the second checkpoint (the first may precede the pools'
   * growth to their working size), beyond a small margin.
   */
  private static void assertFlat(Soak s, int requests) {
    assertThat(s.requests()).as(s.line()).isEqualTo(requests);
    for (Set<String> a : s.answers()) {
      assertThat(a).as(s.line()).hasSize(1);
      assertThat(a.iterator().next()).startsWith("200 ");
    }
    Checkpoint first = s.checkpoints().get(Math.min(1, s.checkpoints().size() - 1));
    Checkpoint last = s.checkpoints().get(s.checkpoints().size() - 1);
    assertThat(last.heapMb()).as(s.line()).isLessThanOrEqualTo(first.heapMb() + 8);
    assertThat(last.threads()).as(s.line()).isLessThanOrEqualTo(first.threads() + 2);
  }
}
