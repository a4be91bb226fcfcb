package org.swisspair.solver.team;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.swisspair.model.Tournament;
import org.swisspair.model.team.TeamRoundState;
import org.swisspair.model.team.TeamTournament;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.solver.pairing.Pair;

/**
 * The team cross-check's classifier (tools/crosscheck/team-*.sh): for every round where another
 * team engine pairs differently from swisspair, the class of the difference and the article of
 * C.04.6 that decides it. Not a test: run with {@code java -cp ... TeamCrossCheck MODE FILE...}.
 *
 * <p>Modes: {@code file F...} compares each file's own rounds (paired by the other engine) with
 * swisspair's; {@code bbp F OUT} compares file F (paired by swisspair) with the other engine's
 * checker output OUT ({@code -c}), whose tables list only the pairs that differ; {@code full F OUT}
 * the same with OUT in that layout but listing the other engine's whole pairing of each round, or
 * {@code none: MESSAGE} (tools/crosscheck/team-prefix-pair.py).
 */
public final class TeamCrossCheck {
  private static final Pattern ROUND = Pattern.compile(": Round #(\\d+)\\s*$");
  private static final Pattern PAIR = Pattern.compile("(\\d+)\\s*-\\s*(\\d+)");

  private TeamCrossCheck() {}

  /** Entry point; prints one line per differing round: file, round, class. */
  public static void main(String[] args) throws IOException {
    if (args[0].equals("file")) {
      for (int i = 1; i < args.length; i++) {
        Path f = Path.of(args[i]);
        TeamTournament t = read(f);
        if (t == null) {
          continue;
        }
        rounds += t.roundsPaired();
        for (int r = 1; r <= t.roundsPaired(); r++) {
          report(f, t, r, TeamChecker.filePairs(t, r));
        }
        if (f.toString().endsWith(".stuck")) {
          stuck(f, t, t.roundsPaired() + 1);
        }
      }
    } else {
      boolean full = args[0].equals("full");
      for (int i = 1; i + 1 < args.length; i += 2) {
        if (full) {
          full(Path.of(args[i]), Path.of(args[i + 1]));
        } else {
          bbp(Path.of(args[i]), Path.of(args[i + 1]));
        }
      }
    }
    System.out.println(
        files
            + " files read, "
            + refused
            + " refused, "
            + rounds
            + " rounds checked, "
            + differ
            + " differ");
  }

  private static int files;
  private static int refused;
  private static int rounds;
  private static int differ;

  private static void bbp(Path f, Path checkerOutput) throws IOException {
    {
      TeamTournament t = read(f);
      if (t == null) {
        return;
      }
      rounds += t.roundsPaired();
      for (Map.Entry<Integer, List<Pair>[]> e :
          parse(Files.readAllLines(checkerOutput)).entrySet()) {
        int r = e.getKey();
        Set<Pair> file = new HashSet<>(TeamChecker.filePairs(t, r));
        file.removeIf(p -> p.black() == 0);
        for (Pair p : e.getValue()[1]) {
          file.remove(p);
        }
        file.addAll(e.getValue()[0]);
        // The PAB: the one team to pair that the other engine left out.
        Set<Integer> paired = new HashSet<>();
        for (Pair p : file) {
          paired.add(p.white());
          paired.add(p.black());
        }
        List<Integer> left = new ArrayList<>();
        for (int k : new TeamRoundState(t, r).teamsToPair()) {
          if (!paired.contains(k)) {
            left.add(k);
          }
        }
        List<Pair> theirs = new ArrayList<>(file);
        if (left.size() == 1) {
          theirs.add(new Pair(left.get(0), 0));
        }
        report(f, t, r, theirs);
      }
    }
  }

  private static void full(Path f, Path engineOutput) throws IOException {
    TeamTournament t = read(f);
    if (t == null) {
      return;
    }
    List<String> lines = Files.readAllLines(engineOutput);
    rounds += t.roundsPaired();
    Set<Integer> none = new HashSet<>();
    int r = 0;
    for (String line : lines) {
      Matcher m = ROUND.matcher(line);
      if (m.find()) {
        r = Integer.parseInt(m.group(1));
      } else if (line.strip().startsWith("none:") && r > 0) {
        none.add(r);
        rounds--; // stuck() counts the round itself
        stuck(f, t, r);
      }
    }
    Map<Integer, List<Pair>[]> parsed = parse(lines);
    for (int q = 1; q <= t.roundsPaired(); q++) {
      if (none.contains(q)) {
        continue;
      }
      List<Pair>[] e = parsed.get(q);
      report(f, t, q, e == null ? List.of() : e[0]);
    }
  }

  private static Tournament players;

  private static TeamTournament read(Path f) {
    try {
      Tournament t = new TrfReader().read(f);
      files++;
      players = t;
      return new TeamPairingSystem().teams(t);
    } catch (IOException | RuntimeException | org.swisspair.model.trf.TrfFormatException e) {
      refused++;
      System.out.println(f.getFileName() + " - refused: " + e.getMessage());
      return null;
    }
  }

  /** Round to {checker's pairs, tournament's pairs} of a bbpPairings {@code -c} output. */
  @SuppressWarnings("unchecked")
  static Map<Integer, List<Pair>[]> parse(List<String> lines) {
    Map<Integer, List<Pair>[]> out = new HashMap<>();
    List<Pair>[] current = null;
    for (String line : lines) {
      Matcher m = ROUND.matcher(line);
      if (m.find()) {
        current = new List[] {new ArrayList<>(), new ArrayList<>()};
        out.put(Integer.parseInt(m.group(1)), current);
        continue;
      }
      if (current == null || line.isBlank() || line.contains("pairings")) {
        continue;
      }
      int mid = 26;
      String[] halves = {
        line.substring(0, Math.min(mid, line.length())),
        line.length() > mid ? line.substring(mid) : ""
      };
      for (int k = 0; k < 2; k++) {
        Matcher p = PAIR.matcher(halves[k]);
        if (p.find()) {
          current[k].add(new Pair(Integer.parseInt(p.group(1)), Integer.parseInt(p.group(2))));
        }
      }
    }
    out.values().removeIf(v -> v[0].isEmpty() && v[1].isEmpty());
    return out;
  }

  /** A round the other engine could not pair: does swisspair, and on what reading? */
  private static void stuck(Path f, TeamTournament t, int r) {
    TeamRoundState s = new TeamRoundState(t, r);
    rounds++;
    try {
      List<Pair> ours = new TeamPairingSystem().pair(s, false).boards();
      differ++;
      for (Pair p : ours) {
        if (p.black() != 0 && metByForfeit(t, r, p.white(), p.black())) {
          System.out.println(
              f.getFileName()
                  + " "
                  + r
                  + " other engine finds no pairing; swisspair pairs again two teams whose"
                  + " only match was forfeited (C.04.2 3.5, TEAM-4)");
          return;
        }
      }
      System.out.println(
          f.getFileName()
              + " "
              + r
              + " other engine finds no pairing; swisspair pairs the round"
              + (firstBoardForfeit(t, r) > 0
                  ? ", after a match played on other boards with its first board forfeited (the"
                      + " other engine: a forfeit win, so no PAB, C2; 1.6.1, TEAM-4, TEAM-11)"
                  : ""));
    } catch (org.swisspair.solver.pairing.NoValidPairingException e) {
      System.out.println(f.getFileName() + " " + r + " - both find no valid pairing (3.3.3)");
    }
  }

  private static boolean metByForfeit(TeamTournament t, int r, int a, int b) {
    for (int q = 1; q < r; q++) {
      if (t.round(a, q).opponent() == b && !t.round(a, q).played()) {
        return true;
      }
    }
    return false;
  }

  private static void report(Path f, TeamTournament t, int r, List<Pair> theirs) {
    TeamRoundState s = new TeamRoundState(t, r);
    List<Pair> ours;
    try {
      ours = new TeamPairingSystem().pair(s, false).boards();
    } catch (org.swisspair.solver.pairing.NoValidPairingException e) {
      differ++;
      System.out.println(f.getFileName() + " " + r + " swisspair finds no valid pairing (3.3.3)");
      return;
    }
    // A match forfeited on every board without colour records no colour (TEAM-24): either way
    // round agrees with it.
    List<Pair> known = new ArrayList<>();
    for (Pair p : theirs) {
      Pair back = new Pair(p.black(), p.white());
      boolean noColour =
          p.black() != 0 && t.round(p.white(), r).colour() == org.swisspair.model.Colour.NONE;
      known.add(noColour && ours.contains(back) ? back : p);
    }
    theirs = known;
    if (new HashSet<>(ours).equals(new HashSet<>(theirs))) {
      return;
    }
    differ++;
    System.out.println(f.getFileName() + " " + r + " " + classify(s, ours, theirs));
  }

  /**
   * The first round before {@code r} with a match played on some board whose first board was
   * forfeited, 0 when none: a reading of the file where engines may part (TEAM-4, TEAM-11).
   */
  static int firstBoardForfeit(TeamTournament t, int r) {
    for (int q = 1; q < r; q++) {
      for (int k = 1; k <= t.size(); k++) {
        if (!t.round(k, q).played()) {
          continue;
        }
        List<Integer> m = t.members(k);
        org.swisspair.model.RoundEntry e = players.player(m.get(0)).round(q);
        if (e.paired() && !e.played()) {
          return q;
        }
      }
    }
    return 0;
  }

  /**
   * The first round before {@code r} with a match played by a team whose first-listed member sat it
   * out (a reserve's {@code 0000 - -}), 0 when none: the other engine takes the first member of the
   * {@code 310} record as board 1 whoever played, so it reads that match as forfeited.
   */
  static int firstMemberOut(TeamTournament t, int r) {
    for (int q = 1; q < r; q++) {
      for (int k = 1; k <= t.size(); k++) {
        if (!t.round(k, q).played()) {
          continue;
        }
        org.swisspair.model.RoundEntry e = players.player(t.members(k).get(0)).round(q);
        if (!e.paired()) {
          return q;
        }
      }
    }
    return 0;
  }

  /** The class of a difference and the article deciding it. */
  static String classify(TeamRoundState s, List<Pair> ours, List<Pair> theirs) {
    int pabOurs = pab(ours);
    int pabTheirs = pab(theirs);
    int q = firstBoardForfeit(s.tournament(), s.round());
    if (q > 0) {
      return "after a match played on other boards with its first board forfeited: the other"
          + " engine scores such a match as a forfeit decided by board 1; swisspair as played,"
          + " by the game points (1.6.1, TEAM-4, TEAM-11)";
    }
    if (firstMemberOut(s.tournament(), s.round()) > 0) {
      return "after a match played without the team's first-listed member (a reserve sat out):"
          + " the other engine takes that member as board 1 and reads the match as forfeited;"
          + " swisspair reads the 300 line-up (1.6.1 the player on the first board, TEAM-10)";
    }
    for (Pair p : ours) {
      if (p.black() != 0
          && !unordered(theirs).containsAll(unordered(List.of(p)))
          && metByForfeit(s.tournament(), s.round(), p.white(), p.black())) {
        return "swisspair pairs again two teams whose only match was forfeited; the other engine"
            + " counts a forfeited match as a meeting (C.04.2 3.5, TEAM-4)";
      }
    }
    for (Pair p : theirs) {
      if (p.black() != 0 && !s.compatible(p.white(), p.black())) {
        return "other engine pairs teams that may not meet (C1 2.1.1 / 260)";
      }
    }
    if (pabTheirs != 0 && s.team(pabTheirs).byeIneligible()) {
      return "other engine gives the PAB to a team that may not have it (C2 2.1.2)";
    }
    if (pabOurs != pabTheirs) {
      return "PAB team differs (3.4.2-3.4.4)";
    }
    if (unordered(ours).equals(unordered(theirs))) {
      TeamColours colours = new TeamColours(s);
      for (Pair p : ours) {
        if (p.black() != 0 && !theirs.contains(p)) {
          String step = colours.allocate(p.white(), p.black()).article();
          boolean absent = s.teamsToPair().size() < s.tournament().size();
          return "same pairs, colours differ (our step "
              + step
              + ")"
              + (step.equals("4.3.1") && absent
                  ? " with a team not paired: 4.3.1 takes the TPN's parity, not the place among"
                      + " the teams paired"
                  : "");
        }
      }
    }
    int[] a = floats(s, ours);
    int[] b = floats(s, theirs);
    if (b[0] < a[0]) {
      return "other engine has fewer floaters over the whole round; 3.3.2/3.5 pair the top"
          + " scoregroup first (C4 per bracket)";
    }
    if (b[0] > a[0]) {
      return "other engine has more floaters (C4 2.3.1)";
    }
    if (b[1] < a[1]) {
      return "same floaters, other engine has smaller score differences over the round; 3.5.2"
          + " per bracket (C5)";
    }
    if (b[1] > a[1]) {
      return "same floaters, other engine has larger score differences (C5 2.3.2)";
    }
    return "same floats and differences: upfloater set or pair order (3.5.4-3.5.5, 3.6.2-3.6.4;"
        + " C6-C10)";
  }

  private static int pab(List<Pair> boards) {
    for (Pair p : boards) {
      if (p.black() == 0) {
        return p.white();
      }
    }
    return 0;
  }

  private static Set<Long> unordered(List<Pair> boards) {
    Set<Long> out = new HashSet<>();
    for (Pair p : boards) {
      int lo = Math.min(p.white(), p.black());
      int hi = Math.max(p.white(), p.black());
      out.add((long) lo << 32 | hi);
    }
    return out;
  }

  /** Pairs with different pairing scores, and the sum of the differences. */
  private static int[] floats(TeamRoundState s, List<Pair> boards) {
    int n = 0;
    int sum = 0;
    for (Pair p : boards) {
      if (p.black() == 0) {
        continue;
      }
      int d = Math.abs(s.team(p.white()).pairingScore() - s.team(p.black()).pairingScore());
      if (d != 0) {
        n++;
        sum += d;
      }
    }
    return new int[] {n, sum};
  }
}
