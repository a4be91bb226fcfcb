package org.swisspair.solver.tiebreak;

/**
 * One exact tie-break value: {@code scaled / 10^decimals}, printed with exactly {@code decimals}
 * digits after the point (points with one, Sonneborn-Berger and averages of Buchholz with two,
 * ratings with none), or {@code -} for {@link #NONE}.
 *
 * @param scaled the value times {@code 10^decimals}
 * @param decimals the digits after the point, 0 to 6
 */
public record TieBreakValue(long scaled, int decimals) implements Comparable<TieBreakValue> {
  /** No value: the tie-break has nothing to measure (a rating average without a rated game). */
  public static final TieBreakValue NONE = new TieBreakValue(Long.MIN_VALUE, 0);

  /** Checks the scale. */
  public TieBreakValue {
    if (decimals < 0 || decimals > 6) {
      throw new IllegalArgumentException("decimals must be 0..6, was " + decimals);
    }
  }

  /** A whole number. */
  public static TieBreakValue of(long n) {
    return new TieBreakValue(n, 0);
  }

  /** Points in tenths, the model's unit. */
  public static TieBreakValue tenths(long tenths) {
    return new TieBreakValue(tenths, 1);
  }

  /** True for {@link #NONE}. */
  public boolean isNone() {
    return scaled == Long.MIN_VALUE;
  }

  /** Compares numerically across scales; {@link #NONE} is below every value. */
  @Override
  public int compareTo(TieBreakValue o) {
    if (isNone() || o.isNone()) {
      return Boolean.compare(!isNone(), !o.isNone());
    }
    int d = Math.max(decimals, o.decimals);
    return Long.compare(up(scaled, d - decimals), up(o.scaled, d - o.decimals));
  }

  private static long up(long v, int digits) {
    for (int i = 0; i < digits; i++) {
      v = Math.multiplyExact(v, 10L);
    }
    return v;
  }

  @Override
  public String toString() {
    if (isNone()) {
      return "-";
    }
    if (decimals == 0) {
      return Long.toString(scaled);
    }
    long pow = up(1, decimals);
    long a = Math.abs(scaled);
    String frac = Long.toString(a % pow);
    return (scaled < 0 ? "-" : "") + (a / pow) + "." + "0".repeat(decimals - frac.length()) + frac;
  }
}
