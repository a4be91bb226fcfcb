package org.swisspair.api;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.IntFunction;
import org.swisspair.model.Tournament;
import org.swisspair.solver.arbiter.FideModeCause;
import org.swisspair.solver.avoidance.AvoidanceGroups;
import org.swisspair.solver.avoidance.AvoidanceReader;
import org.swisspair.solver.avoidance.AvoidanceReader.Source;
import org.swisspair.solver.avoidance.SoftAvoidance;
import org.swisspair.solver.pairing.PairingSystem;

/**
 * Which soft-avoidance groups (issue 34, not FIDE: ARB-10) a request pairs or checks with: the
 * file's own {@code ### AVOID} comments (the default, ARB-15), the sources {@code --avoid} names,
 * or none.
 *
 * @param sources where the groups come from; empty with {@code fileComments} false: no avoidance
 * @param fileComments true for the default: the file's comments when it has them
 */
public record AvoidanceChoice(Set<Source> sources, boolean fileComments) {
  private static final String GRAMMAR = "federation, comment, federation,comment or none";

  /** Copies the sources. */
  public AvoidanceChoice {
    sources = sources.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(sources));
  }

  /** The default: the file's {@code ### AVOID} comments when it carries them (ARB-15). */
  public static AvoidanceChoice fromFile() {
    return new AvoidanceChoice(Set.of(Source.COMMENT), true);
  }

  /** No avoidance, whatever the file says. */
  public static AvoidanceChoice none() {
    return new AvoidanceChoice(Set.of(), false);
  }

  /** The groups of {@code sources}, joined. */
  public static AvoidanceChoice of(Source... sources) {
    return new AvoidanceChoice(Set.of(sources), false);
  }

  /**
   * The choice {@code text} names: {@code federation}, {@code comment}, both comma-separated, or
   * {@code none}; null is the default ({@link #fromFile()}).
   *
   * @param option the option's name in messages, e.g. {@code --avoid}
   * @throws OperationException invalid input naming the word and the sources
   */
  public static AvoidanceChoice parse(String option, String text) {
    if (text == null) {
      return fromFile();
    }
    Set<Source> sources = EnumSet.noneOf(Source.class);
    boolean none = false;
    for (String word : text.split(",", -1)) {
      String w = word.strip().toLowerCase(Locale.ROOT);
      if (w.equals("none")) {
        none = true;
        continue;
      }
      try {
        sources.add(Source.of(w));
      } catch (IllegalArgumentException e) {
        throw OperationException.invalid(
            option + ": '" + word.strip() + "' is not an avoidance source; write " + GRAMMAR, e);
      }
    }
    if (none && !sources.isEmpty()) {
      throw OperationException.invalid(
          option + ": 'none' cannot go with a source; write " + GRAMMAR);
    }
    return new AvoidanceChoice(sources, false);
  }

  /** True when the request names no avoidance at all ({@code --avoid none}). */
  public boolean isNone() {
    return sources.isEmpty();
  }

  /** True when the federation field gives groups. */
  public boolean byFederation() {
    return sources.contains(Source.FEDERATION);
  }

  /** The choice as {@code --avoid} writes it; "" for the default. */
  public String text() {
    if (fileComments) {
      return "";
    }
    if (sources.isEmpty()) {
      return "none";
    }
    List<String> out = new ArrayList<>();
    for (Source s : EnumSet.copyOf(sources)) {
      out.add(s.name().toLowerCase(Locale.ROOT));
    }
    return String.join(",", out);
  }

  /**
   * The groups for round {@code round} of {@code t}; over team numbers when {@code teams}.
   *
   * @throws OperationException invalid input naming the file and the comment or source
   */
  AvoidanceGroups groups(String input, Tournament t, int round, boolean teams) {
    AvoidanceGroups groups = AvoidanceGroups.none();
    try {
      if (sources.contains(Source.COMMENT)) {
        groups =
            groups.and(
                teams
                    ? AvoidanceReader.teamComments(t, round)
                    : AvoidanceReader.comments(t, round));
      }
      if (sources.contains(Source.FEDERATION)) {
        groups =
            groups.and(teams ? AvoidanceReader.teamFederations(t) : AvoidanceReader.federations(t));
      }
    } catch (IllegalArgumentException e) {
      throw OperationException.invalid(input + ": " + option() + e.getMessage(), e);
    }
    return groups;
  }

  /** The groups the federation source gives, none when the choice does not name it. */
  AvoidanceGroups federationGroups(String input, Tournament t, boolean teams) {
    return byFederation()
        ? of(Source.FEDERATION).groups(input, t, 1, teams)
        : AvoidanceGroups.none();
  }

  /**
   * {@code system} pairing each round of {@code t} up to {@code rounds} with its groups (ARB-15).
   *
   * @throws OperationException invalid input naming the file, the system and the systems that have
   *     soft avoidance when {@code system} has not and a round has groups
   */
  PairingSystem system(
      String input, PairingSystem system, Tournament t, int rounds, boolean teams) {
    IntFunction<AvoidanceGroups> byRound = r -> groups(input, t, r, teams);
    try {
      return SoftAvoidance.byRound(system, byRound, rounds);
    } catch (IllegalArgumentException e) {
      throw refusal(input, e);
    }
  }

  /** {@code system} pairing with {@code groups}, refused where it has no soft avoidance. */
  PairingSystem system(String input, PairingSystem system, AvoidanceGroups groups) {
    try {
      return SoftAvoidance.system(system, groups);
    } catch (IllegalArgumentException e) {
      throw refusal(input, e);
    }
  }

  private OperationException refusal(String input, IllegalArgumentException e) {
    // ARB-11: refused, never ignored; the default names the comments that asked for it.
    return OperationException.invalid(
        input
            + ": "
            + (fileComments ? "the file's ### AVOID comments: " : option())
            + e.getMessage()
            + (fileComments ? "; --avoid none pairs without them" : ""),
        e);
  }

  /** The FIDE-mode cause of the federation groups given to round {@code round} (ARB-10). */
  List<FideModeCause> fideModeCause(String input, Tournament t, int round, boolean teams) {
    return SoftAvoidance.fideModeCause(federationGroups(input, t, teams), round);
  }

  /**
   * The {@code ### AVOID @ Round r} comments that give {@code groups} from round {@code round} on,
   * less the groups the file's comments already hold in that round (ARB-15).
   */
  static List<String> missingComments(
      Tournament t, AvoidanceGroups groups, int round, boolean teams) {
    AvoidanceGroups held;
    try {
      held = teams ? AvoidanceReader.teamComments(t, round) : AvoidanceReader.comments(t, round);
    } catch (IllegalArgumentException e) {
      held = AvoidanceGroups.none();
    }
    Map<String, Set<Integer>> missing = new LinkedHashMap<>();
    AvoidanceGroups known = held;
    groups
        .groups()
        .forEach(
            (name, players) -> {
              Set<Integer> have = known.groups().getOrDefault(name, Set.of());
              if (!have.containsAll(players)) {
                missing.put(name, players);
              }
            });
    return AvoidanceReader.lines(AvoidanceGroups.of(missing), round);
  }

  private String option() {
    return fileComments ? "" : "--avoid " + text() + ": ";
  }
}
