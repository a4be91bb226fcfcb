package org.swisspair.solver.generator;

import java.util.ArrayList;
import java.util.List;

/**
 * The progress of a long self-test, kept in a small text file so that a run killed and restarted
 * goes on where it stopped: the run's identity (a line the restart must match), then one line per
 * finished slice of tournaments with its counts, then the findings. A torn last line is ignored.
 *
 * @param run what the run is: system, seed, size and settings, one line
 * @param slices the finished slices, in order
 * @param findings one line per finding, with its seed
 */
public record SelfTestState(String run, List<Slice> slices, List<String> findings) {
  private static final String HEADER = "# swisspair selftest state";

  /**
   * One finished slice.
   *
   * @param from first tournament index
   * @param count tournaments in the slice
   * @param rounds rounds checked
   * @param differing rounds that differ
   * @param failures tournaments that failed to generate for an error other than a dead end
   * @param deadEnds tournaments that met a round without a valid pairing
   * @param millis wall-clock time of the slice
   */
  public record Slice(
      int from, int count, long rounds, long differing, int failures, int deadEnds, long millis) {}

  public SelfTestState {
    slices = List.copyOf(slices);
    findings = List.copyOf(findings);
  }

  /** A new run with nothing done. */
  public static SelfTestState start(String run) {
    return new SelfTestState(run, List.of(), List.of());
  }

  /** Tournaments done. */
  public int done() {
    return slices.stream().mapToInt(Slice::count).sum();
  }

  /** This state with {@code slice} and its findings added. */
  public SelfTestState with(Slice slice, List<String> newFindings) {
    List<Slice> s = new ArrayList<>(slices);
    s.add(slice);
    List<String> f = new ArrayList<>(findings);
    f.addAll(newFindings);
    return new SelfTestState(run, s, f);
  }

  /**
   * One line, as {@link SelfTest.Report#summary()} writes it: {@code 100 tournaments, 812 rounds
   * checked, 0 differ, 0 failed to generate}, then the dead ends when there are some.
   */
  public String summary() {
    long rounds = slices.stream().mapToLong(Slice::rounds).sum();
    long differing = slices.stream().mapToLong(Slice::differing).sum();
    int failures = slices.stream().mapToInt(Slice::failures).sum();
    int deadEnds = slices.stream().mapToInt(Slice::deadEnds).sum();
    return done()
        + " tournaments, "
        + rounds
        + " rounds checked, "
        + differing
        + " differ, "
        + failures
        + " failed to generate"
        + (deadEnds > 0 ? ", " + deadEnds + " without a valid pairing in some round" : "");
  }

  /** One line, as {@code TeamSelfTest.Report#summary()} writes it. */
  public String teamSummary() {
    long rounds = slices.stream().mapToLong(Slice::rounds).sum();
    int deadEnds = slices.stream().mapToInt(Slice::deadEnds).sum();
    return done()
        + " team tournaments, "
        + rounds
        + " rounds checked, "
        + findings.size()
        + " findings, "
        + deadEnds
        + " without a valid pairing in some round";
  }

  /** Wall-clock time of every slice, in milliseconds. */
  public long millis() {
    return slices.stream().mapToLong(Slice::millis).sum();
  }

  /** The file text. */
  public String text() {
    StringBuilder sb = new StringBuilder(HEADER).append('\n');
    sb.append("run ").append(run).append('\n');
    for (Slice s : slices) {
      sb.append("slice ")
          .append(s.from())
          .append(' ')
          .append(s.count())
          .append(' ')
          .append(s.rounds())
          .append(' ')
          .append(s.differing())
          .append(' ')
          .append(s.failures())
          .append(' ')
          .append(s.deadEnds())
          .append(' ')
          .append(s.millis())
          .append('\n');
    }
    for (String f : findings) {
      sb.append("finding ").append(f.replace('\n', ' ')).append('\n');
    }
    return sb.toString();
  }

  /**
   * Reads a state file's text.
   *
   * @throws IllegalArgumentException naming the line when the text is not a state file
   */
  public static SelfTestState parse(String text) {
    String[] lines = text.split("\n", -1);
    if (lines.length < 2 || !lines[0].equals(HEADER) || !lines[1].startsWith("run ")) {
      throw new IllegalArgumentException("line 1: not a swisspair selftest state file");
    }
    String run = lines[1].substring(4);
    List<Slice> slices = new ArrayList<>();
    List<String> findings = new ArrayList<>();
    for (int i = 2; i < lines.length; i++) {
      String l = lines[i];
      boolean last = i == lines.length - 1 || i == lines.length - 2 && lines[i + 1].isEmpty();
      if (l.isEmpty()) {
        continue;
      }
      try {
        if (l.startsWith("slice ")) {
          String[] p = l.substring(6).split(" ");
          slices.add(
              new Slice(
                  Integer.parseInt(p[0]),
                  Integer.parseInt(p[1]),
                  Long.parseLong(p[2]),
                  Long.parseLong(p[3]),
                  Integer.parseInt(p[4]),
                  Integer.parseInt(p[5]),
                  Long.parseLong(p[6])));
        } else if (l.startsWith("finding ")) {
          findings.add(l.substring(8));
        } else {
          throw new IllegalArgumentException("unknown line");
        }
      } catch (RuntimeException e) {
        if (!last) {
          throw new IllegalArgumentException("line " + (i + 1) + ": malformed: '" + l + "'");
        }
      }
    }
    return new SelfTestState(run, slices, findings);
  }
}
