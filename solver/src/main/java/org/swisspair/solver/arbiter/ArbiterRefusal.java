package org.swisspair.solver.arbiter;

/**
 * A manual board or PAB the rules do not let the arbiter give (C.04.1, C.04.2 3.3), with the player
 * and the rule named.
 */
public final class ArbiterRefusal extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final int player;
  private final String rule;

  /** A refusal for {@code player} (0 when the round, not a player, is at fault) by {@code rule}. */
  public ArbiterRefusal(int player, String rule, String message) {
    super(message);
    this.player = player;
    this.rule = rule;
  }

  /** The pairing number refused, 0 when the refusal concerns the round. */
  public int player() {
    return player;
  }

  /** The rule that refuses it, e.g. {@code C2} or {@code C.04.2 3.3}. */
  public String rule() {
    return rule;
  }
}
