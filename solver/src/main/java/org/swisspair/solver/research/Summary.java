package org.swisspair.solver.research;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Per system and metric: the mean over the tournaments with a 95% confidence interval (normal
 * approximation, mean ± 1.96 s / sqrt(n)), and the paired difference to the first system with its
 * own interval. The same draws under every system make the paired interval the one to read when two
 * systems are compared.
 */
public final class Summary {
  /** z for a two-sided 95% interval. */
  static final double Z95 = 1.959963984540054;

  /**
   * A mean with its 95% confidence interval.
   *
   * @param n number of values (NaN values left out)
   * @param mean the mean
   * @param sd the sample standard deviation
   * @param halfWidth half the width of the 95% interval
   */
  public record Estimate(int n, double mean, double sd, double halfWidth) {
    /** The lower end of the interval. */
    public double low() {
      return mean - halfWidth;
    }

    /** The upper end of the interval. */
    public double high() {
      return mean + halfWidth;
    }
  }

  /**
   * One system's line for one metric.
   *
   * @param system the system label
   * @param metric the metric
   * @param estimate its mean and interval
   * @param difference the paired difference to the first system, null for the first system
   */
  public record Line(String system, Metric metric, Estimate estimate, Estimate difference) {}

  private final List<String> systems;
  private final List<Line> lines;
  private final Map<String, Integer> failures;

  private Summary(List<String> systems, List<Line> lines, Map<String, Integer> failures) {
    this.systems = systems;
    this.lines = lines;
    this.failures = failures;
  }

  /** The summary of a study's rows. */
  public static Summary of(List<Study.Result> rows) {
    Map<String, Map<Long, Study.Result>> bySystem = new LinkedHashMap<>();
    Map<String, Integer> failures = new LinkedHashMap<>();
    for (Study.Result r : rows) {
      bySystem.computeIfAbsent(r.system(), s -> new LinkedHashMap<>()).put(r.tournament(), r);
      failures.merge(r.system(), "ok".equals(r.status()) ? 0 : 1, Integer::sum);
    }
    List<String> systems = new ArrayList<>(bySystem.keySet());
    List<Line> lines = new ArrayList<>();
    Map<Long, Study.Result> first = systems.isEmpty() ? Map.of() : bySystem.get(systems.get(0));
    for (Metric m : Metric.values()) {
      for (String s : systems) {
        List<Double> values = new ArrayList<>();
        List<Double> diffs = new ArrayList<>();
        for (Study.Result r : bySystem.get(s).values()) {
          values.add(r.value(m));
          Study.Result base = first.get(r.tournament());
          if (base != null) {
            diffs.add(r.value(m) - base.value(m));
          }
        }
        Estimate d = s.equals(systems.get(0)) ? null : estimate(diffs);
        lines.add(new Line(s, m, estimate(values), d));
      }
    }
    return new Summary(systems, lines, failures);
  }

  /** The mean and 95% interval of {@code values}, NaN values left out. */
  public static Estimate estimate(List<Double> values) {
    int n = 0;
    double sum = 0;
    for (double v : values) {
      if (!Double.isNaN(v)) {
        n++;
        sum += v;
      }
    }
    if (n == 0) {
      return new Estimate(0, Double.NaN, Double.NaN, Double.NaN);
    }
    double mean = sum / n;
    double ss = 0;
    for (double v : values) {
      if (!Double.isNaN(v)) {
        ss += (v - mean) * (v - mean);
      }
    }
    double sd = n > 1 ? Math.sqrt(ss / (n - 1)) : 0;
    return new Estimate(n, mean, sd, n > 1 ? Z95 * sd / Math.sqrt(n) : 0);
  }

  /** The system labels, the baseline first. */
  public List<String> systems() {
    return systems;
  }

  /** Every line, metric by metric, systems in order. */
  public List<Line> lines() {
    return lines;
  }

  /** The line of {@code system} and {@code metric}. */
  public Line line(String system, Metric metric) {
    for (Line l : lines) {
      if (l.system().equals(system) && l.metric() == metric) {
        return l;
      }
    }
    throw new IllegalArgumentException("no line for " + system + " / " + metric);
  }

  /** Tournaments of {@code system} in which some round could not be paired. */
  public int failures(String system) {
    return failures.getOrDefault(system, 0);
  }
}
