package org.swisspair.solver.checker;

import java.util.ArrayList;
import java.util.List;
import org.swisspair.model.trf.ManualBoard;
import org.swisspair.solver.pairing.Pair;

/**
 * The result of checking a whole tournament with {@link TournamentChecker}: its pairings (C.04.2
 * 1.4) and, when the file ranks its participants, its standings against its tie-break list (C.07).
 *
 * @param roundsChecked rounds re-paired and compared
 * @param roundsDiffering rounds whose re-pairing differs from the file, or could not be made
 * @param roundsSkipped rounds left out on request
 * @param rounds one entry per round with something to report, in round order
 * @param standings the standings check, null when it was not made (see {@link StandingsCheck})
 * @param manualRounds the rounds the file marks as paired by the arbiter's hand ({@code ### MPA},
 *     {@code ### PAB}), in round order
 */
public record CheckReport(
    int roundsChecked,
    int roundsDiffering,
    List<Integer> roundsSkipped,
    List<RoundReport> rounds,
    StandingsReport standings,
    List<ManualRoundReport> manualRounds) {

  /** Copies the lists. */
  public CheckReport {
    roundsSkipped = List.copyOf(roundsSkipped);
    rounds = List.copyOf(rounds);
    manualRounds = List.copyOf(manualRounds);
  }

  /** A report without manual rounds. */
  public CheckReport(
      int roundsChecked,
      int roundsDiffering,
      List<Integer> roundsSkipped,
      List<RoundReport> rounds,
      StandingsReport standings) {
    this(roundsChecked, roundsDiffering, roundsSkipped, rounds, standings, List.of());
  }

  /** A report of pairings only. */
  public CheckReport(
      int roundsChecked,
      int roundsDiffering,
      List<Integer> roundsSkipped,
      List<RoundReport> rounds) {
    this(roundsChecked, roundsDiffering, roundsSkipped, rounds, null);
  }

  /** The same report with {@code standings} as its standings check. */
  public CheckReport withStandings(StandingsReport standings) {
    return new CheckReport(
        roundsChecked, roundsDiffering, roundsSkipped, rounds, standings, manualRounds);
  }

  /** True when every checked round equals the engine's and every checked rank follows the list. */
  public boolean agrees() {
    return roundsDiffering == 0 && (standings == null || standings.differences().isEmpty());
  }

  /**
   * The standings of the file against its tie-break list (C.07).
   *
   * @param round the round after which the file ranks its participants
   * @param tieBreaks the C.07 codes of the list, in order
   * @param source where the list comes from: {@code 202}, {@code 212} or {@code --tiebreaks}
   * @param ranked the participants the file ranks
   * @param differences the ranks that do not follow the list, by the file's rank
   * @param note why the standings were not checked, null when they were
   */
  public record StandingsReport(
      int round,
      List<String> tieBreaks,
      String source,
      int ranked,
      List<RankDifference> differences,
      String note) {

    /** Copies the lists. */
    public StandingsReport {
      tieBreaks = List.copyOf(tieBreaks);
      differences = List.copyOf(differences);
    }

    /** A standings check not made, for the reason {@code note}. */
    public static StandingsReport notChecked(String note) {
      return new StandingsReport(0, List.of(), "", 0, List.of(), note);
    }

    /** True when the ranks were compared with the list. */
    public boolean checked() {
      return note == null;
    }

    /** One line, e.g. {@code standings after round 9 by 202 BH/C1,BH,SB: 2 of 20 ranks differ}. */
    public String summary() {
      if (!checked()) {
        return "standings not checked: " + note;
      }
      return "standings after round "
          + round
          + " by "
          + source
          + " "
          + String.join(",", tieBreaks)
          + ": "
          + differences.size()
          + " of "
          + ranked
          + " ranks differ";
    }
  }

  /**
   * A participant whose rank in the file does not follow the tie-break list.
   *
   * @param id the participant's pairing number (a team's in a team file)
   * @param name the participant's name
   * @param fileRank the rank in the file
   * @param rank the rank by the list, the first of a shared rank
   * @param lastRank the last place of a shared rank, {@code rank} when it is not shared
   * @param other the participant the file puts at this rank by the list's order, 0 when none
   * @param deciding what separates the two: the C.07 code of the deciding tie-break, {@code PTS}
   *     when their scores differ, "" when nothing does or there is no other
   * @param message the finding for people, naming player, ranks and the deciding tie-break
   */
  public record RankDifference(
      int id,
      String name,
      int fileRank,
      int rank,
      int lastRank,
      int other,
      String deciding,
      String message) {}

  /**
   * What one round showed.
   *
   * @param round the round
   * @param filePairs the file's pairs, white-black, the PAB as {@code id 0}
   * @param enginePairs the engine's pairs, empty when it failed
   * @param difference where and why they differ, null when they are the same
   * @param engineError the engine's failure message, null when it paired the round
   * @param fileViolations absolute criteria the file's own pairing breaks
   * @param fileColourNotes boards of the file whose colours differ from the system's colour rules
   * @param engineViolations absolute criteria the engine's pairing breaks
   */
  public record RoundReport(
      int round,
      List<Pair> filePairs,
      List<Pair> enginePairs,
      String difference,
      String engineError,
      List<Violation> fileViolations,
      List<Violation> fileColourNotes,
      List<Violation> engineViolations) {

    /** Copies the lists. */
    public RoundReport {
      filePairs = List.copyOf(filePairs);
      enginePairs = List.copyOf(enginePairs);
      fileViolations = List.copyOf(fileViolations);
      fileColourNotes = List.copyOf(fileColourNotes);
      engineViolations = List.copyOf(engineViolations);
    }

    /** True when the engine's pairing is not the file's (or the engine failed). */
    public boolean differs() {
      return difference != null || engineError != null;
    }

    /** A few lines for people. */
    public String describe() {
      StringBuilder sb = new StringBuilder("round ").append(round).append(':');
      if (engineError != null) {
        sb.append("\n  engine failed: ").append(engineError);
      }
      if (difference != null) {
        sb.append("\n  file:   ").append(filePairs);
        sb.append("\n  engine: ").append(enginePairs);
        sb.append("\n  ").append(difference);
      }
      fileViolations.forEach(v -> sb.append("\n  file breaks ").append(v));
      fileColourNotes.forEach(v -> sb.append("\n  file colours ").append(v));
      engineViolations.forEach(v -> sb.append("\n  engine breaks ").append(v));
      return sb.toString();
    }
  }

  /**
   * One line, e.g. {@code 9 rounds checked, 0 differ}, and when the standings were checked {@code ;
   * standings after round 9 by 202 BH/C1,BH,SB: 0 of 20 ranks differ}.
   */
  public String summary() {
    long violations = rounds.stream().mapToLong(r -> r.fileViolations().size()).sum();
    String s = roundsChecked + " rounds checked, " + roundsDiffering + " differ";
    if (violations > 0) {
      s += ", " + violations + " absolute-criteria violations in the file";
    }
    if (!roundsSkipped.isEmpty()) {
      s += ", skipped " + roundsSkipped;
    }
    if (!manualRounds.isEmpty()) {
      s += ", " + manualRounds.size() + " paired by the arbiter's hand";
    }
    if (standings != null && standings.checked()) {
      s += "; " + standings.summary();
    }
    return s;
  }

  /** The summary followed by every round's details and every rank that differs. */
  public String describe() {
    StringBuilder sb = new StringBuilder(summary());
    rounds.forEach(r -> sb.append('\n').append(r.describe()));
    manualRounds.forEach(m -> sb.append('\n').append(m.describe()));
    if (standings != null) {
      standings.differences().forEach(d -> sb.append('\n').append(d.message()));
    }
    return sb.toString();
  }

  /**
   * A round the file marks as paired by the arbiter's hand (ARB-8): the fixed boards and chosen
   * PAB, whether the engine's own pairing of the round would have differed, and whether the boards
   * the arbiter did not fix follow the system's rules for the rest (ARB-1).
   *
   * @param round the round
   * @param boards the boards the arbiter fixed, as the {@code ### MPA} comment lists them
   * @param otherText another program's description of its manual change, "" when none
   * @param pab the player given the PAB by the arbiter, 0 when none
   * @param filePairs the file's pairs, white-black, the PAB as {@code id 0}
   * @param enginePairs the engine's own pairing of the round, empty when it failed
   * @param engineDiffers true when the engine's own pairing is not the file's
   * @param restPairs the round as the rules pair it around the arbiter's boards and PAB, empty when
   *     the boards are not listed or the rest could not be paired
   * @param restDifference how the file's other boards differ from {@code restPairs}, null when they
   *     do not
   * @param error why the rest could not be paired around the arbiter's hand, null when it was
   * @param notices what the arbiter's hand goes against without being forbidden (a PAB above the
   *     lowest score, checklist Q66; ARB-16), empty when nothing
   */
  public record ManualRoundReport(
      int round,
      List<ManualBoard> boards,
      String otherText,
      int pab,
      List<Pair> filePairs,
      List<Pair> enginePairs,
      boolean engineDiffers,
      List<Pair> restPairs,
      String restDifference,
      String error,
      List<String> notices) {

    /** Copies the lists. */
    public ManualRoundReport {
      boards = List.copyOf(boards);
      filePairs = List.copyOf(filePairs);
      enginePairs = List.copyOf(enginePairs);
      restPairs = List.copyOf(restPairs);
      notices = List.copyOf(notices);
    }

    /** True when the boards the arbiter did not fix are not the system's pairing of the rest. */
    public boolean differs() {
      return restDifference != null || error != null;
    }

    /** A few lines for people. */
    public String describe() {
      List<String> hand = new ArrayList<>();
      boards.forEach(b -> hand.add(b.toString()));
      StringBuilder sb =
          new StringBuilder("round ").append(round).append(": paired by the arbiter's hand:");
      if (!hand.isEmpty()) {
        sb.append(" fixed boards ").append(String.join(", ", hand)).append(';');
      } else if (!otherText.isEmpty()) {
        sb.append(" \"").append(otherText).append("\";");
      }
      if (pab != 0) {
        sb.append(" PAB to ").append(pab).append(';');
      }
      sb.append(
          engineDiffers
              ? " the engine's own pairing differs"
              : " the engine's own pairing is the same");
      if (engineDiffers) {
        sb.append("\n  file:   ").append(filePairs);
        sb.append("\n  engine: ").append(enginePairs);
      }
      if (error != null) {
        sb.append("\n  ").append(error);
      }
      if (restDifference != null) {
        sb.append("\n  ").append(restDifference);
      }
      notices.forEach(n -> sb.append("\n  ").append(n));
      return sb.toString();
    }
  }
}
