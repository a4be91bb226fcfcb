package org.swisspair.solver.simplified;

import org.swisspair.model.Colour;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.solver.pairing.ColourAllocation;
import org.swisspair.solver.swiss.ColourSteps;

/**
 * Colour assignment of the simplified Swiss rules (Vincze, "Assignment of colour"): the first-round
 * rule by starting-number parity, then, in order, (1) no third same colour in a row, (2) the higher
 * colour difference is compensated, (3) the lower starting number's difference is compensated, (4)
 * the higher starting number's, (5) the lower starting number changes colour. Colour histories are
 * those of played games (SIM-4).
 */
public final class SimplifiedColours {
  private SimplifiedColours() {}

  /**
   * The colours of one board.
   *
   * @param white the player given White
   * @param black the player given Black
   * @param rule the deciding rule, e.g. {@code colour 2}
   * @param reason the rule in words
   */
  record Decision(int white, int black, String rule, String reason) {}

  /** Who of {@code a} and {@code b} gets White, and the rule that decided. */
  public static ColourAllocation allocate(RoundState s, PlayerState a, PlayerState b) {
    Decision d = decide(s, a, b);
    return new ColourAllocation(d.white(), d.black(), d.rule());
  }

  /**
   * The colour a player must get because the last two games he played had the same colour (the rule
   * of three times in a row, SIM-4), {@link Colour#NONE} when he is free.
   */
  static Colour due(PlayerState p) {
    Colour last = p.recentColour(0);
    return last != Colour.NONE && p.recentColour(1) == last ? last.opposite() : Colour.NONE;
  }

  /** True when {@code a} and {@code b} are both due the same colour: one would get it thrice. */
  static boolean thirdInARow(PlayerState a, PlayerState b) {
    Colour c = due(a);
    return c != Colour.NONE && c == due(b);
  }

  static Decision decide(RoundState s, PlayerState a, PlayerState b) {
    PlayerState low = a.id() < b.id() ? a : b;
    PlayerState high = low == a ? b : a;
    // SIM-7: neither has played: the first-round rule on the lower starting number.
    if (!low.hasPlayed() && !high.hasPlayed()) {
      Colour c = ColourSteps.byParity(low.id(), s.initialColour());
      return of(
          low,
          high,
          c,
          "first round",
          "neither has played: starting number "
              + low.id()
              + " is "
              + (low.id() % 2 == 1 ? "odd, the colour of player 1" : "even, the other colour"));
    }
    // Rule 1: the same colour in the previous two games forces the other one.
    Colour dueLow = due(low);
    Colour dueHigh = due(high);
    if (dueLow != Colour.NONE && dueLow != dueHigh) {
      return of(low, high, dueLow, "colour 1", "player " + low.id() + " had one colour twice");
    }
    if (dueHigh != Colour.NONE && dueHigh != dueLow) {
      return of(
          low,
          high,
          dueHigh.opposite(),
          "colour 1",
          "player " + high.id() + " had one colour twice");
    }
    // Rule 2 (SIM-5): the larger absolute colour difference is compensated.
    int dl = low.colourDifference();
    int dh = high.colourDifference();
    if (Math.abs(dl) != Math.abs(dh)) {
      if (Math.abs(dl) > Math.abs(dh)) {
        return of(low, high, compensating(dl), "colour 2", "higher colour difference compensated");
      }
      return of(
          low,
          high,
          compensating(dh).opposite(),
          "colour 2",
          "higher colour difference compensated");
    }
    // Rule 3: the lower starting number's difference is compensated.
    if (dl != 0) {
      return of(
          low,
          high,
          compensating(dl),
          "colour 3",
          "lower starting number's difference compensated");
    }
    // Rule 4 (SIM-5: never reached when rule 2 reads absolute differences, kept as written).
    if (dh != 0) {
      return of(
          low,
          high,
          compensating(dh).opposite(),
          "colour 4",
          "higher starting number's difference compensated");
    }
    // Rule 5: the lower starting number changes colour (SIM-7: the other one when he has not
    // played).
    if (low.hasPlayed()) {
      return of(
          low,
          high,
          low.recentColour(0).opposite(),
          "colour 5",
          "lower starting number changes colour");
    }
    return of(
        low,
        high,
        high.recentColour(0),
        "colour 5",
        "higher starting number changes colour (the lower has not played)");
  }

  private static Colour compensating(int difference) {
    return difference > 0 ? Colour.BLACK : Colour.WHITE;
  }

  private static Decision of(
      PlayerState low, PlayerState high, Colour lowColour, String rule, String reason) {
    return lowColour == Colour.WHITE
        ? new Decision(low.id(), high.id(), rule, reason)
        : new Decision(high.id(), low.id(), rule, reason);
  }
}
