package org.swisspair.solver.ratingbased;

import java.util.ArrayList;
import java.util.List;

/**
 * One configuration of the relative criteria while a bracket is paired: which float criteria still
 * hold (B5, B6 for upfloats and downfloats, dropped by C.9 and C.10), how far x has been raised
 * (C.11), whether the strong preferences of an odd round still count as absolute (A.7.d), and
 * whether the last-round relief of the note to B is in use.
 *
 * @param b6Up B6 holds for upfloats
 * @param b5Up B5 holds for upfloats
 * @param b6Down B6 holds for downfloats
 * @param b5Down B5 holds for downfloats
 * @param xExtra how much C.11 has added to x
 * @param strongAbsolute A.7.d is applied
 * @param relief B2, B5 and B6 are ignored for players at 50% or more in the last round
 */
record Rung(
    boolean b6Up,
    boolean b5Up,
    boolean b6Down,
    boolean b5Down,
    int xExtra,
    boolean strongAbsolute,
    boolean relief) {

  /** Nothing relative left: the configuration of C.12-C.14. */
  static Rung mostRelaxed(boolean reliefPossible) {
    return new Rung(false, false, false, false, Integer.MAX_VALUE / 4, false, reliefPossible);
  }

  Rung withXExtra(int extra) {
    return new Rung(b6Up, b5Up, b6Down, b5Down, extra, strongAbsolute, relief);
  }

  /** The criteria dropped so far, as the explanation names them. */
  List<String> dropped() {
    List<String> out = new ArrayList<>();
    if (!b6Up) {
      out.add("B6 up");
    }
    if (!b5Up) {
      out.add("B5 up");
    }
    if (!b6Down) {
      out.add("B6 down");
    }
    if (!b5Down) {
      out.add("B5 down");
    }
    if (xExtra > 0 && xExtra < Integer.MAX_VALUE / 4) {
      out.add("x+" + xExtra);
    }
    if (relief) {
      out.add("B2/B5/B6 for players at 50%+ (last round)");
    }
    return out;
  }

  /**
   * The rungs before x is raised, in the order of the text: all criteria; B6 then B5 dropped for
   * upfloats (C.9); B6 then B5 dropped for downfloats (C.10) (RTG-5; C.9 before C.10 as this text
   * numbers them, RTG-16).
   */
  static List<Rung> drops(boolean strongAbsolute) {
    return List.of(
        new Rung(true, true, true, true, 0, strongAbsolute, false),
        new Rung(false, true, true, true, 0, strongAbsolute, false),
        new Rung(false, false, true, true, 0, strongAbsolute, false),
        new Rung(false, false, false, true, 0, strongAbsolute, false),
        new Rung(false, false, false, false, 0, strongAbsolute, false));
  }

  Rung withoutStrongAbsolute() {
    return new Rung(b6Up, b5Up, b6Down, b5Down, xExtra, false, relief);
  }

  Rung withRelief() {
    return new Rung(b6Up, b5Up, b6Down, b5Down, xExtra, strongAbsolute, true);
  }
}
