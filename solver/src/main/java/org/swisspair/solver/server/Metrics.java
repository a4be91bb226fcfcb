package org.swisspair.solver.server;

import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.function.IntSupplier;

/**
 * The server's counters in the Prometheus text format (version 0.0.4): requests by route and
 * status, a latency histogram by route, rounds paired, requests running and queued.
 */
final class Metrics {
  /** Upper bounds of the latency buckets in milliseconds. */
  private static final long[] BUCKETS_MS = {
    5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000, 30000, 60000
  };

  private final Map<String, AtomicLong> requests = new ConcurrentHashMap<>();
  private final Map<String, Histogram> latency = new ConcurrentHashMap<>();
  private final AtomicLong roundsPaired = new AtomicLong();
  private final AtomicLong running = new AtomicLong();
  private final IntSupplier queued;

  /** Counters whose queue gauge reads {@code queued}. */
  Metrics(IntSupplier queued) {
    this.queued = queued;
  }

  private static final class Histogram {
    final AtomicLongArray counts = new AtomicLongArray(BUCKETS_MS.length + 1);
    final AtomicLong sumNanos = new AtomicLong();
  }

  /** Counts one answered request. */
  void request(String route, int status, long nanos) {
    requests.computeIfAbsent(route + "\u0000" + status, k -> new AtomicLong()).incrementAndGet();
    Histogram h = latency.computeIfAbsent(route, k -> new Histogram());
    long ms = nanos / 1_000_000;
    int b = 0;
    while (b < BUCKETS_MS.length && ms > BUCKETS_MS[b]) {
      b++;
    }
    h.counts.incrementAndGet(b);
    h.sumNanos.addAndGet(nanos);
  }

  void roundPaired() {
    roundsPaired.incrementAndGet();
  }

  void started() {
    running.incrementAndGet();
  }

  void finished() {
    running.decrementAndGet();
  }

  /** The metrics as Prometheus text. */
  String text() {
    StringBuilder sb = new StringBuilder();
    sb.append("# HELP swisspair_requests_total Requests answered, by route and status.\n");
    sb.append("# TYPE swisspair_requests_total counter\n");
    for (Map.Entry<String, AtomicLong> e : new TreeMap<>(requests).entrySet()) {
      String[] k = e.getKey().split("\u0000");
      sb.append("swisspair_requests_total{route=\"")
          .append(k[0])
          .append("\",status=\"")
          .append(k[1])
          .append("\"} ")
          .append(e.getValue().get())
          .append('\n');
    }
    sb.append("# HELP swisspair_request_duration_seconds Time from arrival to answer, by route.\n");
    sb.append("# TYPE swisspair_request_duration_seconds histogram\n");
    for (Map.Entry<String, Histogram> e : new TreeMap<>(latency).entrySet()) {
      String route = e.getKey();
      Histogram h = e.getValue();
      long cumulative = 0;
      for (int b = 0; b <= BUCKETS_MS.length; b++) {
        cumulative += h.counts.get(b);
        String le =
            b < BUCKETS_MS.length
                ? String.format(Locale.ROOT, "%.3f", BUCKETS_MS[b] / 1000.0)
                : "+Inf";
        sb.append("swisspair_request_duration_seconds_bucket{route=\"")
            .append(route)
            .append("\",le=\"")
            .append(le)
            .append("\"} ")
            .append(cumulative)
            .append('\n');
      }
      sb.append("swisspair_request_duration_seconds_sum{route=\"")
          .append(route)
          .append("\"} ")
          .append(String.format(Locale.ROOT, "%.6f", h.sumNanos.get() / 1e9))
          .append('\n');
      sb.append("swisspair_request_duration_seconds_count{route=\"")
          .append(route)
          .append("\"} ")
          .append(cumulative)
          .append('\n');
    }
    sb.append("# HELP swisspair_rounds_paired_total Rounds paired and answered.\n");
    sb.append("# TYPE swisspair_rounds_paired_total counter\n");
    sb.append("swisspair_rounds_paired_total ").append(roundsPaired.get()).append('\n');
    sb.append("# HELP swisspair_requests_running Requests being worked on now.\n");
    sb.append("# TYPE swisspair_requests_running gauge\n");
    sb.append("swisspair_requests_running ").append(running.get()).append('\n');
    sb.append("# HELP swisspair_queue_depth Requests waiting for a thread now.\n");
    sb.append("# TYPE swisspair_queue_depth gauge\n");
    sb.append("swisspair_queue_depth ").append(queued.getAsInt()).append('\n');
    return sb.toString();
  }
}
