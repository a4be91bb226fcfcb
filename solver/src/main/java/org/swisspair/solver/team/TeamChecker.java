package org.swisspair.solver.team;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.swisspair.model.Colour;
import org.swisspair.model.team.MatchKind;
import org.swisspair.model.team.TeamRound;
import org.swisspair.model.team.TeamRoundState;
import org.swisspair.model.team.TeamTournament;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;

/**
 * Re-pairs every round of a team tournament by the Team system and compares it with the matches the
 * file records (C.04.2 1.4: a free pairing-checker), colours included where the match has one.
 */
public final class TeamChecker {
  private final TeamPairingSystem system;

  /** A checker that re-pairs with {@code system}. */
  public TeamChecker(TeamPairingSystem system) {
    this.system = system;
  }

  /**
   * One round's result.
   *
   * @param round the round
   * @param file the file's boards (white, black; PAB as id 0), sorted
   * @param engine the engine's boards, sorted; empty when it failed
   * @param error why the engine failed, null when it paired
   */
  public record RoundReport(int round, List<Pair> file, List<Pair> engine, String error) {
    /** True when the engine's pairing differs from the file's. */
    public boolean differs() {
      return error != null || !new HashSet<>(file).equals(new HashSet<>(engine));
    }
  }

  /** Checks rounds 1 to the last paired round of {@code t}. */
  public List<RoundReport> check(TeamTournament t) {
    List<RoundReport> out = new ArrayList<>();
    for (int r = 1; r <= t.roundsPaired(); r++) {
      out.add(checkRound(t, r));
    }
    return out;
  }

  /** Re-pairs round {@code r} of {@code t} from the state before it. */
  public RoundReport checkRound(TeamTournament t, int r) {
    List<Pair> file = filePairs(t, r);
    try {
      List<Pair> engine = sorted(system.pair(new TeamRoundState(t, r), false).boards());
      return new RoundReport(r, file, engine, null);
    } catch (NoValidPairingException e) {
      return new RoundReport(r, file, List.of(), "no valid pairing: " + e.getMessage());
    }
  }

  /** The boards the file records for round {@code r}: matches played or forfeited, and the PAB. */
  public static List<Pair> filePairs(TeamTournament t, int r) {
    List<Pair> out = new ArrayList<>();
    Set<Integer> seen = new HashSet<>();
    for (int k = 1; k <= t.size(); k++) {
      TeamRound e = t.round(k, r);
      if (e.kind() == MatchKind.PAB) {
        out.add(new Pair(k, 0));
      } else if (e.kind().paired() && seen.add(k) && seen.add(e.opponent())) {
        // A forfeited match without a scheduled colour is listed smaller TPN first.
        boolean white = e.colour() == Colour.WHITE || e.colour() == Colour.NONE;
        out.add(white ? new Pair(k, e.opponent()) : new Pair(e.opponent(), k));
      }
    }
    return sorted(out);
  }

  private static List<Pair> sorted(List<Pair> boards) {
    List<Pair> s = new ArrayList<>(boards);
    s.sort((a, b) -> a.white() != b.white() ? a.white() - b.white() : a.black() - b.black());
    return s;
  }
}
