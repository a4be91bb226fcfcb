package org.swisspair.solver.arbiter;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.BiPredicate;
import org.swisspair.model.Points;
import org.swisspair.solver.swiss.BakuAcceleration;

/**
 * Whether the virtual points a file declares ({@code XXA}, {@code 250}, JSON) are those of the Baku
 * Acceleration Method (C.04.7 Article 1), the one FIDE-approved accelerated system; any other
 * acceleration needs the Qualification Commission's authorisation (C.04.2 1.1-1.2) and leaves FIDE
 * mode (ARB-17).
 */
final class BakuConformance {
  private BakuConformance() {}

  /**
   * The participants and the virtual points a file declares.
   *
   * @param noun {@code player} or {@code team}
   * @param size the participants in the file
   * @param initial the participants paired in round 1 (C.04.7 1.2: "the list of participants to be
   *     paired"), all of them before round 1 is paired
   * @param points virtual points by pairing number, index 0 for round 1, in tenths
   * @param declaredRounds the rounds of the tournament ({@code XXR}, {@code 142}), 0 when unknown
   * @param roundsPaired the rounds paired in the file
   * @param win the points of a win (of a won match in a team event), in tenths
   * @param premise why the scoring cannot carry Baku acceleration (C.04.7 1.1), null when it can
   * @param inRound whether a participant is paired (a game, a match, the PAB) in a round
   */
  record Declared(
      String noun,
      int size,
      int initial,
      Map<Integer, List<Integer>> points,
      int declaredRounds,
      int roundsPaired,
      int win,
      String premise,
      BiPredicate<Integer, Integer> inRound) {}

  /**
   * The cause when {@code d}'s virtual points are not Baku's, empty when they are or there are
   * none.
   */
  static Optional<FideModeCause> cause(Declared d) {
    int last = d.roundsPaired();
    for (List<Integer> values : d.points().values()) {
      for (int r = values.size(); r > last; r--) {
        if (values.get(r - 1) != 0) {
          last = r;
          break;
        }
      }
    }
    TreeSet<Integer> groupA = new TreeSet<>();
    int first = Integer.MAX_VALUE;
    for (Map.Entry<Integer, List<Integer>> e : d.points().entrySet()) {
      for (int r = 1; r <= Math.min(last, e.getValue().size()); r++) {
        if (e.getValue().get(r - 1) != 0) {
          groupA.add(e.getKey());
          first = Math.min(first, r);
        }
      }
    }
    if (groupA.isEmpty()) {
      return Optional.empty();
    }
    if (d.premise() != null) {
      return cause(first, d.premise() + " (C.04.7 1.1)");
    }
    // C.04.7 1.2-1.3: group A is the head of the list, 2 x ceil(n / 4) of the n paired in round 1,
    // grown only by participants who join later ranked into it (late entries, round-1 byes).
    int g = groupA.last();
    if (groupA.size() != g) {
      List<Integer> missing = new ArrayList<>();
      for (int id = 1; id < g && missing.size() < 5; id++) {
        if (!groupA.contains(id)) {
          missing.add(id);
        }
      }
      return cause(
          first,
          "virtual points to "
              + d.noun()
              + "s up to "
              + g
              + " but not to "
              + missing
              + ": Baku's group A is the head of the list (C.04.7 1.2)");
    }
    int least = BakuAcceleration.groupASize(d.initial());
    int most = least + (d.size() - d.initial());
    if (g < least || g > most) {
      return cause(
          first,
          "group A of "
              + g
              + " "
              + d.noun()
              + "s: Baku's is "
              + (least == most ? least : least + " to " + most)
              + " of "
              + d.initial()
              + " paired in round 1"
              + (d.size() == d.initial() ? "" : " and " + (d.size() - d.initial()) + " more")
              + " (C.04.7 1.2, 1.3)");
    }
    if (d.declaredRounds() > 0) {
      return values(d, g, last, d.declaredRounds());
    }
    // Without the number of rounds, any number from the rounds seen on that fits Baku's values.
    Optional<FideModeCause> atLast = values(d, g, last, last);
    for (int rounds = last + 1; atLast.isPresent() && rounds <= 2 * last + 2; rounds++) {
      if (values(d, g, last, rounds).isEmpty()) {
        return Optional.empty();
      }
    }
    return atLast;
  }

  /**
   * C.04.7 1.4: a win's points in the first half (rounded up) of the accelerated rounds, half of it
   * in the others; the accelerated rounds are the first half (rounded up) of all {@code rounds}.
   */
  private static Optional<FideModeCause> values(Declared d, int g, int last, int rounds) {
    int accelerated = BakuAcceleration.acceleratedRounds(rounds);
    int full = (accelerated + 1) / 2;
    for (int r = 1; r <= last; r++) {
      int expected = r <= full ? d.win() : r <= accelerated ? d.win() / 2 : 0;
      for (int id = 1; id <= d.size(); id++) {
        List<Integer> values = d.points().getOrDefault(id, List.of());
        int given = r <= values.size() ? values.get(r - 1) : 0;
        int wanted = id <= g ? expected : 0;
        // A participant not in the round (a late entry before it joined) may go without.
        if (given != wanted && !(given == 0 && !d.inRound().test(id, r))) {
          return cause(
              r,
              d.noun()
                  + " "
                  + id
                  + " has "
                  + Points.format(given)
                  + " virtual points in round "
                  + r
                  + ": Baku gives "
                  + Points.format(wanted)
                  + " (C.04.7 1.4: "
                  + rounds
                  + " rounds, accelerated 1-"
                  + accelerated
                  + ", a win's points in 1-"
                  + full
                  + ", half of it after)");
        }
      }
    }
    return Optional.empty();
  }

  private static Optional<FideModeCause> cause(int round, String detail) {
    return Optional.of(new FideModeCause(FideModeCause.Kind.ACCELERATION, round, detail));
  }
}
