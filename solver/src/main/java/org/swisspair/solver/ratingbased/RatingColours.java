package org.swisspair.solver.ratingbased;

import org.swisspair.model.Colour;
import org.swisspair.model.ColourPreference.Strength;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.solver.pairing.ColourAllocation;
import org.swisspair.solver.swiss.ColourSteps;

/**
 * Colour preferences (A.7), the number x (A.8) and the colour allocation rules E.1-E.5 of the
 * rating-based system, on histories of played games only with unplayed rounds moved to the front
 * (F.2, F.3).
 */
public final class RatingColours {
  private RatingColours() {}

  /** Bit of White in a set of allowed colours. */
  static final int WHITE = 1;

  /** Bit of Black in a set of allowed colours. */
  static final int BLACK = 2;

  /**
   * A colour preference of A.7.
   *
   * @param colour the preferred colour, NONE for none (no game played yet)
   * @param strength absolute (A.7.a), strong (A.7.b), mild (A.7.c) or none
   * @param flexible a mild preference of an even round, counted for whichever colour reduces x
   *     (A.7.e)
   * @param strongInOddRound a strong preference of an odd round, treated as absolute while that
   *     adds no downfloater (A.7.d)
   */
  record Preference(Colour colour, Strength strength, boolean flexible, boolean strongInOddRound) {}

  /** The A.7 preference of {@code p} before round {@code round}. */
  static Preference preference(PlayerState p, int round) {
    if (!p.hasPlayed()) {
      return new Preference(Colour.NONE, Strength.NONE, false, false);
    }
    int cd = p.colourDifference();
    Colour last = p.recentColour(0);
    boolean twoSame = p.recentColour(1) == last;
    if (cd > 1 || cd < -1 || twoSame) {
      // A.7.a: White when the difference is negative or the last two games were Black.
      boolean white = cd < 0 || twoSame && last == Colour.BLACK;
      return new Preference(white ? Colour.WHITE : Colour.BLACK, Strength.ABSOLUTE, false, false);
    }
    if (cd != 0) {
      // RTG-6: every strong preference of an odd round, the parenthesis naming who has one.
      return new Preference(
          cd < 0 ? Colour.WHITE : Colour.BLACK, Strength.STRONG, false, round % 2 == 1);
    }
    // RTG-6: every mild preference of an even round is flexible.
    return new Preference(last.opposite(), Strength.MILD, round % 2 == 0, false);
  }

  /**
   * The colours {@code p} may get without breaking B2 (no colour difference beyond 2, no colour
   * three times in a row), as a set of {@link #WHITE} and {@link #BLACK}.
   */
  static int allowedByB2(PlayerState p) {
    int cd = p.colourDifference();
    Colour last = p.recentColour(0);
    boolean twoSame = last != Colour.NONE && p.recentColour(1) == last;
    int out = 0;
    if (cd + 1 <= 2 && !(twoSame && last == Colour.WHITE)) {
      out |= WHITE;
    }
    if (cd - 1 >= -2 && !(twoSame && last == Colour.BLACK)) {
      out |= BLACK;
    }
    return out;
  }

  /**
   * The note to B: in the last round, a player whose real score is at least half the points of the
   * rounds played so far may ignore B2, B5 and B6 (RTG-8).
   */
  static boolean reliefEligible(RoundState s, PlayerState p) {
    return s.isLastRound() && 2 * p.score() >= (s.round() - 1) * s.tournament().scoring().win();
  }

  /**
   * True when some colour assignment gives {@code a} a colour of {@code ca} and b one of {@code
   * cb}.
   */
  static boolean assignable(int ca, int cb) {
    return (ca & WHITE) != 0 && (cb & BLACK) != 0 || (ca & BLACK) != 0 && (cb & WHITE) != 0;
  }

  /**
   * 1 when one of the two cannot get his preference (both prefer the same colour), else 0 (B4); a
   * flexible preference (A.7.e) and no preference never conflict.
   */
  static int conflict(Preference a, Preference b) {
    return a.colour() != Colour.NONE && !a.flexible() && !b.flexible() && a.colour() == b.colour()
        ? 1
        : 0;
  }

  /**
   * A.8: x from the numbers of White and Black preferences in a group of {@code size} players,
   * {@code flexible} of them counted for whichever colour reduces x (A.7.e); "If b >> w" read as b
   * greater than w, and x never below zero (RTG-1).
   */
  static int x(int white, int black, int flexible, int size) {
    int q = (size + 1) / 2;
    int larger = Math.max(Math.max(white, black), (white + black + flexible + 1) / 2);
    return Math.max(0, larger - q);
  }

  /** Who of {@code a} and {@code b} gets White by E.1-E.5, and the rule that decided. */
  public static ColourAllocation allocate(RoundState s, PlayerState a, PlayerState b) {
    Decision d = decide(s, a, b);
    return new ColourAllocation(d.white(), d.black(), d.rule());
  }

  /**
   * The colours of one board.
   *
   * @param white the player given White
   * @param black the player given Black
   * @param rule the deciding rule, e.g. {@code E.2}
   * @param reason the rule in words
   */
  record Decision(int white, int black, String rule, String reason) {}

  static Decision decide(RoundState s, PlayerState a, PlayerState b) {
    PlayerState higher = RatingOrder.byId(s).compare(a.id(), b.id()) <= 0 ? a : b;
    PlayerState lower = higher == a ? b : a;
    Preference ph = preference(higher, s.round());
    Preference pl = preference(lower, s.round());
    // RTG-19: B2 is absolute: when only one assignment keeps both within it, that one, before E.1.
    int ah = allowedByB2(higher);
    int al = allowedByB2(lower);
    boolean hw = (ah & WHITE) != 0 && (al & BLACK) != 0;
    boolean hb = (ah & BLACK) != 0 && (al & WHITE) != 0;
    if (hw != hb) {
      return of(
          higher, lower, hw ? Colour.WHITE : Colour.BLACK, "B.2", "the only colours B2 allows");
    }
    if (!hw) {
      // RTG-8: the note to B lifts B2 for a player at 50% or more in the last round, never for
      // his opponent, who keeps the colour B2 leaves him.
      ah = reliefEligible(s, higher) ? WHITE | BLACK : ah;
      al = reliefEligible(s, lower) ? WHITE | BLACK : al;
      hw = (ah & WHITE) != 0 && (al & BLACK) != 0;
      hb = (ah & BLACK) != 0 && (al & WHITE) != 0;
      if (hw != hb) {
        return of(
            higher,
            lower,
            hw ? Colour.WHITE : Colour.BLACK,
            "B.2",
            "the only colours B2 allows the player the note to B does not cover");
      }
    }
    if (ph.colour() == Colour.NONE && pl.colour() == Colour.NONE) {
      // E.5, and RTG-7 for two players without games in a later round.
      return of(
          higher,
          lower,
          ColourSteps.byParity(higher.id(), s.initialColour()),
          "E.5",
          "no colour history: the higher player's pairing number is "
              + (higher.id() % 2 == 1 ? "odd" : "even"));
    }
    Colour c = grantBoth(ph, pl);
    if (c != Colour.NONE) {
      return of(higher, lower, c, "E.1", "both colour preferences granted");
    }
    int sh = strength(ph);
    int sl = strength(pl);
    if (sh != sl && ph.colour() != Colour.NONE && ph.colour() == pl.colour()) {
      Colour won = sh > sl ? ph.colour() : ph.colour().opposite();
      return of(higher, lower, won, "E.2", "the stronger colour preference granted");
    }
    c = ColourSteps.alternate(higher, lower);
    if (c != Colour.NONE) {
      return of(
          higher,
          lower,
          c,
          "E.3",
          "colours alternated from the latest round in which they differed");
    }
    if (ph.colour() != Colour.NONE) {
      return of(higher, lower, ph.colour(), "E.4", "the higher ranked player's preference granted");
    }
    return of(
        higher,
        lower,
        pl.colour().opposite(),
        "E.4",
        "the higher ranked player has no preference: the other's granted");
  }

  /**
   * E.1: the two preferences differ, or only one player has one, or a flexible player (A.7.e) meets
   * a fixed preference; returns the higher player's colour or NONE.
   */
  private static Colour grantBoth(Preference h, Preference l) {
    Colour ch = h.flexible() ? Colour.NONE : h.colour();
    Colour cl = l.flexible() ? Colour.NONE : l.colour();
    if (ch != Colour.NONE && cl != Colour.NONE) {
      return ch != cl ? ch : Colour.NONE;
    }
    if (ch != Colour.NONE) {
      return ch;
    }
    if (cl != Colour.NONE) {
      return cl.opposite();
    }
    // Neither fixed: two flexible players, or one without games, decide further down; a player
    // without games yields to the other's mild preference.
    if (h.colour() == Colour.NONE && l.colour() != Colour.NONE) {
      return l.colour().opposite();
    }
    if (l.colour() == Colour.NONE && h.colour() != Colour.NONE) {
      return h.colour();
    }
    return Colour.NONE;
  }

  private static int strength(Preference p) {
    return p.strength().ordinal();
  }

  private static Decision of(
      PlayerState higher, PlayerState lower, Colour higherColour, String rule, String reason) {
    return higherColour == Colour.WHITE
        ? new Decision(higher.id(), lower.id(), rule, reason)
        : new Decision(lower.id(), higher.id(), rule, reason);
  }
}
