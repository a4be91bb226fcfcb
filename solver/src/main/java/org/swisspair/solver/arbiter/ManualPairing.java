package org.swisspair.solver.arbiter;

import java.util.List;
import org.swisspair.model.trf.ManualRound;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * A round paired around the arbiter's hand: every board in publishing order (C.04.2 3.6), what the
 * arbiter decided, and the criteria the fixed boards break.
 *
 * @param pairing the whole round, fixed boards included, the PAB last
 * @param manual the fixed boards and chosen PAB, as the {@code ###} comments record them
 * @param notices the criteria the fixed boards break (ARB-2), empty when none
 */
public record ManualPairing(
    RoundPairing pairing, ManualRound manual, List<FixedBoardNotice> notices) {
  /** Copies the notices. */
  public ManualPairing {
    notices = List.copyOf(notices);
  }
}
