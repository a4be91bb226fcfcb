package org.swisspair.api;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TournamentJson;
import org.swisspair.model.trf.TrfFormatException;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.solver.checker.CheckReport;
import org.swisspair.solver.pairing.Cancellation;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.PairingSystems;

/**
 * The library's entry point for tournaments in memory: read a tournament, pick a pairing system by
 * name, pair the next round, check a tournament, explain a pairing; a facade on {@link Operations},
 * which the command line and the service call.
 */
public final class Swisspair {
  private Swisspair() {}

  /**
   * Reads a tournament file: TRF-16 with the TRF(x) and BB records, TRF-2026, or the JSON model
   * when the name ends in {@code .json}.
   *
   * @throws TrfFormatException when a TRF file is malformed (with file, line, column and field)
   * @throws IOException when the file cannot be read or the JSON is malformed
   */
  public static Tournament read(Path file) throws IOException, TrfFormatException {
    if (file.getFileName() != null
        && file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".json")) {
      return TournamentJson.fromJson(Files.readString(file, StandardCharsets.UTF_8));
    }
    return new TrfReader().read(file);
  }

  /**
   * Reads a tournament from TRF text; {@code name} is the file name that error messages give.
   *
   * @throws TrfFormatException when the text is malformed
   */
  public static Tournament readTrf(String name, String text) throws TrfFormatException {
    return new TrfReader().read(name, text);
  }

  /** The command-line names of the pairing systems that pair today, e.g. {@code dutch}. */
  public static List<String> systems() {
    return PairingSystems.built();
  }

  /**
   * The pairing system named {@code name} (case-insensitive), e.g. {@code dutch} or {@code
   * burstein}.
   *
   * @throws IllegalArgumentException when the name is unknown or the system is not built yet
   */
  public static PairingSystem system(String name) {
    return PairingSystems.byName(name)
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    "the "
                        + PairingSystems.entry(name).displayName()
                        + " system is not built yet; built: "
                        + String.join(", ", systems())));
  }

  /** The system the tournament's TRF-2026 {@code 192} code names, else Dutch. */
  public static PairingSystem systemOf(Tournament tournament) {
    String name =
        PairingSystems.byTrfCode(tournament.systemCode())
            .filter(PairingSystems.Entry::built)
            .map(PairingSystems.Entry::name)
            .orElse("dutch");
    return system(name);
  }

  /**
   * Pairs the round after the last paired one, with its explanation, as {@code swisspair pair}
   * does: organiser-assigned PABs ({@code 0000 - U}) already in that round are kept.
   *
   * @throws NoValidPairingException when no pairing complies with the absolute criteria
   * @throws IllegalArgumentException when every declared round is paired or the file cannot carry
   *     the pairing (e.g. a system's precondition fails)
   */
  public static PairedRound pairNextRound(Tournament tournament, PairingSystem system)
      throws NoValidPairingException {
    return pairRound(tournament, system, null);
  }

  /**
   * {@link #pairNextRound(Tournament, PairingSystem)} within a time limit: the engine stops at its
   * next checkpoint (each bracket or stage) once {@code limit} has passed, or when the calling
   * thread is interrupted. A round that completes is the same as without a limit.
   *
   * @throws Cancellation.Cancelled when the limit passed or the thread was interrupted first
   * @throws NoValidPairingException when no pairing complies with the absolute criteria
   */
  public static PairedRound pairNextRound(
      Tournament tournament, PairingSystem system, Duration limit) throws NoValidPairingException {
    return within(limit, () -> pairNextRound(tournament, system));
  }

  /**
   * {@link #check(Tournament, PairingSystem)} within a time limit, as {@link
   * #pairNextRound(Tournament, PairingSystem, Duration)}.
   *
   * @throws Cancellation.Cancelled when the limit passed or the thread was interrupted first
   */
  public static CheckReport check(Tournament tournament, PairingSystem system, Duration limit) {
    try {
      return within(limit, () -> check(tournament, system));
    } catch (NoValidPairingException e) {
      throw new IllegalStateException(e); // check reports a round without pairing, never throws it
    }
  }

  /** The work an engine does under a deadline, which may find no valid pairing. */
  private interface Pairing<T> {
    T run() throws NoValidPairingException;
  }

  private static <T> T within(Duration limit, Pairing<T> work) throws NoValidPairingException {
    try {
      return Cancellation.within(limit, work::run);
    } catch (NoValidPairingException | RuntimeException e) {
      throw e;
    } catch (Exception e) {
      throw new IllegalStateException(e); // the work throws nothing else
    }
  }

  /**
   * Pairs round {@code round}: the next round as {@link #pairNextRound} does, or an earlier one
   * re-paired from the state before it (what a pairing checker compares with the round played).
   *
   * @throws NoValidPairingException when no pairing complies with the absolute criteria
   * @throws IllegalArgumentException when the round is beyond the next one or cannot be paired
   */
  public static PairedRound pairRound(Tournament tournament, PairingSystem system, int round)
      throws NoValidPairingException {
    return pairRound(tournament, system, Integer.valueOf(round));
  }

  private static PairedRound pairRound(Tournament tournament, PairingSystem system, Integer round)
      throws NoValidPairingException {
    PairRequest request =
        PairRequest.of(TournamentSource.of(tournament))
            .withSystem(SystemChoice.of(system))
            .withRound(round)
            .withExplain(true);
    try {
      return Operations.pair(request).round();
    } catch (OperationException e) {
      if (e.getCause() instanceof NoValidPairingException n) {
        throw n;
      }
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  /**
   * Re-pairs every paired round of {@code tournament} with {@code system} and compares each with
   * the round as played, as C.04.2 1.4 asks of a pairing checker (in the Team system, C.04.6, the
   * team matches by team TPN), and the ranks with the tie-breaks when the tournament ranks its
   * participants and names its list, as {@link Operations#check} and {@code swisspair check} do.
   *
   * @throws IllegalArgumentException when the tournament cannot be checked (a system's
   *     precondition, a malformed tie-break record)
   */
  public static CheckReport check(Tournament tournament, PairingSystem system) {
    CheckRequest request =
        CheckRequest.of(TournamentSource.of(tournament)).withSystem(SystemChoice.of(system));
    try {
      return Operations.check(request).report();
    } catch (OperationException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }
}
