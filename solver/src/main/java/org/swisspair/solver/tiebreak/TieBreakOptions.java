package org.swisspair.solver.tiebreak;

import java.time.LocalDate;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.swisspair.model.Tournament;

/**
 * The choices C.07 leaves to the tournament regulations.
 *
 * @param unrated how the rating-based tie-breaks (C.07 Art. 10: ARO, TPR, PTP, APRO, APPO, RTNG)
 *     treat unrated participants (TIE-8)
 * @param unratedRating the rating an unrated participant counts with under {@link
 *     Unrated#RATED_AS}, else 0
 * @param roundRobin true when the pairings were predetermined (a round robin): forfeits then count
 *     as games against the scheduled opponent and byes add nothing (TIE-9)
 * @param edition the text of C.07 applied (TIE-14)
 */
public record TieBreakOptions(
    Unrated unrated, int unratedRating, boolean roundRobin, Edition edition) {
  /** The texts of C.07 whose readings differ. */
  public enum Edition {
    /** The text applied to FIDE-rated events from 1 April 2024 (approved 1 August 2023). */
    C07_2024,
    /**
     * The text approved 2 February 2026, applied from 1 March 2026: the dummy opponent's score of
     * 16.4 is capped.
     */
    C07_2026
  }

  /** The treatments of unrated participants in the rating-based tie-breaks (TIE-8). */
  public enum Unrated {
    /** C.07's default: with an unrated participant in the event the tie-breaks give no value. */
    NOT_APPLIED,
    /** Every unrated participant counts with one rating the regulations give. */
    RATED_AS,
    /** Unrated opponents are left out of the averages; an unrated participant's RTNG is 0. */
    LEFT_OUT
  }

  /** A 2024 reading with these choices. */
  public TieBreakOptions(Unrated unrated, int unratedRating, boolean roundRobin) {
    this(unrated, unratedRating, roundRobin, Edition.C07_2024);
  }

  /** Checks the rating. */
  public TieBreakOptions {
    Objects.requireNonNull(unrated, "unrated");
    Objects.requireNonNull(edition, "edition");
    if (unrated == Unrated.RATED_AS ? unratedRating < 1 : unratedRating != 0) {
      throw new IllegalArgumentException(
          "an unrated rating goes with RATED_AS and is at least 1, was " + unratedRating);
    }
  }

  /** The day the 2026 text applies from (TIE-14). */
  public static final LocalDate C07_2026_FROM = LocalDate.of(2026, 3, 1);

  /**
   * C.07's defaults for {@code t}: the text in force when the event started (its {@code 042} date;
   * the 2026 text when the file gives none), a round robin when the {@code 192} record names one
   * (TIE-9, TIE-14).
   */
  public static TieBreakOptions forTournament(Tournament t) {
    LocalDate start = startDate(t.header().get("042"));
    Edition e =
        start != null && start.isBefore(C07_2026_FROM) ? Edition.C07_2024 : Edition.C07_2026;
    return defaults().withRoundRobin(namesRoundRobin(t.systemCode())).withEdition(e);
  }

  /**
   * A {@code 042} start date as TRF files write it (2026/03/01, 2026-03-01, 2026.03.01), else null.
   */
  static LocalDate startDate(String text) {
    if (text == null) {
      return null;
    }
    Matcher m = DATE.matcher(text);
    if (!m.find()) {
      return null;
    }
    try {
      return LocalDate.of(
          Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
    } catch (java.time.DateTimeException e) {
      return null;
    }
  }

  private static final Pattern DATE = Pattern.compile("(\\d{4})[/.-](\\d{1,2})[/.-](\\d{1,2})");

  /** True when a TRF-2026 {@code 192} code names a round robin (Berger tables). */
  public static boolean namesRoundRobin(String code) {
    String c = code.toUpperCase(Locale.ROOT);
    return c.contains("ROBIN") || c.contains("BERGER") || c.matches("(^|.*[^A-Z])RR([^A-Z].*|$)");
  }

  /** C.07's defaults: rating-based tie-breaks not applied with unrated participants, a Swiss. */
  public static TieBreakOptions defaults() {
    return new TieBreakOptions(Unrated.NOT_APPLIED, 0, false);
  }

  /** These options with unrated participants counting as {@code rating}. */
  public TieBreakOptions withUnratedRating(int rating) {
    return new TieBreakOptions(Unrated.RATED_AS, rating, roundRobin, edition);
  }

  /** These options with unrated opponents left out of the rating-based tie-breaks. */
  public TieBreakOptions withUnratedLeftOut() {
    return new TieBreakOptions(Unrated.LEFT_OUT, 0, roundRobin, edition);
  }

  /** These options for a round robin or a Swiss. */
  public TieBreakOptions withRoundRobin(boolean rr) {
    return new TieBreakOptions(unrated, unratedRating, rr, edition);
  }

  /**
   * These options under the text a {@code --rules} value names, {@code 2024} or {@code 2026}; null
   * keeps them as they are (TIE-14).
   *
   * @throws IllegalArgumentException naming the value when it is neither
   */
  public TieBreakOptions withRules(String year) {
    if (year == null) {
      return this;
    }
    return switch (year) {
      case "2024" -> withEdition(Edition.C07_2024);
      case "2026" -> withEdition(Edition.C07_2026);
      default -> throw new IllegalArgumentException("expected 2024 or 2026, was '" + year + "'");
    };
  }

  /** These options under the given text of C.07. */
  public TieBreakOptions withEdition(Edition e) {
    return new TieBreakOptions(unrated, unratedRating, roundRobin, e);
  }
}
