package org.swisspair.solver.avoidance;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.swisspair.model.Player;
import org.swisspair.model.Tournament;

/**
 * Reads avoidance groups (issue 34, not FIDE: ARB-10) from a tournament: one group per federation
 * of the {@code 001} records, or the {@code ### AVOID name: 3 17 25} comments (TRF-2026 has no
 * record for them; a JSON file carries the same lines in {@code otherLines}).
 */
public final class AvoidanceReader {
  private AvoidanceReader() {}

  /** A comment line of this convention: {@code ### AVOID}, then the rest. */
  private static final Pattern AVOID =
      Pattern.compile("###\\s*AVOID\\b(.*)", Pattern.CASE_INSENSITIVE);

  /** The rest: a group name, a colon, pairing numbers. */
  private static final Pattern GROUP = Pattern.compile("\\s*([^:]*[^:\\s])\\s*:(.*)");

  private static final Pattern NUMBERS = Pattern.compile("\\s*\\d{1,4}(?:[\\s,]+\\d{1,4})*\\s*");

  /** Where the groups come from, as {@code pair --avoid} names it. */
  public enum Source {
    /** One group per federation of the {@code 001} records (columns 54-56); blank is none. */
    FEDERATION,
    /** The {@code ### AVOID} comments. */
    COMMENT;

    /**
     * The source called {@code name} ({@code federation} or {@code comment}).
     *
     * @throws IllegalArgumentException naming the sources when there is none of that name
     */
    public static Source of(String name) {
      for (Source s : values()) {
        if (s.name().equalsIgnoreCase(name)) {
          return s;
        }
      }
      throw new IllegalArgumentException(
          "no avoidance source '" + name + "'; the sources are federation and comment");
    }
  }

  /** The groups {@code source} gives in {@code t}. */
  public static AvoidanceGroups read(Tournament t, Source source) {
    return switch (source) {
      case FEDERATION -> federations(t);
      case COMMENT -> comments(t);
    };
  }

  /** One group per federation code of the players of {@code t}, named {@code federation XXX}. */
  public static AvoidanceGroups federations(Tournament t) {
    Map<String, Set<Integer>> groups = new LinkedHashMap<>();
    for (Player p : t.players()) {
      String fed = p.federation().strip().toUpperCase(Locale.ROOT);
      if (!fed.isEmpty()) {
        groups.computeIfAbsent("federation " + fed, k -> new TreeSet<>()).add(p.id());
      }
    }
    return AvoidanceGroups.of(groups);
  }

  /**
   * The groups of the {@code ### AVOID} comments of {@code t}; several lines with one name add up.
   *
   * @throws IllegalArgumentException naming the comment when it lists something other than pairing
   *     numbers or a player the file does not have
   */
  public static AvoidanceGroups comments(Tournament t) {
    Set<Integer> known = new TreeSet<>();
    for (Player p : t.players()) {
      known.add(p.id());
    }
    Map<String, Set<Integer>> groups = new LinkedHashMap<>();
    for (String line : t.otherLines()) {
      Matcher m = AVOID.matcher(line.strip());
      if (!m.matches()) {
        continue;
      }
      Matcher group = GROUP.matcher(m.group(1));
      if (!group.matches() || !NUMBERS.matcher(group.group(2)).matches()) {
        throw new IllegalArgumentException(
            "comment '"
                + line.strip()
                + "': not an avoidance group; hint: write ### AVOID NAME: then pairing numbers,"
                + " e.g. ### AVOID club: 3 17 25");
      }
      Set<Integer> players = groups.computeIfAbsent(group.group(1), k -> new TreeSet<>());
      for (String n : group.group(2).strip().split("[\\s,]+")) {
        int id = Integer.parseInt(n);
        if (!known.contains(id)) {
          throw new IllegalArgumentException(
              "comment '" + line.strip() + "': no player " + id + " in the file");
        }
        players.add(id);
      }
    }
    return AvoidanceGroups.of(groups);
  }

  /** True when {@code t} has an {@code ### AVOID} comment. */
  public static boolean hasComments(Tournament t) {
    for (String line : t.otherLines()) {
      if (AVOID.matcher(line.strip()).matches()) {
        return true;
      }
    }
    return false;
  }
}
