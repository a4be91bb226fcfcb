package org.swisspair.api;

import java.util.List;
import java.util.Set;
import org.swisspair.model.Tournament;
import org.swisspair.solver.arbiter.FideModeVerdict;
import org.swisspair.solver.checker.CheckReport;
import org.swisspair.solver.pairing.PairingSystem;

/**
 * What {@link Operations#check} gives: the structured report, its rendering, and the warnings.
 *
 * @param report the rounds that differ and the ranks that do not follow the tie-breaks
 * @param system the system that re-paired the rounds
 * @param tournament the tournament as checked (declared initial colour and virtual points)
 * @param checked the rounds re-paired and compared, in order
 * @param agrees every checked round equals the engine's pairing and every rank its tie-breaks
 * @param text the report a person reads
 * @param output the report in the asked format
 * @param warnings warnings about the input, each one line without a prefix
 * @param fideMode whether the tournament is still in FIDE mode and, if not, since when and why
 */
public record CheckResult(
    CheckReport report,
    PairingSystem system,
    Tournament tournament,
    Set<Integer> checked,
    boolean agrees,
    String text,
    String output,
    List<String> warnings,
    FideModeVerdict fideMode) {
  /** The exit code of docs/cli.md#exit-codes: 0 when the file agrees, 1 when something differs. */
  public int exitCode() {
    return agrees() ? 0 : OperationException.Kind.NO_VALID_PAIRING.exitCode();
  }
}
