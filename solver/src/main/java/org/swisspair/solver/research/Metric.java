package org.swisspair.solver.research;

/** The measures taken of every simulated tournament, one column each in the results. */
public enum Metric {
  /** Normalised Kendall tau between the final ranking and the true strength order. */
  KENDALL_TAU("kendall_tau", "Kendall tau, final ranking vs true strength", true, false),
  /** Spearman's rank correlation between the final ranking and the true strength order. */
  SPEARMAN("spearman", "Spearman rho, final ranking vs true strength", true, false),
  /** 1 when the strongest player finishes first, else 0. */
  STRONGEST_WINS("strongest_wins", "Strongest player wins (share)", true, false),
  /** Share of the true top k among the final top k. */
  TOP_K("top_k_accuracy", "Top-k accuracy", true, false),
  /** Share of players whose final colour difference (White - Black) is 0. */
  COLOUR_DIFF_0("colour_diff_0", "Players with colour difference 0 (share)", true, false),
  /** Share of players whose final colour difference is +1 or -1. */
  COLOUR_DIFF_1("colour_diff_1", "Players with colour difference ±1 (share)", true, false),
  /** Share of players whose final colour difference is +2 or -2. */
  COLOUR_DIFF_2("colour_diff_2", "Players with colour difference ±2 (share)", false, false),
  /** Share of players whose final colour difference is 3 or more either way. */
  COLOUR_DIFF_3PLUS("colour_diff_3plus", "Players with colour difference ≥3 (share)", false, false),
  /** Players who had the same colour in three played games in a row. */
  SAME_COLOUR_THREE("same_colour_three", "Players with one colour 3 times in a row", false, false),
  /** Share of White among the played games of the true top k. */
  TOP_WHITE_SHARE("top_white_share", "White share of the top-k players' games", false, false),
  /** Mean absolute score difference (points before the round) of the paired players. */
  PAIR_SCORE_DIFF("pair_score_diff", "Score difference of paired players (points)", false, false),
  /** Mean number of floats (up or down) per player. */
  FLOATS_PER_PLAYER("floats_per_player", "Floats per player", false, false),
  /** Most floats of any one player. */
  MAX_FLOATS("max_floats", "Most floats of one player", false, false),
  /** Pooled standard deviation of the average opponent rating within each final score group. */
  ARO_SPREAD("aro_spread", "Average-opponent-rating spread in a score group", false, false),
  /** CPU time to pair all rounds, milliseconds (each round: the {@code round_ms} column). */
  PAIRING_MS("pairing_ms", "CPU time to pair the tournament (ms)", false, true),
  /** CPU time to pair the slowest round, milliseconds. */
  MAX_ROUND_MS("max_round_ms", "CPU time to pair the slowest round (ms)", false, true);

  private final String column;
  private final String label;
  private final boolean higherIsBetter;
  private final boolean timing;

  Metric(String column, String label, boolean higherIsBetter, boolean timing) {
    this.column = column;
    this.label = label;
    this.higherIsBetter = higherIsBetter;
    this.timing = timing;
  }

  /** The column name in CSV and Parquet. */
  public String column() {
    return column;
  }

  /** A label for tables and plots. */
  public String label() {
    return label;
  }

  /** True when a higher value is better (for the report's wording only). */
  public boolean higherIsBetter() {
    return higherIsBetter;
  }

  /** True for wall-clock measures, the only ones that differ between two runs of a study. */
  public boolean timing() {
    return timing;
  }
}
