package org.swisspair.solver.dutch;

/**
 * A pricing round of a bracket solve (C.04.3 Article 3) that enumerates candidate pairs row by row
 * (a player and its partners of lowest dual first) and adds a few violated pairs per player: the
 * rows may stop early once the round has found a violated pair, since the last round (none
 * violated) still visits every candidate.
 */
abstract class RowCappedPricing implements PlayerClasses.PairVisitor {
  /** Pairs per player in the first graph of a priced solve, and added per round. */
  static final int PRICED_DEGREE = 6;

  /** Candidates a pricing round visits in one row once it has found a violated pair. */
  private static final int ROW_VISITS = 8 * PRICED_DEGREE;

  /** New pairs of each player this round. */
  final int[] addedAt;

  /** Violated pairs found this round. */
  long added;

  private int row = -1;
  private int rowVisits;

  /** The player whose row is being enumerated, -1 outside the rows (a vertex alone). */
  private int visiting = -1;

  RowCappedPricing(int nv) {
    this.addedAt = new int[nv];
  }

  /**
   * A row may stop once its player has its pairs for this round, or after {@link #ROW_VISITS}
   * visits, but only when the round has found a violated pair.
   */
  @Override
  public boolean rowDone(int u) {
    if (u != row) {
      row = u;
      rowVisits = 0;
    }
    return added > 0 && (addedAt[u] >= PRICED_DEGREE || ++rowVisits > ROW_VISITS);
  }

  @Override
  public void visitInRow(int row, int u, int v) {
    visiting = row;
    visit(u, v);
  }

  /**
   * Whether a violated pair {@code uv} joins the graph this round: while the player whose row is
   * enumerated has fewer than {@link #PRICED_DEGREE} new pairs (each row stops soon after a round
   * found violations, so a cap on the partner too would leave the rows after the first few with
   * nothing to add: they all meet the same partners of lowest dual first); outside the rows, while
   * both have fewer. A round adds at most {@link #PRICED_DEGREE} pairs per row player.
   */
  boolean mayAdd(int u, int v) {
    if (visiting >= 0) {
      return addedAt[visiting] < PRICED_DEGREE;
    }
    return addedAt[u] < PRICED_DEGREE && addedAt[v] < PRICED_DEGREE;
  }
}
