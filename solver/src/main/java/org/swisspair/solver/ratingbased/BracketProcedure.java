package org.swisspair.solver.ratingbased;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.swisspair.model.FloatDirection;

/**
 * The pairing of one score bracket by C.1-C.11 and C.14 (C.12 and C.13 reach into other brackets
 * and are run by {@link RatingRound}): players without any legal opponent move down (C.1); a
 * heterogeneous bracket pairs its moved-down players first and then its remainder as a homogeneous
 * group (A.3); each group takes the first acceptable candidate in the order of transpositions and
 * exchanges (C.4-C.8), and when there is none the relative criteria are relaxed in the order of the
 * text (C.9-C.11, then A.7.d, then the last-round relief), and finally fewer pairs are made (C.14).
 * The control flow the text leaves open is read as RTG-5.
 */
final class BracketProcedure {
  /** How a bracket ended. */
  enum Status {
    /** Paired; some players may have been moved down. */
    PAIRED,
    /** A moved-down player cannot be paired here: C.12 must re-pair the bracket above. */
    NEEDS_C12,
    /** The lowest bracket cannot be completed: C.13. */
    NEEDS_C13,
    /** No pairing meets the condition a re-pairing (C.12, C.13) set. */
    FAILED
  }

  /**
   * The options of one run.
   *
   * @param lowest the lowest bracket: its one unpaired player gets the bye, none moves down
   * @param c12Done C.12 was tried for this bracket already, or does not apply
   * @param forceHeterogeneous a bracket merged by C.13, heterogeneous with the players from above
   *     as S1 whatever their number
   * @param noC14 a re-pairing for C.12: the same number of players must move down
   * @param test a condition on the players moved down (C.12, C.13), null for none
   */
  record Options(
      boolean lowest,
      boolean c12Done,
      boolean forceHeterogeneous,
      boolean noC14,
      GroupSearch.LeftoverTest test) {}

  /**
   * What the run did.
   *
   * @param status how it ended
   * @param pairs the pairs as (S1 player, S2 player), in the order made
   * @param movedDown players moved down (or, in the lowest bracket, the bye), in A.2 order
   * @param kind homogeneous or heterogeneous, and why
   * @param x A.8's x of the bracket (C.11 may have raised it, see dropped)
   * @param p the pairs of the first group paired at the end (C.14 may have lowered it)
   * @param dropped the relative criteria dropped at the end
   * @param exchanges the exchanges used, per group
   * @param steps the steps of the procedure that changed something, in order
   * @param reasons why each player moved down
   */
  record Outcome(
      Status status,
      List<int[]> pairs,
      List<Integer> movedDown,
      String kind,
      int x,
      int p,
      List<String> dropped,
      List<String> exchanges,
      List<String> steps,
      Map<Integer, String> reasons) {}

  private final RoundData d;
  private final CandidateFinder finder;
  private final List<Integer> mdps;
  private final List<Integer> residents;
  private final Options options;
  private final List<String> steps = new ArrayList<>();
  private final Map<Integer, String> reasons = new LinkedHashMap<>();
  private final List<Integer> moved = new ArrayList<>();

  BracketProcedure(
      RoundData d,
      CandidateFinder finder,
      List<Integer> mdps,
      List<Integer> residents,
      Options options) {
    this.d = d;
    this.finder = finder;
    this.mdps = List.copyOf(mdps);
    this.residents = List.copyOf(residents);
    this.options = options;
  }

  Outcome run() {
    int bounds = finder.boundsHit();
    Outcome o = procedure();
    if (finder.boundsHit() > bounds) {
      o.steps().add("RTG-11: a search bound was reached");
    }
    return o;
  }

  private Outcome procedure() {
    List<Integer> all = new ArrayList<>(mdps);
    all.addAll(residents);
    int[] bracket = d.sorted(all);
    // C.1: a player without any legal opponent in the bracket.
    Set<Integer> fromAbove = new HashSet<>(mdps);
    List<Integer> in = new ArrayList<>();
    for (int id : bracket) {
      in.add(id);
    }
    for (int v = withoutOpponent(in); v != 0; v = withoutOpponent(in)) {
      if (fromAbove.contains(v) && !options.c12Done()) {
        return status(Status.NEEDS_C12, "C.1: moved-down player " + v + " has no legal opponent");
      }
      if (options.lowest()) {
        // RTG-5: in the lowest bracket he can only be the one who gets the bye; whether the
        // bracket can be completed so is the question of C.13, asked below.
        break;
      }
      in.remove(Integer.valueOf(v));
      moved.add(v);
      reasons.put(v, "C.1: no legal opponent in the bracket (B1, B2)");
      steps.add("C.1: " + v + " moved down");
    }
    List<Integer> above = new ArrayList<>();
    List<Integer> rest = new ArrayList<>();
    for (int id : in) {
      (fromAbove.contains(id) ? above : rest).add(id);
    }
    // A.3: at least half from above makes it homogeneous, except a bracket joined by C.13 (RTG-14).
    boolean heterogeneous =
        !above.isEmpty() && (options.forceHeterogeneous() || 2 * above.size() < in.size());
    // C.12 (RTG-5): the moved-down players cannot all be paired here, whatever is relaxed.
    if (heterogeneous && !options.c12Done() && !Completion.saturable(d, above, rest)) {
      return status(
          Status.NEEDS_C12, "the moved-down players cannot all be paired in the bracket (C.12)");
    }
    // C.13 (RTG-5): the lowest bracket has no complete pairing at all.
    if (options.lowest() && !Completion.pairable(d, in)) {
      return status(Status.NEEDS_C13, "the lowest bracket cannot be paired completely");
    }
    int[] b = in.stream().mapToInt(Integer::intValue).toArray();
    if (heterogeneous) {
      return heterogeneous(b, above.size());
    }
    String kind =
        above.isEmpty() ? "homogeneous" : "homogeneous (A.3: half or more came from above)";
    return homogeneous(b, kind);
  }

  /** The first player, in A.2 order, with no legal opponent among {@code in}; 0 when none. */
  private int withoutOpponent(List<Integer> in) {
    for (int v : in) {
      boolean found = false;
      for (int w : in) {
        if (w != v && d.legalAtAll(v, w)) {
          found = true;
          break;
        }
      }
      if (!found) {
        return v;
      }
    }
    return 0;
  }

  // ---------------------------------------------------------------- homogeneous

  private Outcome homogeneous(int[] b, String kind) {
    int p0 = b.length / 2;
    GroupSearch.Leftovers left = leftovers();
    int x0 = d.x(b);
    Outcome found =
        climb(
            b,
            rung -> {
              int budget = (int) Math.min(Integer.MAX_VALUE / 4, (long) x0 + rung.xExtra());
              GroupSearch.Candidate c = finder.first(d, search(b, p0, true, budget, rung, left));
              Outcome o =
                  c == null
                      ? null
                      : paired(kind, x0, p0, rung, List.of(c), new ArrayList<>(c.pairs()));
              return new Attempt(o, budget < p0);
            },
            rung -> search(b, p0, true, x0, rung, left));
    if (found != null) {
      return found;
    }
    if (options.lowest()) {
      return status(Status.NEEDS_C13, "the lowest bracket cannot be completed");
    }
    if (options.noC14()) {
      return status(Status.FAILED, "no re-pairing moves down a suitable player");
    }
    // C.14: fewer pairs, x no longer binding, every relative criterion dropped.
    Rung relaxed = Rung.mostRelaxed(d.state.isLastRound());
    for (int p = p0 - 1; p >= 1; p--) {
      GroupSearch.Candidate c =
          finder.first(d, search(b, p, true, Integer.MAX_VALUE / 4, relaxed, left));
      if (c != null) {
        steps.add("C.14: p = " + p);
        return paired(kind, d.x(b), p, relaxed, List.of(c), new ArrayList<>(c.pairs()));
      }
    }
    return wholeBracketDown(b, kind);
  }

  private Outcome wholeBracketDown(int[] b, String kind) {
    List<Integer> all = new ArrayList<>(moved);
    for (int id : b) {
      all.add(id);
    }
    if (options.test() != null && !options.test().accepts(all)) {
      return status(Status.FAILED, "not even moving the whole bracket down meets the condition");
    }
    steps.add("C.14: p = 0, the whole bracket moves down");
    for (int id : b) {
      moved.add(id);
      reasons.put(id, "C.14: p became 0, the whole bracket moved down");
    }
    return new Outcome(
        Status.PAIRED,
        List.of(),
        sortedMoved(),
        kind,
        d.x(b),
        0,
        List.of(),
        List.of(),
        steps,
        reasons);
  }

  // ---------------------------------------------------------------- heterogeneous

  private Outcome heterogeneous(int[] b, int fromAboveCount) {
    String kind =
        options.forceHeterogeneous()
            ? "heterogeneous (C.13: merged, the players from above as S1)"
            : "heterogeneous";
    int ph = fromAboveCount;
    int x0 = d.x(b);
    Outcome found =
        climb(
            b,
            rung -> attempt(b, ph, rung, kind, false),
            rung -> search(b, ph, false, x0, rung, GroupSearch.Leftovers.STAY));
    if (found != null) {
      return found;
    }
    Rung relaxed = Rung.mostRelaxed(d.state.isLastRound());
    if (options.noC14()) {
      return status(Status.FAILED, "no re-pairing moves down a suitable player");
    }
    // C.14 (RTG-5): first the remainder makes fewer pairs, then fewer moved-down players are paired
    // in the heterogeneous part; the lowest bracket never moves anyone down.
    for (int p = ph; p >= 0; p--) {
      Attempt a = attempt(b, p, relaxed, kind, !options.lowest());
      if (a.outcome() != null) {
        if (p < ph) {
          steps.add(0, "C.14: p = " + p + " in the heterogeneous part");
        }
        return a.outcome();
      }
    }
    if (options.lowest()) {
      return status(Status.NEEDS_C13, "the lowest bracket cannot be completed");
    }
    return status(Status.FAILED, "no pairing meets the condition of the re-pairing");
  }

  /**
   * The heterogeneous part at {@code rung} (S1 = the highest {@code ph} players), its first
   * candidate and the alternatives for the lowest moved-down player (C.9), each followed by the
   * homogeneous remainder; with {@code reduceRemainder}, the remainder also with fewer pairs
   * (C.14).
   */
  private Attempt attempt(int[] b, int ph, Rung rung, String kind, boolean reduceRemainder) {
    int xh = (int) Math.min(Integer.MAX_VALUE / 4, (long) d.x(b) + rung.xExtra());
    boolean binding = xh < ph;
    List<GroupSearch.Candidate> hets = new ArrayList<>();
    if (ph > 0) {
      GroupSearch gh = search(b, ph, false, xh, rung, GroupSearch.Leftovers.STAY);
      GroupSearch.Candidate h = finder.first(d, gh);
      if (h == null) {
        return new Attempt(null, binding);
      }
      hets.add(h);
      hets.addAll(alternatives(b, ph, h, rung, xh));
    } else {
      hets.add(new GroupSearch.Candidate(new int[0], b.clone(), "", 0));
    }
    int minP = reduceRemainder ? 0 : Integer.MAX_VALUE;
    int maxRemainder = b.length - 2 * ph;
    for (int pr = maxRemainder / 2; pr >= 0 && pr >= Math.min(minP, maxRemainder / 2); pr--) {
      for (int k = 0; k < hets.size(); k++) {
        GroupSearch.Candidate h = hets.get(k);
        int[] rest = d.sorted(h.leftovers());
        int xr = (int) Math.min(Integer.MAX_VALUE / 4, (long) d.x(rest) + rung.xExtra());
        binding |= xr < rest.length / 2;
        GroupSearch gr = search(rest, pr, true, xr, rung, leftovers());
        GroupSearch.Candidate r = pr == 0 ? zeroPairs(gr) : finder.first(d, gr);
        if (r != null) {
          if (k > 0) {
            steps.add("C.9: moved-down player " + h.s1()[ph - 1] + " given another opponent");
          }
          if (pr < rest.length / 2) {
            steps.add("C.14: p = " + pr + " in the remainder");
          }
          List<int[]> pairs = new ArrayList<>(h.pairs());
          pairs.addAll(r.pairs());
          return new Attempt(paired(kind, d.x(b), ph, rung, List.of(h, r), pairs), binding);
        }
      }
    }
    return new Attempt(null, binding);
  }

  /** A remainder that makes no pair: everyone leaves, if everyone may. */
  private GroupSearch.Candidate zeroPairs(GroupSearch g) {
    List<Integer> left = new ArrayList<>();
    for (int id : g.players()) {
      if (!g.mayLeave(d, id)) {
        return null;
      }
      left.add(id);
    }
    if (g.test() != null && !g.test().accepts(left)) {
      return null;
    }
    return new GroupSearch.Candidate(new int[0], g.players().clone(), "", 0);
  }

  /**
   * C.9: the candidates after {@code h} that differ only in the opponent of the lowest moved-down
   * player, in transposition order.
   */
  private List<GroupSearch.Candidate> alternatives(
      int[] b, int ph, GroupSearch.Candidate h, Rung rung, int budget) {
    List<GroupSearch.Candidate> out = new ArrayList<>();
    int[] s2 = Arrays.copyOfRange(b, ph, b.length);
    int[] order = h.s2();
    Set<Integer> prefix = new HashSet<>();
    int spent = 0;
    for (int i = 0; i < ph - 1; i++) {
      prefix.add(order[i]);
      spent += d.cost(h.s1()[i], order[i]);
    }
    int last = h.s1()[ph - 1];
    int current = indexOf(s2, order[ph - 1]);
    for (int j = current + 1; j < s2.length; j++) {
      int c = s2[j];
      if (prefix.contains(c) || !d.legal(last, c, rung) || spent + d.cost(last, c) > budget) {
        continue;
      }
      int[] alt = new int[s2.length];
      System.arraycopy(order, 0, alt, 0, ph - 1);
      alt[ph - 1] = c;
      int k = ph;
      for (int x : s2) {
        if (x != c && !prefix.contains(x)) {
          alt[k++] = x;
        }
      }
      out.add(new GroupSearch.Candidate(h.s1(), alt, h.exchange(), spent + d.cost(last, c)));
    }
    return out;
  }

  private static int indexOf(int[] a, int x) {
    for (int i = 0; i < a.length; i++) {
      if (a[i] == x) {
        return i;
      }
    }
    return -1;
  }

  // ---------------------------------------------------------------- common

  private GroupSearch.Leftovers leftovers() {
    return options.lowest() ? GroupSearch.Leftovers.BYE : GroupSearch.Leftovers.MOVE_DOWN;
  }

  private GroupSearch search(
      int[] players, int p, boolean exchanges, int budget, Rung rung, GroupSearch.Leftovers left) {
    GroupSearch.LeftoverTest test = null;
    if (options.test() != null && left != GroupSearch.Leftovers.STAY) {
      // The condition is on every player moved down: C.1's and the group's.
      test =
          leftover -> {
            List<Integer> all = new ArrayList<>(moved);
            all.addAll(leftover);
            return options.test().accepts(all);
          };
    }
    return new GroupSearch(players, p, exchanges, budget, rung, left, test);
  }

  private Outcome paired(
      String kind, int x, int p, Rung rung, List<GroupSearch.Candidate> used, List<int[]> pairs) {
    List<String> exchanges = new ArrayList<>();
    for (GroupSearch.Candidate c : used) {
      if (!c.exchange().isEmpty()) {
        exchanges.add(c.exchange());
      }
    }
    GroupSearch.Candidate lastGroup = used.get(used.size() - 1);
    for (int id : lastGroup.leftovers()) {
      moved.add(id);
      reasons.put(
          id,
          options.lowest()
              ? "left unpaired in the lowest bracket: the bye (A.5)"
              : "left unpaired by the first acceptable candidate (C.6): moved down");
    }
    return new Outcome(
        Status.PAIRED, pairs, sortedMoved(), kind, x, p, rung.dropped(), exchanges, steps, reasons);
  }

  private List<Integer> sortedMoved() {
    List<Integer> out = new ArrayList<>();
    for (int id : d.sorted(moved)) {
      out.add(id);
    }
    return out;
  }

  private Outcome status(Status s, String why) {
    steps.add(why);
    return new Outcome(s, List.of(), List.of(), "", 0, 0, List.of(), List.of(), steps, reasons);
  }

  /** One try at a rung: the pairing when found, and whether x was below p somewhere (C.11). */
  private record Attempt(Outcome outcome, boolean binding) {}

  /** A try of the whole bracket at one rung. */
  @FunctionalInterface
  private interface Try {
    Attempt at(Rung rung);
  }

  /** The first group the bracket pairs at a rung, for C.11's lower bound. */
  @FunctionalInterface
  private interface FirstStage {
    GroupSearch at(Rung rung);
  }

  /**
   * The rungs of RTG-5: the float criteria dropped in the order of C.9 and C.10 (a drop that
   * concerns no player of the bracket is skipped, it would change nothing); then x raised by one
   * (C.11) while it is below p in some group, starting at the first value at which the first group
   * can succeed at all; then A.7.d given up; then the last-round relief. Null when no rung
   * succeeds.
   */
  private Outcome climb(int[] b, Try t, FirstStage first) {
    boolean strongAbsolute = d.state.round() % 2 == 1 && d.anyStrongInOddRound(b);
    boolean unequal = false;
    for (int id : b) {
      unequal |= d.player(id).pairingScore() != d.player(b[0]).pairingScore();
    }
    boolean[] relevant = {
      true,
      unequal && d.anyFloat(b, FloatDirection.UP, 2),
      unequal && d.anyFloat(b, FloatDirection.UP, 1),
      d.anyFloat(b, FloatDirection.DOWN, 2),
      d.anyFloat(b, FloatDirection.DOWN, 1)
    };
    String[] names = {
      "",
      "C.9: B6 dropped for upfloats",
      "C.9: B5 dropped for upfloats",
      "C.10: B6 dropped for downfloats",
      "C.10: B5 dropped for downfloats"
    };
    List<Rung> drops = Rung.drops(strongAbsolute);
    Rung rung = drops.get(0);
    Attempt a = t.at(rung);
    if (a.outcome() != null) {
      return a.outcome();
    }
    for (int i = 1; i < drops.size(); i++) {
      rung = drops.get(i);
      if (!relevant[i]) {
        continue;
      }
      steps.add(names[i]);
      a = t.at(rung);
      if (a.outcome() != null) {
        return a.outcome();
      }
    }
    if (a.binding()) {
      int x0 = d.x(b);
      int extra = Math.max(1, finder.minimumViolations(d, first.at(rung)) - x0);
      while (true) {
        steps.add("C.11: x = " + (x0 + extra));
        a = t.at(rung.withXExtra(extra));
        if (a.outcome() != null) {
          return a.outcome();
        }
        if (!a.binding() || extra >= b.length) {
          break;
        }
        extra++;
      }
    }
    rung = rung.withXExtra(Integer.MAX_VALUE / 4);
    if (strongAbsolute) {
      rung = rung.withoutStrongAbsolute();
      steps.add("A.7.d given up: it would add downfloaters");
      a = t.at(rung);
      if (a.outcome() != null) {
        return a.outcome();
      }
    }
    if (d.anyRelief(b)) {
      rung = rung.withRelief();
      steps.add("note to B: B2, B5 and B6 ignored for players at 50% or more (last round)");
      a = t.at(rung);
      if (a.outcome() != null) {
        return a.outcome();
      }
    }
    return null;
  }
}
