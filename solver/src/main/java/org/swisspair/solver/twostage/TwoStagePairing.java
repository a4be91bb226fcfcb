package org.swisspair.solver.twostage;

import java.util.List;

/**
 * A round paired by the two-stage procedure: the PAB first (3.4), then the brackets from the top.
 *
 * @param pab the PAB receiver's TPN, 0 when none
 * @param brackets the brackets in pairing order
 */
public record TwoStagePairing(int pab, List<TwoStageBracket> brackets) {
  public TwoStagePairing {
    brackets = List.copyOf(brackets);
  }
}
