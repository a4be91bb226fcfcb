package org.swisspair.solver.ratingbased;

import org.swisspair.solver.pairing.PairingSystemProvider;
import org.swisspair.solver.pairing.PairingSystems;

/** The Swiss system based on rating (old C.04.1) in the registry of systems. */
public final class RatingBasedProvider extends PairingSystemProvider {
  public RatingBasedProvider() {
    super(
        70,
        new PairingSystems.Entry(
            "rating-based",
            "Rating-Based",
            "",
            "old C.04.1",
            "former FIDE rules, 1992-2009",
            RatingBasedPairingSystem::new));
  }
}
