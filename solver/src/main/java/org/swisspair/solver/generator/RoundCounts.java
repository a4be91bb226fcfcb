package org.swisspair.solver.generator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * How many of an event (a kind of bye, forfeit or result) a generated round gets: a fixed count in
 * every round ({@code 2}), a rate per candidate ({@code 5%}, each candidate independently), or
 * values for named rounds only ({@code 3:2,5:1}, {@code 4:10%}), none in the others. Rates are held
 * in basis points (hundredths of a percent) so that the same text always means the same draw.
 *
 * @param count the fixed count per round, or -1 for a rate
 * @param basisPoints the rate in basis points (0..10000) when {@code count} is -1
 * @param perRound the values of named rounds, empty when the value holds for every round
 */
public record RoundCounts(int count, int basisPoints, Map<Integer, RoundCounts> perRound) {
  /** Nothing in any round. */
  public static final RoundCounts NONE = new RoundCounts(0, 0, Map.of());

  public RoundCounts {
    if (count < -1 || basisPoints < 0 || basisPoints > 10_000) {
      throw new IllegalArgumentException(
          "count must be >= 0 or a rate of 0..100%, was " + count + " / " + basisPoints + " bp");
    }
    perRound = java.util.Collections.unmodifiableMap(new TreeMap<>(perRound));
    for (RoundCounts v : perRound.values()) {
      if (!v.perRound.isEmpty()) {
        throw new IllegalArgumentException("a round's value cannot itself list rounds");
      }
    }
  }

  /** A fixed count in every round. */
  public static RoundCounts fixed(int n) {
    if (n < 0) {
      throw new IllegalArgumentException("count must be at least 0, was " + n);
    }
    return new RoundCounts(n, 0, Map.of());
  }

  /** A rate in basis points (500 = 5%) in every round. */
  public static RoundCounts rate(int basisPoints) {
    return new RoundCounts(-1, basisPoints, Map.of());
  }

  /** A share between 0 and 1, as the {@code --*-rate} options give it, rounded to a basis point. */
  public static RoundCounts share(double share) {
    if (!(share >= 0 && share <= 1)) {
      throw new IllegalArgumentException("a rate must be between 0 and 1, was " + share);
    }
    return rate((int) Math.round(share * 10_000));
  }

  /**
   * Parses {@code 2}, {@code 5%}, {@code 2.5%} or {@code 3:2,5:1} (round:value pairs whose value is
   * a count or a rate).
   *
   * @throws IllegalArgumentException naming the part that is wrong
   */
  public static RoundCounts parse(String text) {
    String s = text.strip();
    if (s.isEmpty()) {
      throw new IllegalArgumentException(
          "empty; give a count (2), a rate (5%) or rounds (3:2,5:1)");
    }
    if (!s.contains(":")) {
      return single(s, text);
    }
    Map<Integer, RoundCounts> rounds = new TreeMap<>();
    for (String part : s.split(",")) {
      String p = part.strip();
      int colon = p.indexOf(':');
      if (colon < 0) {
        throw new IllegalArgumentException(
            "'" + p + "' in '" + text + "': per-round values look like ROUND:VALUE, e.g. 3:2");
      }
      int round;
      try {
        round = Integer.parseInt(p.substring(0, colon).strip());
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("'" + p + "' in '" + text + "': round is not a number");
      }
      if (round < 1) {
        throw new IllegalArgumentException("'" + p + "' in '" + text + "': rounds start at 1");
      }
      if (rounds.put(round, single(p.substring(colon + 1).strip(), text)) != null) {
        throw new IllegalArgumentException("round " + round + " named twice in '" + text + "'");
      }
    }
    return new RoundCounts(0, 0, rounds);
  }

  private static RoundCounts single(String s, String text) {
    try {
      if (s.endsWith("%")) {
        java.math.BigDecimal pct = new java.math.BigDecimal(s.substring(0, s.length() - 1).strip());
        java.math.BigDecimal bp = pct.movePointRight(2);
        if (bp.signum() < 0 || bp.compareTo(java.math.BigDecimal.valueOf(10_000)) > 0) {
          throw new IllegalArgumentException("'" + s + "' in '" + text + "': rate must be 0..100%");
        }
        if (bp.stripTrailingZeros().scale() > 0) {
          throw new IllegalArgumentException(
              "'" + s + "' in '" + text + "': a rate has at most two decimals");
        }
        return rate(bp.intValueExact());
      }
      int n = Integer.parseInt(s);
      if (n < 0) {
        throw new IllegalArgumentException("'" + s + "' in '" + text + "': count must be >= 0");
      }
      return fixed(n);
    } catch (NumberFormatException | ArithmeticException e) {
      throw new IllegalArgumentException(
          "'" + s + "' in '" + text + "': expected a count (2), a rate (5%) or rounds (3:2,5:1)");
    }
  }

  /** True when no round can get any. */
  public boolean isNone() {
    if (!perRound.isEmpty()) {
      return perRound.values().stream().allMatch(RoundCounts::isNone);
    }
    return count == 0 || count == -1 && basisPoints == 0;
  }

  /** The value that holds in {@code round}. */
  public RoundCounts in(int round) {
    if (perRound.isEmpty()) {
      return this;
    }
    return perRound.getOrDefault(round, NONE);
  }

  /**
   * Picks the candidates that get the event in {@code round}: {@code count} of them by lot (all
   * when fewer), or each with the rate's chance. Draws from {@code rnd} only.
   */
  public List<Integer> pick(int round, List<Integer> candidates, SplittableRandom rnd) {
    RoundCounts v = in(round);
    List<Integer> out = new ArrayList<>();
    if (v.count >= 0) {
      List<Integer> pool = new ArrayList<>(candidates);
      int k = Math.min(v.count, pool.size());
      // Partial Fisher-Yates: the first k of a random permutation.
      for (int i = 0; i < k; i++) {
        int j = i + rnd.nextInt(pool.size() - i);
        Integer t = pool.get(i);
        pool.set(i, pool.get(j));
        pool.set(j, t);
        out.add(pool.get(i));
      }
    } else {
      for (Integer c : candidates) {
        if (rnd.nextInt(10_000) < v.basisPoints) {
          out.add(c);
        }
      }
    }
    return out;
  }

  /** The text {@link #parse} reads back: {@code 2}, {@code 5%}, {@code 3:2,5:1}. */
  public String text() {
    if (perRound.isEmpty()) {
      return count >= 0 ? Integer.toString(count) : percent(basisPoints);
    }
    StringBuilder sb = new StringBuilder();
    perRound.forEach(
        (r, v) -> sb.append(sb.length() == 0 ? "" : ",").append(r).append(':').append(v.text()));
    return sb.toString();
  }

  private static String percent(int bp) {
    return java.math.BigDecimal.valueOf(bp, 2).stripTrailingZeros().toPlainString() + "%";
  }

  @Override
  public String toString() {
    return text();
  }
}
