package org.swisspair.solver.lim;

import org.swisspair.model.Colour;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.solver.pairing.ColourAllocation;
import org.swisspair.solver.swiss.ColourSteps;

/**
 * Colours in the Lim system (Article 5, 7.2): each player's due colour, and who of a pair gets
 * White, on histories of games played (C.04.2 3.4).
 */
public final class LimColours {
  private LimColours() {}

  /**
   * The colours of a pair.
   *
   * @param white the player given White
   * @param black the player given Black
   * @param rule the deciding article
   * @param reason the rule in words
   */
  record Decision(int white, int black, String rule, String reason) {}

  /**
   * The colour {@code p} is due (LIM-5): after the same colour twice in a row the other one (5.3);
   * else the colour that brings Whites and Blacks closer (5.5, 5.6); else the colour that
   * alternates from the last game (5.1); none before the first game.
   */
  public static Colour due(PlayerState p) {
    if (!p.hasPlayed()) {
      return Colour.NONE;
    }
    Colour last = p.recentColour(0);
    if (p.playedColours().size() >= 2 && p.recentColour(1) == last) {
      return last.opposite();
    }
    int d = p.colourDifference();
    if (d != 0) {
      return d > 0 ? Colour.BLACK : Colour.WHITE;
    }
    return last.opposite();
  }

  /** True when {@code a} and {@code b} can both get the colour they are due (5.2). */
  static boolean bothGranted(PlayerState a, PlayerState b) {
    Colour da = due(a);
    return da == Colour.NONE || due(b) == Colour.NONE || da != due(b);
  }

  /** Who of {@code a} and {@code b} gets White by Article 5, and the article that decided. */
  public static ColourAllocation allocate(RoundState s, PlayerState a, PlayerState b) {
    Decision d = decide(s, a, b);
    return new ColourAllocation(d.white(), d.black(), d.rule());
  }

  /** The colours of {@code a} against {@code b} (LIM-6). */
  static Decision decide(RoundState s, PlayerState a, PlayerState b) {
    Decision due = byDueColours(s, a, b);
    // 5.1.1, 5.1.2 and 5.3 bind first; in the last round (Article 6) the fewest players beyond.
    boolean aWhite = due.white() == a.id();
    int chosen = aWhite ? LimCompatibility.beyondLimits(a, b) : LimCompatibility.beyondLimits(b, a);
    PlayerState w = aWhite ? b : a;
    PlayerState bl = aWhite ? a : b;
    int other = LimCompatibility.beyondLimits(w, bl);
    if (chosen <= other) {
      return due;
    }
    String rule = other == 0 ? "5.1" : "6";
    String reason =
        other == 0
            ? "the colours they are due would break 5.1.1 or 5.1.2 (5.3)"
            : "last round: the fewest players beyond 5.1.1-5.1.2";
    return new Decision(w.id(), bl.id(), rule, reason);
  }

  /** The colours by the due colours alone (5.4-5.6, 7.2). */
  private static Decision byDueColours(RoundState s, PlayerState a, PlayerState b) {
    Colour da = due(a);
    Colour db = due(b);
    String parity = s.round() % 2 == 1 ? "5.5" : "5.6";
    if (da != Colour.NONE && db != Colour.NONE && da != db) {
      return of(a, b, da == Colour.WHITE, parity, "both players get the colour they are due");
    }
    if (da != Colour.NONE && db == Colour.NONE) {
      return of(a, b, da == Colour.WHITE, parity, "only " + a.id() + " is due a colour");
    }
    if (db != Colour.NONE && da == Colour.NONE) {
      return of(a, b, db != Colour.WHITE, parity, "only " + b.id() + " is due a colour");
    }
    PlayerState higher = higher(a, b);
    PlayerState lower = higher == a ? b : a;
    if (da == Colour.NONE) {
      // LIM-7: neither has played: 7.2, by the rank among the players paired.
      Colour c = ColourSteps.byParity(higher.colourRank(), s.initialColour());
      return of(
          higher,
          lower,
          c == Colour.WHITE,
          "7.2",
          "neither has played: "
              + higher.id()
              + " is "
              + (higher.colourRank() % 2 == 1 ? "odd" : "even")
              + "-numbered in the pairing list");
    }
    // Both due the same colour: the histories, going back, decide (5.4, also for 5.6).
    Colour c = ColourSteps.alternate(higher, lower);
    if (c != Colour.NONE) {
      return of(
          higher,
          lower,
          c == Colour.WHITE,
          "5.4",
          "both due " + name(da) + ": colours alternate from the latest round they differed");
    }
    // LIM-6: identical histories: at or above the median the higher-ranked, below it the lower.
    boolean atOrAbove = LimMedian.side(s, higher.pairingScore()) >= 0;
    PlayerState favoured = atOrAbove ? higher : lower;
    boolean favouredWhite = da == Colour.WHITE;
    return of(
        favoured,
        favoured == higher ? lower : higher,
        favouredWhite,
        "5.4",
        "both due "
            + name(da)
            + ", identical histories: the "
            + (atOrAbove ? "higher" : "lower")
            + "-ranked player "
            + favoured.id()
            + " gets it ("
            + (atOrAbove ? "at or above" : "below")
            + " the median)");
  }

  /** The higher-ranked of two players: higher pairing score, then smaller TPN (LIM-6). */
  static PlayerState higher(PlayerState a, PlayerState b) {
    if (a.pairingScore() != b.pairingScore()) {
      return a.pairingScore() > b.pairingScore() ? a : b;
    }
    return a.id() < b.id() ? a : b;
  }

  private static Decision of(
      PlayerState first, PlayerState second, boolean firstWhite, String rule, String reason) {
    return firstWhite
        ? new Decision(first.id(), second.id(), rule, reason)
        : new Decision(second.id(), first.id(), rule, reason);
  }

  /** {@code White} or {@code Black}. */
  static String name(Colour c) {
    return c == Colour.WHITE ? "White" : c == Colour.BLACK ? "Black" : "no colour";
  }
}
