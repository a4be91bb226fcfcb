package org.swisspair.solver.doubleswiss;

import java.util.List;
import org.swisspair.model.Colour;
import org.swisspair.solver.pairing.ColourAllocation;
import org.swisspair.solver.swiss.ColourSteps;
import org.swisspair.solver.twostage.Unit;

/**
 * Colour allocation of the Double-Swiss system (Article 4): the higher-ranked player (4.2: higher
 * score, then smaller TPN) gets the initial colour by TPN parity when neither has played a match
 * (4.3.1), else White goes to the player with fewer Whites (4.3.2), else the colours alternate to
 * the most recent match with different colours (4.3.3), else the HRP's colour alternates (4.3.4),
 * else the opponent's (4.3.5). The White player opens the match with White (4.4).
 */
public final class DoubleSwissColours {
  private DoubleSwissColours() {}

  /** The colours of the pair {@code a}, {@code b} in {@code state}, with the deciding article. */
  public static ColourAllocation allocate(DoubleSwissState state, int a, int b) {
    Unit ua = state.unit(a);
    Unit ub = state.unit(b);
    // Any two players of the tournament: the checker asks about the file's pairs too.
    // 4.2: the pairing score (C.04.7 1.5), then the smaller TPN.
    boolean aHigher = ua.score() != ub.score() ? ua.score() > ub.score() : a < b;
    int hrp = aHigher ? a : b;
    int other = aHigher ? b : a;
    Decision d = decide(state, hrp, other);
    Colour hrpColour = d.colour();
    return hrpColour == Colour.WHITE
        ? new ColourAllocation(hrp, other, d.article())
        : new ColourAllocation(other, hrp, d.article());
  }

  /** The HRP's colour and the article that gave it. */
  record Decision(Colour colour, String article, String reason) {}

  static Decision decide(DoubleSwissState state, int hrp, int other) {
    List<Colour> h = state.colours(hrp);
    List<Colour> o = state.colours(other);
    // 4.3.1 "yet to play a match": no match with a colour (DSW-9); Whites are matches (DSW-10).
    if (h.isEmpty() && o.isEmpty()) {
      return new Decision(
          ColourSteps.byParity(hrp, state.round().initialColour()),
          "4.3.1",
          "neither has played a match: the initial colour to an odd HRP, the other to an even one");
    }
    int wh = state.whites(hrp);
    int wo = state.whites(other);
    if (wh != wo) {
      return new Decision(
          wh < wo ? Colour.WHITE : Colour.BLACK, "4.3.2", "White to the player with fewer Whites");
    }
    // 4.3.3 on the compacted histories, aligned on the most recent match (C.04.2 3.4).
    for (int k = 1; k <= Math.min(h.size(), o.size()); k++) {
      Colour x = h.get(h.size() - k);
      Colour y = o.get(o.size() - k);
      if (x != y) {
        return new Decision(
            x.opposite(), "4.3.3", "alternate to the most recent match with different colours");
      }
    }
    if (!h.isEmpty()) {
      return new Decision(
          h.get(h.size() - 1).opposite(), "4.3.4", "alternate the HRP's colour of its last match");
    }
    return new Decision(
        o.get(o.size() - 1), "4.3.5", "alternate the opponent's colour of its last match");
  }
}
