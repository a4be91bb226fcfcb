package org.swisspair.api;

import java.util.List;
import org.swisspair.model.RoundState;
import org.swisspair.solver.pairing.PairingSystem;

/**
 * What {@link Operations#pair} gives: the paired round, its rendering in the asked format, the
 * explanation printed beside it, and the warnings.
 *
 * @param round the paired round, readable in every format
 * @param system the system that paired it
 * @param state the state before the round, as the system paired it
 * @param output the pairing in the asked format
 * @param explanation the explanation as a person reads it, when asked and the format does not hold
 *     it (engine, text); else ""
 * @param warnings warnings about the input, each one line without a prefix
 */
public record PairResult(
    PairedRound round,
    PairingSystem system,
    RoundState state,
    String output,
    String explanation,
    List<String> warnings) {
  /** The output followed by the explanation, as {@code swisspair pair} prints them. */
  public String printed() {
    return explanation.isEmpty() ? output : output + "\n" + explanation;
  }
}
