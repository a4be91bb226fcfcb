package org.swisspair.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.swisspair.model.RoundState;
import org.swisspair.model.trf.ManualRound;
import org.swisspair.model.trf.ManualRounds;
import org.swisspair.solver.arbiter.FideModeVerdict;
import org.swisspair.solver.arbiter.ManualPairing;
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
 * @param manual the round paired around the arbiter's fixed boards and PAB, null when the engine
 *     paired it all
 * @param fideMode whether the tournament, this round included, is still in FIDE mode
 */
public record PairResult(
    PairedRound round,
    PairingSystem system,
    RoundState state,
    String output,
    String explanation,
    List<String> warnings,
    ManualPairing manual,
    FideModeVerdict fideMode) {
  /** The output followed by the explanation, as {@code swisspair pair} prints them. */
  public String printed() {
    return explanation.isEmpty() ? output : output + "\n" + explanation;
  }

  /** The arbiter's hand in this round, empty when the engine paired it all. */
  public Optional<ManualRound> manualRound() {
    return Optional.ofNullable(manual).map(ManualPairing::manual);
  }

  /**
   * The {@code ###} comments a written file carries (checklist Q44, Q69): the round's {@code ###
   * MPA} and {@code ### PAB}, then {@code ### FIDE mode left} when the tournament has left it.
   */
  public List<String> comments() {
    List<String> out = new ArrayList<>();
    manualRound().ifPresent(m -> out.addAll(ManualRounds.lines(m)));
    fideMode.comment().ifPresent(c -> out.add(c.line()));
    return out;
  }
}
