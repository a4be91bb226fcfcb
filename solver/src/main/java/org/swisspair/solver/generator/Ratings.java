package org.swisspair.solver.generator;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Where the players' ratings come from: drawn uniformly from a range ({@code 1400-2200}), given one
 * per player ({@code FILE}, read by the caller), or drawn from a normal distribution around 1800
 * (sd 300, within 1000..2850: {@code random}). A share of unrated players (rating 0) is set apart
 * by the generator. Players are numbered by rating, strongest first (C.04.2 2.2).
 *
 * @param min the lowest rating of a range, or 0
 * @param max the highest rating of a range, or 0
 * @param given the ratings given one per player, or empty
 * @param source how the ratings were named, written back into the file's comment: the range, the
 *     file name, or {@code random}
 */
public record Ratings(int min, int max, List<Integer> given, String source) {
  /** The lowest rating the generator draws or accepts (0 is unrated). */
  public static final int LOWEST = 1000;

  /** The highest rating the generator draws or accepts. */
  public static final int HIGHEST = 3000;

  /** Normal around 1800, sd 300, within 1000..2850. */
  public static final Ratings RANDOM = new Ratings(0, 0, List.of(), "random");

  public Ratings {
    given = List.copyOf(given);
    if (!given.isEmpty()) {
      for (int r : given) {
        if (r != 0 && (r < LOWEST || r > HIGHEST)) {
          throw new IllegalArgumentException(
              "rating " + r + " outside " + LOWEST + ".." + HIGHEST + " (0 for unrated)");
        }
      }
    } else if (min != 0 || max != 0) {
      if (min < LOWEST || max > HIGHEST || min > max) {
        throw new IllegalArgumentException(
            "rating range must satisfy "
                + LOWEST
                + " <= MIN <= MAX <= "
                + HIGHEST
                + ", was "
                + min
                + "-"
                + max);
      }
    }
  }

  /** Ratings drawn uniformly from {@code min..max}. */
  public static Ratings range(int min, int max) {
    return new Ratings(min, max, List.of(), min + "-" + max);
  }

  /** The ratings of a list, one per player, named {@code source}. */
  public static Ratings of(List<Integer> ratings, String source) {
    return new Ratings(0, 0, ratings, source);
  }

  /**
   * Parses {@code random} or {@code MIN-MAX}; anything else is not a range (the caller reads it as
   * a file).
   *
   * @return null when {@code text} is neither
   */
  public static Ratings parseRange(String text) {
    String s = text.strip();
    if (s.equalsIgnoreCase("random")) {
      return RANDOM;
    }
    if (!s.matches("\\d+\\s*-\\s*\\d+")) {
      return null;
    }
    String[] p = s.split("-");
    return range(Integer.parseInt(p[0].strip()), Integer.parseInt(p[1].strip()));
  }

  /**
   * Reads ratings one per line (blank lines and lines starting with {@code #} skipped).
   *
   * @throws IllegalArgumentException naming the line that is not a rating
   */
  public static List<Integer> readList(String text, String name) {
    List<Integer> out = new ArrayList<>();
    String[] lines = text.split("\\R", -1);
    for (int i = 0; i < lines.length; i++) {
      String l = lines[i].strip();
      if (l.isEmpty() || l.startsWith("#")) {
        continue;
      }
      try {
        int r = Integer.parseInt(l);
        if (r != 0 && (r < LOWEST || r > HIGHEST)) {
          throw new NumberFormatException();
        }
        out.add(r);
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(
            name
                + ":"
                + (i + 1)
                + ":1: rating: expected 0 (unrated) or "
                + LOWEST
                + ".."
                + HIGHEST
                + ", was '"
                + l
                + "'");
      }
    }
    if (out.size() < 2) {
      throw new IllegalArgumentException(name + ": needs at least 2 ratings, one per line");
    }
    return out;
  }

  /** True when the ratings are given one per player. */
  public boolean isList() {
    return !given.isEmpty();
  }

  /**
   * The ratings of {@code n} players by TPN (index 0 unused), strongest first; {@code unratedBp}
   * basis points of the drawn ones are unrated.
   */
  public int[] draw(SplittableRandom rnd, int n, int unratedBp) {
    Integer[] r = new Integer[n];
    for (int i = 0; i < n; i++) {
      int rating;
      if (isList()) {
        rating = given.get(i);
      } else if (max > 0) {
        rating = min + rnd.nextInt(max - min + 1);
      } else {
        // Box-Muller, written out so that every JDK draws the same numbers.
        double g =
            Math.sqrt(-2 * Math.log(1 - rnd.nextDouble()))
                * Math.cos(2 * Math.PI * rnd.nextDouble());
        rating = (int) Math.max(1000, Math.min(2850, Math.round(1800 + 300 * g)));
      }
      int u = rnd.nextInt(10_000);
      r[i] = !isList() && u < unratedBp ? 0 : rating;
    }
    // C.04.2 2.2: strength first; names follow TPN, so the alphabetical tie-break holds too.
    Arrays.sort(r, (a, b) -> Integer.compare(b, a));
    int[] out = new int[n + 1];
    for (int i = 0; i < n; i++) {
      out[i + 1] = r[i];
    }
    return out;
  }
}
