package org.swisspair.solver.generator;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.ColourPreference.Strength;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.model.ScoringSystem;
import org.swisspair.solver.checker.VerifyingPairingSystem;
import org.swisspair.solver.dutch.DutchPairingSystem;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * Generated tournaments through the checker (C.04.2 1.4): random tournaments, paired round by round
 * by the Dutch system in assertion mode (C1-C3 re-checked on every pairing), re-paired by {@link
 * org.swisspair.solver.checker.TournamentChecker}; no round may differ and no round may break an
 * absolute criterion. The seed of every finding is printed.
 */
class SelfTestConformanceTest {
  static final int MIN_PLAYERS = 6;
  static final int MAX_PLAYERS = 30;

  /** One kind of tournament: forfeits, byes, absences, late entries, Baku, 3/1/0 scoring. */
  record Profile(String name, GeneratorOptions template) {}

  /** The profiles with {@code rounds} rounds; their tournaments are spread evenly over them. */
  static List<Profile> profiles(int rounds) {
    ScoringSystem w3d1 = GeneratorOptions.parseScoring("W=3,D=1,L=0");
    return List.of(
        new Profile(
            "messy",
            new GeneratorOptions(
                40,
                rounds,
                0,
                0.06,
                0.05,
                0.04,
                0.02,
                2,
                false,
                ScoringSystem.STANDARD,
                Colour.NONE,
                0.1)),
        new Profile(
            "clean",
            new GeneratorOptions(
                40, rounds, 0, 0, 0, 0, 0, 0, false, ScoringSystem.STANDARD, Colour.WHITE, 0)),
        new Profile(
            "baku",
            new GeneratorOptions(
                40,
                rounds,
                0,
                0.04,
                0.04,
                0.03,
                0.01,
                1,
                true,
                ScoringSystem.STANDARD,
                Colour.NONE,
                0.05)),
        new Profile(
            "w3d1",
            new GeneratorOptions(
                40, rounds, 0, 0.05, 0.04, 0.03, 0.02, 1, false, w3d1, Colour.BLACK, 0.1)));
  }

  /**
   * Runs {@code count} tournaments of {@code minPlayers..maxPlayers} players and 5, 7 or 9 rounds,
   * spread over the profiles, from {@code masterSeed}; each part has its own master seed.
   */
  static List<SelfTest.Report> run(
      int count, long masterSeed, int minPlayers, int maxPlayers, int threads) {
    return run(count, masterSeed, minPlayers, maxPlayers, threads, r -> {});
  }

  /** As above, handing each part's report to {@code done} as it finishes. */
  static List<SelfTest.Report> run(
      int count,
      long masterSeed,
      int minPlayers,
      int maxPlayers,
      int threads,
      Consumer<SelfTest.Report> done) {
    List<SelfTest.Report> reports = new ArrayList<>();
    int[] roundCounts = {5, 7, 9};
    int parts = roundCounts.length * profiles(5).size();
    int part = 0;
    for (int rounds : roundCounts) {
      for (Profile p : profiles(rounds)) {
        int n = count / parts + (part < count % parts ? 1 : 0);
        SelfTest test =
            new SelfTest(
                () -> new ProvenDeadEnds(VerifyingPairingSystem.of(new DutchPairingSystem())),
                p.template(),
                minPlayers,
                maxPlayers);
        reports.add(test.run(n, masterSeed + part, threads, null));
        done.accept(reports.get(reports.size() - 1));
        part++;
      }
    }
    return reports;
  }

  /** Every finding with its part, so the seed reproduces it alone. */
  static String describe(List<SelfTest.Report> reports) {
    StringBuilder sb = new StringBuilder();
    int part = 0;
    for (SelfTest.Report r : reports) {
      sb.append("part ").append(part++).append(": ").append(r.describe()).append('\n');
    }
    return sb.toString();
  }

  static void assertConforms(List<SelfTest.Report> reports) {
    String text = describe(reports);
    for (SelfTest.Report r : reports) {
      assertThat(r.roundsDiffering()).as(text).isZero();
      for (SelfTest.Case c : r.cases()) {
        // A generated tournament may run out of legal pairings (few players, many rounds);
        // ProvenDeadEnds has then shown by exhaustive search that none exists.
        if (c.error() != null) {
          assertThat(c.error()).as(text).startsWith("no valid pairing");
          continue;
        }
        assertThat(c.hasFindings()).as(text).isFalse();
        assertThat(c.report().rounds())
            .as(text)
            .allSatisfy(round -> assertThat(round.engineViolations()).isEmpty());
      }
    }
  }

  /**
   * The system, except that when it finds no valid pairing an exhaustive search must agree that no
   * pairing complies with C.04.1, C1-C3 and the forbidden pairs; otherwise it throws.
   */
  record ProvenDeadEnds(PairingSystem system) implements PairingSystem {
    @Override
    public String name() {
      return system.name();
    }

    @Override
    public org.swisspair.solver.pairing.PairingRules rules(RoundState state) {
      return system.rules(state);
    }

    @Override
    public RoundPairing pair(RoundState state, boolean explain) throws NoValidPairingException {
      try {
        return system.pair(state, explain);
      } catch (NoValidPairingException e) {
        if (legalPairingExists(state)) {
          throw new IllegalStateException(
              "engine found no valid pairing in round "
                  + state.round()
                  + " but exhaustive search finds one: "
                  + e.getMessage());
        }
        throw e;
      }
    }
  }

  /**
   * Exhaustive search: some pairing of the round (with one PAB when odd) keeps C.04.1 and C1-C3.
   */
  static boolean legalPairingExists(RoundState state) {
    List<Integer> ids = new ArrayList<>(state.playersToPair());
    if (ids.size() > 62) {
      throw new IllegalArgumentException("exhaustive search is for at most 62 players");
    }
    long all = (1L << ids.size()) - 1;
    if (ids.size() % 2 == 0) {
      return perfect(state, ids, all, new HashMap<>());
    }
    Map<Long, Boolean> memo = new HashMap<>();
    for (int i = 0; i < ids.size(); i++) {
      // C2: the PAB only to a player who may receive it.
      if (!state.player(ids.get(i)).byeIneligible()
          && perfect(state, ids, all & ~(1L << i), memo)) {
        return true;
      }
    }
    return false;
  }

  private static boolean perfect(
      RoundState state, List<Integer> ids, long left, Map<Long, Boolean> memo) {
    if (left == 0) {
      return true;
    }
    Boolean known = memo.get(left);
    if (known != null) {
      return known;
    }
    int a = Long.numberOfTrailingZeros(left);
    boolean found = false;
    for (int b = a + 1; b < ids.size() && !found; b++) {
      if ((left & (1L << b)) != 0 && mayMeet(state, ids.get(a), ids.get(b))) {
        found = perfect(state, ids, left & ~(1L << a) & ~(1L << b), memo);
      }
    }
    memo.put(left, found);
    return found;
  }

  private static boolean mayMeet(RoundState state, int a, int b) {
    PlayerState x = state.player(a);
    PlayerState y = state.player(b);
    if (x.opponents().contains(b) || state.forbidden(a, b)) {
      return false;
    }
    return !(x.preference().strength() == Strength.ABSOLUTE
        && y.preference().strength() == Strength.ABSOLUTE
        && x.preference().colour() == y.preference().colour()
        && !x.topscorer()
        && !y.topscorer());
  }

  @Test
  void generatedTournamentsAreReproducedByTheChecker() {
    List<SelfTest.Report> reports =
        run(300, 20260201L, MIN_PLAYERS, MAX_PLAYERS, Runtime.getRuntime().availableProcessors());

    assertThat(reports.stream().mapToInt(r -> r.cases().size()).sum()).isEqualTo(300);
    assertConforms(reports);
  }

  @Test
  @Tag("slow")
  void tenThousandGeneratedTournamentsAreReproducedByTheChecker() {
    List<SelfTest.Report> reports =
        run(
            10_000,
            20260202L,
            MIN_PLAYERS,
            MAX_PLAYERS,
            Runtime.getRuntime().availableProcessors());

    assertConforms(reports);
  }

  /**
   * The endorsement-scale run: {@code count seed minPlayers maxPlayers threads}, printing the
   * figures; exit status 1 on any finding.
   */
  public static void main(String[] args) {
    int count = Integer.parseInt(args[0]);
    long seed = Long.parseLong(args[1]);
    int min = Integer.parseInt(args[2]);
    int max = Integer.parseInt(args[3]);
    int threads = Integer.parseInt(args[4]);
    long start = System.nanoTime();
    List<SelfTest.Report> reports =
        run(
            count,
            seed,
            min,
            max,
            threads,
            r ->
                System.out.printf(
                    "part done after %.1f s: %s%n",
                    (System.nanoTime() - start) / 1e9, r.summary()));
    double seconds = (System.nanoTime() - start) / 1e9;
    int tournaments = 0;
    int rounds = 0;
    int differ = 0;
    int failed = 0;
    int deadEnds = 0;
    long violations = 0;
    for (SelfTest.Report r : reports) {
      tournaments += r.cases().size();
      rounds += r.roundsChecked();
      differ += r.roundsDiffering();
      failed +=
          (int)
              r.cases().stream()
                  .filter(c -> c.error() != null && !c.error().startsWith("no valid pairing"))
                  .count();
      deadEnds +=
          (int)
              r.cases().stream()
                  .filter(c -> c.error() != null && c.error().startsWith("no valid pairing"))
                  .count();
      for (SelfTest.Case c : r.cases()) {
        if (c.report() != null) {
          for (var round : c.report().rounds()) {
            violations += round.fileViolations().size() + round.engineViolations().size();
          }
        }
      }
    }
    System.out.println(describe(reports).strip());
    System.out.printf(
        "%d tournaments (%d..%d players, seed %d, %d threads): %d rounds checked, %d differ,"
            + " %d absolute-criteria violations, %d failed, %d proven dead ends; %.1f s%n",
        tournaments,
        min,
        max,
        seed,
        threads,
        rounds,
        differ,
        violations,
        failed,
        deadEnds,
        seconds);
    System.exit(differ + failed + violations == 0 ? 0 : 1);
  }
}
