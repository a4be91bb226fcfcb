package org.swisspair.solver.lim;

import java.util.Locale;
import org.swisspair.model.Tournament;

/**
 * The options of the Lim system (C.04.4.3) that the text leaves to the organiser, in the one record
 * that the engine and the checker both read: whether the tournament is a Maxi-tournament, whose
 * rating limit then binds the parity floater (3.2.3) and the exchanges made for colours (3.8, 5.7).
 *
 * @param maxi the Maxi-tournament rules of 3.2.3, 3.8 and 5.7 apply
 * @param ratingLimit the largest rating difference those rules allow (the text: 100 points)
 */
public record LimSettings(boolean maxi, int ratingLimit) {
  /** The record in a tournament file that declares a Maxi-tournament: {@code LIM MAXI}. */
  public static final String RECORD = "LIM";

  /** An ordinary tournament: no rating limits. */
  public static final LimSettings STANDARD = new LimSettings(false, 100);

  /** A Maxi-tournament with the 100-point limit of 3.2.3, 3.8 and 5.7. */
  public static final LimSettings MAXI = new LimSettings(true, 100);

  public LimSettings {
    if (ratingLimit < 0) {
      throw new IllegalArgumentException("ratingLimit must be at least 0, was " + ratingLimit);
    }
  }

  /**
   * The settings {@code t} declares in a {@code LIM} record (LIM-18), else {@code fallback}.
   *
   * @throws IllegalArgumentException when the record holds an unknown option
   */
  public static LimSettings of(Tournament t, LimSettings fallback) {
    LimSettings out = fallback;
    for (String line : t.otherLines()) {
      if (line.length() < 3 || !line.substring(0, 3).equalsIgnoreCase(RECORD)) {
        continue;
      }
      if (line.length() > 3 && !Character.isWhitespace(line.charAt(3))) {
        continue;
      }
      String options = line.substring(3).trim();
      if (options.isEmpty()) {
        throw new IllegalArgumentException(
            "LIM record without an option; write 'LIM MAXI' for a Maxi-tournament (Lim 3.2.3,"
                + " 3.8, 5.7) or 'LIM STANDARD'");
      }
      for (String token : options.split("\\s+")) {
        switch (token.toUpperCase(Locale.ROOT)) {
          case "MAXI" -> out = new LimSettings(true, out.ratingLimit());
          case "STANDARD" -> out = new LimSettings(false, out.ratingLimit());
          default ->
              throw new IllegalArgumentException(
                  "LIM record '"
                      + line.trim()
                      + "': unknown option '"
                      + token
                      + "'; write 'LIM MAXI' for a Maxi-tournament (Lim 3.2.3, 3.8, 5.7) or"
                      + " 'LIM STANDARD'");
        }
      }
    }
    return out;
  }

  /** True when two ratings are close enough for the Maxi rules (3.2.3, 3.8, 5.7). */
  boolean withinLimit(int ratingA, int ratingB) {
    return Math.abs(ratingA - ratingB) <= ratingLimit;
  }
}
