package org.swisspair.solver.research;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.swisspair.model.Player;
import org.swisspair.model.Tournament;

/**
 * The players of one simulated tournament: the rating each one is paired by and the true strength
 * the results are drawn from, in the initial order of C.04.2 2.2 (rating descending), so that index
 * {@code i} is TPN {@code i + 1}.
 *
 * @param ratings the ratings the pairing sees, descending
 * @param strengths the true strengths the game model sees
 */
public record Field(int[] ratings, double[] strengths) {

  /** Lowest and highest rating a drawn field is clamped to (the FIDE rating floor and above). */
  static final int MIN_RATING = 1000;

  static final int MAX_RATING = 2900;

  public Field {
    if (ratings.length != strengths.length || ratings.length < 2) {
      throw new IllegalArgumentException(
          "a field needs at least 2 players and one strength per rating");
    }
    for (int i = 1; i < ratings.length; i++) {
      if (ratings[i] > ratings[i - 1]) {
        throw new IllegalArgumentException("ratings must be in descending order (C.04.2 2.2)");
      }
    }
  }

  /** Number of players. */
  public int size() {
    return ratings.length;
  }

  /** Where the fields of a study come from: drawn from a distribution, or the players of a file. */
  public interface Source {
    /** The field of one tournament, drawn with {@code rnd}. */
    Field draw(SplittableRandom rnd);

    /** Number of players. */
    int players();

    /** A short description for reports. */
    String describe();
  }

  /**
   * {@code players} true strengths from a named distribution ({@code normal:MEAN:SD} or {@code
   * uniform:LOW:HIGH}); each rating is the strength plus Gaussian noise of standard deviation
   * {@code noise}, rounded and clamped to 1000..2900.
   */
  public static Source distribution(String spec, int players, double noise) {
    String[] parts = spec.trim().toLowerCase(Locale.ROOT).split(":");
    if (players < 2) {
      throw new IllegalArgumentException("players must be at least 2, was " + players);
    }
    if (!(noise >= 0)) {
      throw new IllegalArgumentException("rating noise must be at least 0, was " + noise);
    }
    double a;
    double b;
    try {
      a = parts.length > 1 ? Double.parseDouble(parts[1]) : Double.NaN;
      b = parts.length > 2 ? Double.parseDouble(parts[2]) : Double.NaN;
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "distribution '" + spec + "': expected normal:MEAN:SD or uniform:LOW:HIGH");
    }
    boolean normal;
    switch (parts[0]) {
      case "normal" -> {
        normal = true;
        a = parts.length > 1 ? a : 1800;
        b = parts.length > 2 ? b : 300;
        if (!(b >= 0)) {
          throw new IllegalArgumentException("distribution '" + spec + "': SD must be >= 0");
        }
      }
      case "uniform" -> {
        normal = false;
        a = parts.length > 1 ? a : 1200;
        b = parts.length > 2 ? b : 2600;
        if (!(b >= a)) {
          throw new IllegalArgumentException("distribution '" + spec + "': needs LOW <= HIGH");
        }
      }
      default ->
          throw new IllegalArgumentException(
              "unknown distribution '" + spec + "'; known: normal:MEAN:SD, uniform:LOW:HIGH");
    }
    double p = a;
    double q = b;
    String text =
        String.format(
            Locale.ROOT,
            "%d players, strength %s(%s, %s), rating noise %s",
            players,
            normal ? "normal" : "uniform",
            trim(p),
            trim(q),
            trim(noise));
    return new Source() {
      @Override
      public Field draw(SplittableRandom rnd) {
        double[] strength = new double[players];
        double[] rating = new double[players];
        for (int i = 0; i < players; i++) {
          strength[i] = normal ? p + q * gaussian(rnd) : p + (q - p) * rnd.nextDouble();
          rating[i] = strength[i] + noise * gaussian(rnd);
        }
        return sorted(strength, rating);
      }

      @Override
      public int players() {
        return players;
      }

      @Override
      public String describe() {
        return text;
      }
    };
  }

  /**
   * The players of a tournament file, their ratings as the file gives them (unrated players at
   * {@code unratedRating}); each true strength is the rating plus Gaussian noise of standard
   * deviation {@code noise}.
   */
  public static Source players(Tournament t, double noise, int unratedRating) {
    if (t.size() < 2) {
      throw new IllegalArgumentException("the file has " + t.size() + " players; needs at least 2");
    }
    int n = t.size();
    double[] rating = new double[n];
    List<String> names = new ArrayList<>();
    for (Player p : t.players()) {
      rating[p.id() - 1] = p.rating() > 0 ? p.rating() : unratedRating;
      names.add(p.name());
    }
    String text =
        String.format(
            Locale.ROOT,
            "%d players of %s, strength = rating + noise %s",
            n,
            t.name().isEmpty() ? "the file" : t.name(),
            trim(noise));
    return new Source() {
      @Override
      public Field draw(SplittableRandom rnd) {
        double[] strength = new double[n];
        for (int i = 0; i < n; i++) {
          strength[i] = rating[i] + noise * gaussian(rnd);
        }
        return sorted(strength, rating.clone());
      }

      @Override
      public int players() {
        return n;
      }

      @Override
      public String describe() {
        return text;
      }
    };
  }

  /** The field ordered by rating descending, equal ratings in the order drawn. */
  private static Field sorted(double[] strength, double[] rating) {
    int n = strength.length;
    Integer[] order = new Integer[n];
    int[] rounded = new int[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
      rounded[i] = (int) Math.max(MIN_RATING, Math.min(MAX_RATING, Math.round(rating[i])));
    }
    Arrays.sort(order, (x, y) -> Integer.compare(rounded[y], rounded[x]));
    int[] r = new int[n];
    double[] s = new double[n];
    for (int i = 0; i < n; i++) {
      r[i] = rounded[order[i]];
      s[i] = strength[order[i]];
    }
    return new Field(r, s);
  }

  /** A standard normal draw (Box-Muller, written out so every JDK draws the same numbers). */
  static double gaussian(SplittableRandom rnd) {
    return Math.sqrt(-2 * Math.log(1 - rnd.nextDouble()))
        * Math.cos(2 * Math.PI * rnd.nextDouble());
  }

  private static String trim(double d) {
    return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
  }
}
