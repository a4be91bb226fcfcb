package org.swisspair.solver.avoidance;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.swisspair.model.Player;
import org.swisspair.model.Team;
import org.swisspair.model.Tournament;

/**
 * Reads avoidance groups (issue 34, not FIDE: ARB-10) from a tournament: one group per federation
 * of the {@code 001} records, or the {@code ### AVOID name: 3 17 25} comments (TRF-2026 has no
 * record for them; a JSON file carries the same lines in {@code otherLines}); a comment {@code ###
 * AVOID @ Round 5: name: 3 17} holds from round 5 on (ARB-15).
 */
public final class AvoidanceReader {
  private AvoidanceReader() {}

  /** A comment line of this convention: {@code ### AVOID}, then the rest. */
  private static final Pattern AVOID =
      Pattern.compile("###\\s*AVOID\\b(.*)", Pattern.CASE_INSENSITIVE);

  /** The round a comment holds from: {@code @ Round 5:} before the group. */
  private static final Pattern FROM =
      Pattern.compile("\\s*@\\s*Round\\s+(\\d{1,4})\\s*:(.*)", Pattern.CASE_INSENSITIVE);

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
    return comments(t, Integer.MAX_VALUE);
  }

  /**
   * The groups of the {@code ### AVOID} comments of {@code t} that hold in round {@code round}: the
   * comments without a round and those {@code @ Round n} with {@code n <= round} (ARB-15).
   *
   * @throws IllegalArgumentException naming the comment when it lists something other than pairing
   *     numbers or a player the file does not have
   */
  public static AvoidanceGroups comments(Tournament t, int round) {
    if (!hasComments(t)) {
      // The common case, asked once a round by pair and check: no set of players to build.
      return AvoidanceGroups.none();
    }
    Set<Integer> known = new TreeSet<>();
    for (Player p : t.players()) {
      known.add(p.id());
    }
    return comments(t, round, known, "player");
  }

  /**
   * The groups of the {@code ### AVOID} comments of a team file that hold in round {@code round},
   * over team numbers (ARB-15).
   *
   * @throws IllegalArgumentException naming the comment when it lists something other than team
   *     numbers of the file
   */
  public static AvoidanceGroups teamComments(Tournament t, int round) {
    if (!hasComments(t)) {
      return AvoidanceGroups.none();
    }
    Set<Integer> known = new TreeSet<>();
    for (Team team : t.teams()) {
      known.add(team.number());
    }
    return comments(t, round, known, "team");
  }

  /**
   * One group per federation of the teams of {@code t}, over team numbers: a team's federation is
   * the one its players' {@code 001} records share (a team record has no federation field); a team
   * whose players give none, or several, is in no group (ARB-15).
   *
   * @throws IllegalArgumentException when no team has a federation
   */
  public static AvoidanceGroups teamFederations(Tournament t) {
    Map<Integer, String> federationOf = new java.util.HashMap<>();
    for (Player p : t.players()) {
      federationOf.put(p.id(), p.federation().strip().toUpperCase(Locale.ROOT));
    }
    Map<String, Set<Integer>> groups = new LinkedHashMap<>();
    for (Team team : t.teams()) {
      Set<String> feds = new TreeSet<>();
      for (int m : team.members()) {
        String fed = federationOf.getOrDefault(m, "");
        if (!fed.isEmpty()) {
          feds.add(fed);
        }
      }
      if (feds.size() == 1) {
        groups
            .computeIfAbsent("federation " + feds.iterator().next(), k -> new TreeSet<>())
            .add(team.number());
      }
    }
    if (groups.isEmpty()) {
      throw new IllegalArgumentException(
          "no team has a federation (a team record has none, and no team's players share one in"
              + " their 001 records); hint: write ### AVOID comments with team numbers and use"
              + " --avoid comment");
    }
    return AvoidanceGroups.of(groups);
  }

  private static AvoidanceGroups comments(
      Tournament t, int round, Set<Integer> known, String what) {
    Map<String, Set<Integer>> groups = new LinkedHashMap<>();
    for (String line : t.otherLines()) {
      Matcher m = AVOID.matcher(line.strip());
      if (!m.matches()) {
        continue;
      }
      String rest = m.group(1);
      Matcher from = FROM.matcher(rest);
      if (from.matches()) {
        int first = Integer.parseInt(from.group(1));
        if (first < 1) {
          throw new IllegalArgumentException(
              "comment '" + line.strip() + "': rounds start at 1, was " + first);
        }
        if (first > round) {
          continue;
        }
        rest = from.group(2);
      }
      Matcher group = GROUP.matcher(rest);
      if (!group.matches() || !NUMBERS.matcher(group.group(2)).matches()) {
        throw new IllegalArgumentException(
            "comment '"
                + line.strip()
                + "': not an avoidance group; hint: write ### AVOID NAME: then "
                + (what.equals("team") ? "team" : "pairing")
                + " numbers,"
                + " e.g. ### AVOID club: 3 17 25");
      }
      Set<Integer> players = groups.computeIfAbsent(group.group(1), k -> new TreeSet<>());
      for (String n : group.group(2).strip().split("[\\s,]+")) {
        int id = Integer.parseInt(n);
        if (!known.contains(id)) {
          throw new IllegalArgumentException(
              "comment '" + line.strip() + "': no " + what + " " + id + " in the file");
        }
        players.add(id);
      }
    }
    return AvoidanceGroups.of(groups);
  }

  /**
   * The first round an {@code ### AVOID} comment of {@code t} holds in: 1 for a comment without a
   * round, else the earliest {@code @ Round n}; 0 when there is none.
   */
  public static int firstRound(Tournament t) {
    int first = 0;
    for (String line : t.otherLines()) {
      Matcher m = AVOID.matcher(line.strip());
      if (!m.matches()) {
        continue;
      }
      Matcher from = FROM.matcher(m.group(1));
      int r = from.matches() ? Math.max(1, Integer.parseInt(from.group(1))) : 1;
      first = first == 0 ? r : Math.min(first, r);
    }
    return first;
  }

  /**
   * The comments that give {@code groups} from round {@code round} on: {@code ### AVOID @ Round n:
   * NAME: 3 17 25}, one per group, by name; without the round when it is 1.
   */
  public static List<String> lines(AvoidanceGroups groups, int round) {
    List<String> out = new ArrayList<>();
    groups
        .groups()
        .forEach(
            (name, players) -> {
              StringBuilder sb = new StringBuilder("### AVOID ");
              if (round > 1) {
                sb.append("@ Round ").append(round).append(": ");
              }
              sb.append(name).append(':');
              players.forEach(p -> sb.append(' ').append(p));
              out.add(sb.toString());
            });
    return out;
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
