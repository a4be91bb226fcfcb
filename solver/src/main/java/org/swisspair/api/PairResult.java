package org.swisspair.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.swisspair.model.RoundState;
import org.swisspair.model.trf.ManualRound;
import org.swisspair.model.trf.ManualRounds;
import org.swisspair.solver.arbiter.FideModeVerdict;
import org.swisspair.solver.arbiter.ManualPairing;
import org.swisspair.solver.avoidance.AvoidanceGroups;
import org.swisspair.solver.pairing.PairingSystem;

/**
 * What {@link Operations#pair} gives: the paired round, its rendering in the asked format, the
 * explanation printed beside it, the warnings, and whether the tournament is still in FIDE mode.
 */
public final class PairResult {
  private final PairedRound round;
  private final PairingSystem system;
  private final RoundState state;
  private final String output;
  private final String explanation;
  private final List<String> warnings;
  private final ManualPairing manual;
  private final AvoidanceGroups avoidance;
  private final List<String> avoidComments;
  // The verdict is worked out when first asked: the engine format does not print it, and the
  // drop-in command's start should not pay for it.
  private Supplier<FideModeVerdict> verdict;
  private FideModeVerdict fideMode;

  /**
   * @param round the paired round, readable in every format
   * @param system the system that paired it
   * @param state the state before the round, as the system paired it
   * @param output the pairing in the asked format
   * @param explanation the explanation as a person reads it, when asked and the format does not
   *     hold it (engine, text); else ""
   * @param warnings warnings about the input, each one line without a prefix
   * @param manual the round paired around the arbiter's fixed boards and PAB, null when the engine
   *     paired it all
   * @param fideMode works out whether the tournament, this round included, is still in FIDE mode
   * @param avoidance the soft-avoidance groups the round was paired with (ARB-10), none when none
   * @param avoidComments the {@code ### AVOID} comments a written file needs to re-pair the round
   *     the same way (ARB-15), empty when the file has them
   */
  PairResult(
      PairedRound round,
      PairingSystem system,
      RoundState state,
      String output,
      String explanation,
      List<String> warnings,
      ManualPairing manual,
      Supplier<FideModeVerdict> fideMode,
      AvoidanceGroups avoidance,
      List<String> avoidComments) {
    this.round = round;
    this.system = system;
    this.state = state;
    this.output = output;
    this.explanation = explanation;
    this.warnings = List.copyOf(warnings);
    this.manual = manual;
    this.verdict = fideMode;
    this.avoidance = avoidance;
    this.avoidComments = List.copyOf(avoidComments);
  }

  /** The soft-avoidance groups the round was paired with (not FIDE; ARB-10), none when none. */
  public AvoidanceGroups avoidance() {
    return avoidance;
  }

  /** The paired round, readable in every format. */
  public PairedRound round() {
    return round;
  }

  /** The system that paired the round. */
  public PairingSystem system() {
    return system;
  }

  /** The state before the round, as the system paired it. */
  public RoundState state() {
    return state;
  }

  /** The pairing in the asked format. */
  public String output() {
    return output;
  }

  /**
   * The explanation as a person reads it, when asked and the format does not hold it (engine,
   * text); else "".
   */
  public String explanation() {
    return explanation;
  }

  /** Warnings about the input, each one line without a prefix. */
  public List<String> warnings() {
    return warnings;
  }

  /** The round paired around the arbiter's fixed boards and PAB, null when the engine paired it. */
  public ManualPairing manual() {
    return manual;
  }

  /** Whether the tournament, this round included, is still in FIDE mode (checklist Q40-46). */
  public synchronized FideModeVerdict fideMode() {
    if (fideMode == null) {
      fideMode = verdict.get();
      verdict = null;
    }
    return fideMode;
  }

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
   * MPA} and {@code ### PAB}, the {@code ### AVOID} groups the file does not have yet (ARB-15),
   * then {@code ### FIDE mode left} when the tournament has left it.
   */
  public List<String> comments() {
    List<String> out = new ArrayList<>();
    manualRound().ifPresent(m -> out.addAll(ManualRounds.lines(m)));
    out.addAll(avoidComments);
    fideMode().comment().ifPresent(c -> out.add(c.line()));
    return out;
  }
}
