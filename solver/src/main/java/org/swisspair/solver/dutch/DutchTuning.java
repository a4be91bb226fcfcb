package org.swisspair.solver.dutch;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Every switch and threshold of the Dutch engine (C.04.3), read once and passed down: which speed
 * paths a round may take and where the exact solves change method. None of them changes a pairing;
 * each path is exact when it completes, and the presets are there to show it ({@link #PRESETS}).
 *
 * @param perfectCandidates a bracket whose first candidate is perfect takes it without a matching
 *     ({@link PerfectCandidate})
 * @param relaxedGraphs a bracket far from the bottom is solved with only the next scoregroup and
 *     sinks below ({@link Relaxation})
 * @param tightTranspositions the remainder takes its first transposition over the first solve's
 *     tight pairs when that is optimal ({@link TightTransposition})
 * @param pricedGraphs large first solves start from a few pairs per player and add the pairs of
 *     negative reduced cost ({@link BracketMatching})
 * @param classedPricing priced solves read their weights from a table of the players' classes
 *     ({@link PlayerClasses})
 * @param boundedCandidates a bracket takes its first candidate at a lower bound over its players'
 *     classes ({@link BoundedCandidate})
 * @param pricedFrom player pairs above which a first solve is priced instead of built whole
 * @param classedPricedFrom the same with player classes (the lower of the two applies)
 * @param foldBand S2 places around the fold a priced solve starts with (negative: none)
 * @param cachedPairs player pairs up to which a priced solve keeps every pair's weight
 * @param tightList tight pairs a pricing round lists before it finds them again at the end
 * @param stageLongs weight limbs one stage of the staged remainder solve may hold
 * @param restDense player pairs above which a tight rest is priced instead of solved whole
 * @param classedRestDense the same after a classed solve (the lower of the two applies)
 * @param tightFromDuals after a classed solve, tightness is read from the duals and the class table
 *     (false: from the set of the graph's tight edges first)
 * @param restLeavesUsed the pricing rounds of a tight rest leave the paired players out
 * @param proveClasses every allowed pair is checked against the class table before a classed solve
 *     (a check, for tests)
 * @param checkRest every priced tight rest is also solved whole and must weigh the same (a check)
 * @param coarseClasses the classes are coarsened until their proof fails, so that the fallback is
 *     taken; also turns bounded candidates off (a fault injected by tests)
 * @param debug every solve, failed assumption and gave-up search is printed on standard error
 */
public record DutchTuning(
    boolean perfectCandidates,
    boolean relaxedGraphs,
    boolean tightTranspositions,
    boolean pricedGraphs,
    boolean classedPricing,
    boolean boundedCandidates,
    long pricedFrom,
    long classedPricedFrom,
    int foldBand,
    long cachedPairs,
    int tightList,
    long stageLongs,
    long restDense,
    long classedRestDense,
    boolean tightFromDuals,
    boolean restLeavesUsed,
    boolean proveClasses,
    boolean checkRest,
    boolean coarseClasses,
    boolean debug) {

  /** What a user gets: every path, the thresholds measured on the platform (docs/performance). */
  public static final DutchTuning PRODUCTION =
      new DutchTuning(
          true,
          true,
          true,
          true,
          true,
          true,
          1_000_000L,
          100_000L,
          32,
          64_000_000L,
          1 << 22,
          24_000_000L,
          2_000_000L,
          20_000L,
          true,
          true,
          false,
          false,
          false,
          false);

  /** No path at all: every bracket by whole matchings on the graph of all players below it. */
  public static final DutchTuning REFERENCE = PRODUCTION.withPaths(Path.none());

  /**
   * Every path with thresholds low enough that small fields go through what only the largest do in
   * production: priced above 2,000 pairs, staged above 2,000 limbs, weights computed in every
   * pricing round above 20,000 pairs, tight pairs found again past 64, tight rests priced above 50
   * pairs and each checked against the whole rest.
   */
  public static final DutchTuning TESTS =
      PRODUCTION.withThresholds(2_000L, 20_000L, 64, 2_000L, 50L).withCheckRest(true);

  /**
   * The priced solves pair by pair, nothing decided by classes: the classed pricing's reference.
   */
  public static final DutchTuning CLASSLESS =
      PRODUCTION.withPaths(Path.all().without(Path.CLASSED_PRICING, Path.BOUNDED_CANDIDATES));

  /** One speed path each; a preset switches a set of them on. */
  public enum Path {
    PERFECT_CANDIDATES,
    RELAXED_GRAPHS,
    TIGHT_TRANSPOSITIONS,
    PRICED_GRAPHS,
    CLASSED_PRICING,
    BOUNDED_CANDIDATES;

    /** No path. */
    static Paths none() {
      return new Paths(List.of());
    }

    /** Every path. */
    static Paths all() {
      return new Paths(List.of(values()));
    }
  }

  /** A set of paths. */
  record Paths(List<Path> on) {
    Paths without(Path... off) {
      return new Paths(on.stream().filter(p -> !List.of(off).contains(p)).toList());
    }

    boolean has(Path p) {
      return on.contains(p);
    }
  }

  /**
   * The named presets, production first, then the reference, then each path alone (the classed
   * pricing with the priced graphs it refines), each on production thresholds: the tests pair
   * random rounds with each ({@link #withTestThresholds}) and require the reference's pairing.
   */
  public static final Map<String, DutchTuning> PRESETS = presets();

  private static Map<String, DutchTuning> presets() {
    Map<String, DutchTuning> m = new LinkedHashMap<>();
    m.put("production", PRODUCTION);
    m.put("reference", REFERENCE);
    m.put("classless", CLASSLESS);
    m.put("perfect-candidates", alone(Path.PERFECT_CANDIDATES));
    m.put("relaxed-graphs", alone(Path.RELAXED_GRAPHS));
    m.put("tight-transpositions", alone(Path.TIGHT_TRANSPOSITIONS));
    m.put("priced-graphs", alone(Path.PRICED_GRAPHS));
    m.put("classed-pricing", alone(Path.PRICED_GRAPHS, Path.CLASSED_PRICING));
    m.put("bounded-candidates", alone(Path.BOUNDED_CANDIDATES));
    return Collections.unmodifiableMap(m);
  }

  private static DutchTuning alone(Path... paths) {
    return PRODUCTION.withPaths(new Paths(List.of(paths)));
  }

  /**
   * The preset called {@code name} ({@link #PRESETS}).
   *
   * @throws IllegalArgumentException naming the presets when there is none of that name
   */
  public static DutchTuning preset(String name) {
    DutchTuning t = PRESETS.get(name);
    if (t == null) {
      throw new IllegalArgumentException(
          "no Dutch tuning preset '" + name + "'; the presets are " + PRESETS.keySet());
    }
    return t;
  }

  /** These thresholds, the paths {@code paths} on and the others off. */
  DutchTuning withPaths(Paths paths) {
    return edit(
        b -> {
          b.perfectCandidates = paths.has(Path.PERFECT_CANDIDATES);
          b.relaxedGraphs = paths.has(Path.RELAXED_GRAPHS);
          b.tightTranspositions = paths.has(Path.TIGHT_TRANSPOSITIONS);
          b.pricedGraphs = paths.has(Path.PRICED_GRAPHS);
          b.classedPricing = paths.has(Path.CLASSED_PRICING);
          b.boundedCandidates = paths.has(Path.BOUNDED_CANDIDATES);
        });
  }

  /** These paths and switches with {@link #TESTS}' thresholds and check. */
  public DutchTuning withTestThresholds() {
    return withThresholds(
            TESTS.pricedFrom, TESTS.cachedPairs, TESTS.tightList, TESTS.stageLongs, TESTS.restDense)
        .withCheckRest(TESTS.checkRest);
  }

  /**
   * The tuning a command line names: a preset ({@link #PRESETS}), optionally followed by {@code
   * +debug} (every solve printed on standard error) and {@code +tests} (the test thresholds), e.g.
   * {@code production+debug}.
   *
   * @throws IllegalArgumentException naming the presets and options when {@code spec} is neither
   */
  public static DutchTuning of(String spec) {
    String[] parts = spec.split("\\+", -1);
    DutchTuning t = preset(parts[0]);
    for (int i = 1; i < parts.length; i++) {
      t =
          switch (parts[i]) {
            case "debug" -> t.withDebug(true);
            case "tests" -> t.withTestThresholds();
            default ->
                throw new IllegalArgumentException(
                    "no Dutch tuning option '"
                        + parts[i]
                        + "' in '"
                        + spec
                        + "'; the options are +debug and +tests");
          };
    }
    return t;
  }

  /** These paths and switches with other thresholds (the rest as they are). */
  DutchTuning withThresholds(
      long pricedFrom, long cachedPairs, int tightList, long stageLongs, long restDense) {
    return edit(
        b -> {
          b.pricedFrom = pricedFrom;
          b.cachedPairs = cachedPairs;
          b.tightList = tightList;
          b.stageLongs = stageLongs;
          b.restDense = restDense;
        });
  }

  /** The same, with the staged remainder solve's stages at most {@code limbs} weight limbs. */
  public DutchTuning withStageLongs(long limbs) {
    return edit(b -> b.stageLongs = limbs);
  }

  /** The same, bounded candidates switched {@code on} or off. */
  public DutchTuning withBoundedCandidates(boolean on) {
    return edit(b -> b.boundedCandidates = on);
  }

  /** The same, with priced solves starting from a fold band {@code width} wide (negative: none). */
  public DutchTuning withFoldBand(int width) {
    return edit(b -> b.foldBand = width);
  }

  /** The same, tightness after a classed solve read from the duals or from the tight edge set. */
  public DutchTuning withTightFromDuals(boolean fromDuals) {
    return edit(b -> b.tightFromDuals = fromDuals);
  }

  /** The same, the tight rest's pricing rounds leaving the paired players out or not. */
  public DutchTuning withRestLeavesUsed(boolean leaves) {
    return edit(b -> b.restLeavesUsed = leaves);
  }

  /** The same, with or without the class table proved pair by pair before each classed solve. */
  public DutchTuning withProveClasses(boolean prove) {
    return edit(b -> b.proveClasses = prove);
  }

  /** The same, with or without every priced tight rest checked against the whole rest. */
  public DutchTuning withCheckRest(boolean check) {
    return edit(b -> b.checkRest = check);
  }

  /** The same, with the classes coarsened (so that their proof fails) or not. */
  public DutchTuning withCoarseClasses(boolean coarse) {
    return edit(b -> b.coarseClasses = coarse);
  }

  /** The same, printing every solve on standard error or not. */
  public DutchTuning withDebug(boolean on) {
    return edit(b -> b.debug = on);
  }

  /** This tuning with {@code change} applied to a copy of its components. */
  private DutchTuning edit(Consumer<Components> change) {
    Components b = new Components(this);
    change.accept(b);
    return b.tuning();
  }

  /** The components, to change some and build a new tuning. */
  private static final class Components {
    boolean perfectCandidates;
    boolean relaxedGraphs;
    boolean tightTranspositions;
    boolean pricedGraphs;
    boolean classedPricing;
    boolean boundedCandidates;
    long pricedFrom;
    long classedPricedFrom;
    int foldBand;
    long cachedPairs;
    int tightList;
    long stageLongs;
    long restDense;
    long classedRestDense;
    boolean tightFromDuals;
    boolean restLeavesUsed;
    boolean proveClasses;
    boolean checkRest;
    boolean coarseClasses;
    boolean debug;

    Components(DutchTuning t) {
      perfectCandidates = t.perfectCandidates;
      relaxedGraphs = t.relaxedGraphs;
      tightTranspositions = t.tightTranspositions;
      pricedGraphs = t.pricedGraphs;
      classedPricing = t.classedPricing;
      boundedCandidates = t.boundedCandidates;
      pricedFrom = t.pricedFrom;
      classedPricedFrom = t.classedPricedFrom;
      foldBand = t.foldBand;
      cachedPairs = t.cachedPairs;
      tightList = t.tightList;
      stageLongs = t.stageLongs;
      restDense = t.restDense;
      classedRestDense = t.classedRestDense;
      tightFromDuals = t.tightFromDuals;
      restLeavesUsed = t.restLeavesUsed;
      proveClasses = t.proveClasses;
      checkRest = t.checkRest;
      coarseClasses = t.coarseClasses;
      debug = t.debug;
    }

    DutchTuning tuning() {
      return new DutchTuning(
          perfectCandidates,
          relaxedGraphs,
          tightTranspositions,
          pricedGraphs,
          classedPricing,
          boundedCandidates,
          pricedFrom,
          classedPricedFrom,
          foldBand,
          cachedPairs,
          tightList,
          stageLongs,
          restDense,
          classedRestDense,
          tightFromDuals,
          restLeavesUsed,
          proveClasses,
          checkRest,
          coarseClasses,
          debug);
    }
  }

  /** Priced solves of this many player pairs or more with classes (never above unclassed). */
  long classedPricedFromBound() {
    return Math.min(pricedFrom, classedPricedFrom);
  }

  /** Tight rests priced above this many pairs after a classed solve (never above unclassed). */
  long classedRestDenseBound() {
    return Math.min(restDense, classedRestDense);
  }

  /** Bounded candidates are tried: switched on, and the classes not coarsened for a test. */
  boolean triesBoundedCandidates() {
    return boundedCandidates && !coarseClasses;
  }

  /** The paths a pass may take, as {@link Shortcuts}. */
  Shortcuts allowed() {
    return new Shortcuts(
        perfectCandidates,
        relaxedGraphs,
        tightTranspositions,
        pricedGraphs,
        classedPricing,
        boundedCandidates);
  }
}
