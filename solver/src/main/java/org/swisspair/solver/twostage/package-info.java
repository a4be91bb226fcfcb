/**
 * The two-stage pairing procedure that the Double-Swiss and Team systems share (Articles 3.3-3.6 of
 * both texts), on an abstract view of the units to pair.
 *
 * <p>Public API:
 *
 * <ul>
 *   <li>{@link org.swisspair.solver.twostage.Unit}: one player or team: TPN, score, PAB eligibility
 *       (C2), matches played (3.4.3), floater in the previous round.
 *   <li>{@link org.swisspair.solver.twostage.TwoStageRound}: the units, who may meet ({@link
 *       org.swisspair.solver.twostage.MayMeet}: C1 and forbidden pairs), the system's stage-1
 *       criteria after C6 ({@link org.swisspair.solver.twostage.UpfloaterCriterion}, e.g. C7) and
 *       its stage-2 criteria above the identifier ({@link
 *       org.swisspair.solver.twostage.PairCriterion}, e.g. Double-Swiss C8, Team C8-C10). A system
 *       switches a criterion off (last rounds) by leaving it out; {@link
 *       org.swisspair.solver.twostage.TwoStageRound#withAvoidance} adds soft avoidance ({@link
 *       org.swisspair.solver.twostage.AvoidedPairCriterion}, not FIDE, ARB-14) as the last stage-2
 *       criterion.
 *   <li>{@link org.swisspair.solver.twostage.TwoStagePairer#pair}: the PAB first (3.4), then the
 *       top-scoregroup plus the first best set of upfloaters (3.5: C4, C5, C6, then the system's,
 *       then the set order of 3.5.4), paired by the first best identifier (3.6), repeated until all
 *       are paired. Returns a {@link org.swisspair.solver.twostage.TwoStagePairing} of {@link
 *       org.swisspair.solver.twostage.TwoStageBracket}s with each bracket's criteria values.
 *   <li>{@link org.swisspair.solver.twostage.TwoStagePairer#reference()}: the same pairing with
 *       every set of upfloaters from the weighted matching of everybody still to pair, without the
 *       searches and the window that make large rounds fast; tests compare the two.
 *   <li>{@link org.swisspair.solver.twostage.SetOrder} (3.5.3-3.5.4) and {@link
 *       org.swisspair.solver.twostage.PairingIdentifier} (3.6.1-3.6.3): the two orders, for the
 *       checker and the tests' literal procedural oracle ({@code LiteralTwoStagePairer}, in the
 *       test tree).
 * </ul>
 *
 * <p>Colours are the system's (Article 4): the pairs come back as (top member, bottom member).
 */
package org.swisspair.solver.twostage;
