package org.swisspair.solver.pairing;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Why a pairing was made: bracket by bracket, the players, the criteria values of the chosen
 * candidate, each downfloater and each colour decision.
 *
 * @param system the pairing system's name
 * @param brackets the brackets in pairing order
 * @param colours one colour decision per board
 */
public record Explanation(String system, List<Bracket> brackets, List<ColourDecision> colours) {
  /** Copies the lists. */
  public Explanation {
    brackets = List.copyOf(brackets);
    colours = List.copyOf(colours);
  }

  /**
   * One bracket.
   *
   * @param score the residents' pairing score, in tenths
   * @param residents resident players
   * @param mdps moved-down players
   * @param pairs the pairs made in the bracket (as higher-ranked, lower-ranked)
   * @param criteria criterion id to its value for the chosen candidate (C5-C21), in the system's
   *     order of priority
   * @param downfloaters each downfloater with the reason
   */
  public record Bracket(
      int score,
      List<Integer> residents,
      List<Integer> mdps,
      List<List<Integer>> pairs,
      Map<String, String> criteria,
      List<Downfloater> downfloaters) {
    /** Copies the lists and keeps the criteria in order. */
    public Bracket {
      residents = List.copyOf(residents);
      mdps = List.copyOf(mdps);
      pairs = List.copyOf(pairs);
      // The criteria keep the system's priority order.
      criteria = Collections.unmodifiableMap(new LinkedHashMap<>(criteria));
      downfloaters = List.copyOf(downfloaters);
    }
  }

  /**
   * A player who leaves a bracket unpaired.
   *
   * @param player pairing number
   * @param reason why, in the handbook's words
   */
  public record Downfloater(int player, String reason) {}

  /**
   * The colour decision of one board.
   *
   * @param white player given White
   * @param black player given Black
   * @param rule the article that decided, e.g. "5.2.1"
   * @param reason the rule in words
   */
  public record ColourDecision(int white, int black, String rule, String reason) {}
}
