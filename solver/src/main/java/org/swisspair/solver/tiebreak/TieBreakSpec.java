package org.swisspair.solver.tiebreak;

import java.util.Locale;
import java.util.Objects;

/**
 * One tie-break with its modifiers (C.07 Art. 14), written as its C.07 / TRF-2026 code: the
 * acronym, an optional point type for team events ({@code :MP} or {@code :GP}), then modifiers
 * after a slash: {@code /C1} (Cut-1), {@code /M1} (Median-1), {@code /P} (forfeits count as games
 * against the scheduled opponent), {@code /L60} or {@code /L+1} (the Koya limit in percent, or
 * moved by half-points, TIE-13), {@code /F} (AOB over Fore Buchholz), {@code /R} (TPN and RTNG
 * reversed). Examples: {@code BH/C1}, {@code DE}, {@code TPR}, {@code BH:GP}. The older spellings
 * {@code BH-C1} and {@code BH C1} are read too.
 *
 * @param kind the tie-break
 * @param cut the number of least significant values dropped (Cut-n), 0 for none
 * @param median the number dropped at each end (Median-n), 0 for none
 * @param forfeitsAsPlayed forfeits count as games against the scheduled opponent ({@code /P})
 * @param limitPercent the Koya limit in percent of the maximum score, 0 for C.07's 50
 * @param limitHalfPoints half-points added to the Koya limit, negative to lower it
 * @param reverse the order reversed ({@code /R}: TPN and RTNG, the lower value first)
 * @param fore AOB averages the opponents' Fore Buchholz ({@code /F})
 * @param pointType {@code ""}, {@code "MP"} or {@code "GP"}: the score a team tie-break reads
 */
public record TieBreakSpec(
    TieBreakKind kind,
    int cut,
    int median,
    boolean forfeitsAsPlayed,
    int limitPercent,
    int limitHalfPoints,
    boolean reverse,
    boolean fore,
    String pointType) {

  /** Checks that the modifiers are ones the tie-break takes. */
  public TieBreakSpec {
    Objects.requireNonNull(kind, "kind");
    pointType = Objects.requireNonNullElse(pointType, "");
    if (cut < 0 || median < 0 || limitPercent < 0 || limitPercent > 100) {
      throw new IllegalArgumentException("modifiers must not be negative");
    }
    if (cut > 0 && !kind.takesCut()) {
      throw new IllegalArgumentException(kind.code() + " takes no Cut modifier");
    }
    if (median > 0 && !kind.takesMedian()) {
      throw new IllegalArgumentException(kind.code() + " takes no Median modifier");
    }
    if (cut > 0 && median > 0) {
      throw new IllegalArgumentException(kind.code() + ": Cut and Median together");
    }
    if (forfeitsAsPlayed && !kind.takesForfeitsAsPlayed()) {
      throw new IllegalArgumentException(kind.code() + " takes no /P modifier");
    }
    if ((limitPercent > 0 || limitHalfPoints != 0) && !kind.takesLimit()) {
      throw new IllegalArgumentException(kind.code() + " takes no limit");
    }
    if (reverse && kind != TieBreakKind.TPN && kind != TieBreakKind.RTNG) {
      throw new IllegalArgumentException(kind.code() + " takes no /R modifier");
    }
    if (fore && kind != TieBreakKind.AOB) {
      throw new IllegalArgumentException(kind.code() + " takes no /F modifier");
    }
    if (!pointType.isEmpty() && !pointType.equals("MP") && !pointType.equals("GP")) {
      throw new IllegalArgumentException("point type must be MP or GP, was " + pointType);
    }
  }

  /** A tie-break with Cut, Median, /P, a Koya percentage and a point type only. */
  public TieBreakSpec(
      TieBreakKind kind,
      int cut,
      int median,
      boolean forfeitsAsPlayed,
      int limitPercent,
      String pointType) {
    this(kind, cut, median, forfeitsAsPlayed, limitPercent, 0, false, false, pointType);
  }

  /** The tie-break without modifiers. */
  public static TieBreakSpec of(TieBreakKind kind) {
    return new TieBreakSpec(kind, 0, 0, false, 0, "");
  }

  /** True when a higher value ranks first: the tie-break's own order, or its reverse. */
  public boolean higherFirst() {
    return kind.higherFirst() != reverse;
  }

  /**
   * Reads one code such as {@code BH/C1}; throws {@link IllegalArgumentException} naming the code
   * and the known acronyms when it is not one.
   */
  public static TieBreakSpec parse(String code) {
    String text = code.strip();
    // A hyphen separates only before a letter (BH-C1): KS/L-1 keeps its sign.
    String[] parts = text.toUpperCase(Locale.ROOT).split("[/\\s#]+|-(?=[A-Z])");
    if (parts.length == 0 || parts[0].isEmpty()) {
      throw new IllegalArgumentException("empty tie-break code");
    }
    String head = parts[0];
    String pointType = "";
    int colon = head.indexOf(':');
    if (colon >= 0) {
      pointType = head.substring(colon + 1);
      head = head.substring(0, colon);
    }
    TieBreakKind kind =
        TieBreakKind.byCode(head)
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "unknown tie-break '"
                            + text
                            + "'; known: "
                            + String.join(", ", TieBreakKind.codes())
                            + " (modifiers /Cn, /Mn, /P, /Ln, /F, /R)"));
    if (kind == TieBreakKind.ESB && pointType.matches("[MG][MG]")) {
      // The spelling ESB:MG of EMGSB (C.07 13.2): the opponent's score, then the scored one.
      kind = TieBreakKind.valueOf("E" + pointType + "SB");
      pointType = "";
    }
    int cut = 0;
    int median = 0;
    boolean forfeits = false;
    int limit = 0;
    int shift = 0;
    boolean reverse = false;
    boolean fore = false;
    for (int i = 1; i < parts.length; i++) {
      String m = parts[i];
      String digits = m.substring(1);
      boolean number = !digits.isEmpty() && digits.chars().allMatch(Character::isDigit);
      if (m.startsWith("C") && number) {
        cut = Integer.parseInt(digits);
      } else if (m.startsWith("M") && number) {
        median = Integer.parseInt(digits);
      } else if (m.startsWith("L") && number) {
        limit = Integer.parseInt(digits);
      } else if (m.matches("L[+-]\\d+")) {
        shift = Integer.parseInt(digits);
      } else if (m.equals("P")) {
        forfeits = true;
      } else if (m.equals("R")) {
        reverse = true;
      } else if (m.equals("F")) {
        fore = true;
      } else {
        throw new IllegalArgumentException(
            "unknown modifier '"
                + m
                + "' in tie-break '"
                + text
                + "'; known: /Cn, /Mn, /P, /Ln, /L+n, /L-n, /F, /R");
      }
    }
    try {
      return new TieBreakSpec(kind, cut, median, forfeits, limit, shift, reverse, fore, pointType);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("tie-break '" + text + "': " + e.getMessage(), e);
    }
  }

  /** The C.07 / TRF-2026 code, e.g. {@code BH/C1}. */
  public String code() {
    StringBuilder sb = new StringBuilder(kind.code());
    if (!pointType.isEmpty()) {
      sb.append(':').append(pointType);
    }
    if (cut > 0) {
      sb.append("/C").append(cut);
    }
    if (median > 0) {
      sb.append("/M").append(median);
    }
    if (limitPercent > 0) {
      sb.append("/L").append(limitPercent);
    }
    if (limitHalfPoints != 0) {
      sb.append("/L").append(limitHalfPoints > 0 ? "+" : "").append(limitHalfPoints);
    }
    if (fore) {
      sb.append("/F");
    }
    if (reverse) {
      sb.append("/R");
    }
    if (forfeitsAsPlayed) {
      sb.append("/P");
    }
    return sb.toString();
  }

  @Override
  public String toString() {
    return code();
  }
}
