package org.swisspair.model.trf;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.swisspair.model.ByeRequest;
import org.swisspair.model.Colour;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.Tournament;
import org.swisspair.model.match.MatchRounds;

/**
 * The results of the round just paired, as the arbiter enters them, and the tournament with them
 * recorded: a TRF file can only be paired from once every game of its last round has a result
 * (TRF-16: a blank result means the player was absent).
 *
 * <p>As JSON: {@code {"round": 4, "games": [{"white": 3, "black": 5, "result": "1-0"}], "byes":
 * [{"player": 12, "result": "U"}]}}. A game's result is {@code 1-0}, {@code 1/2-1/2}, {@code 0-1},
 * a forfeit {@code +/-}, {@code -/+}, {@code -/-} (written {@code + -}, {@code - +}, {@code - -} in
 * TRF), or a played game that gave less than a game's points, {@code 1/2-0}, {@code 0-1/2}, {@code
 * 0-0} (written {@code = 0}, {@code 0 =}, {@code 0 0}, GEN-4); a bye's is {@code U} (the
 * pairing-allocated bye), {@code H}, {@code F}, {@code Z}, or {@code ""} for absent (a blank
 * round). {@code round} may be left out: it is the next round.
 *
 * @param round the round, 0 for the next one
 * @param games the games, white first
 * @param byes the players not paired, with their result
 */
public record RoundResults(int round, List<Game> games, List<Bye> byes) {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** Copies the lists. */
  public RoundResults {
    games = List.copyOf(games);
    byes = List.copyOf(byes);
  }

  /** A game's result and the TRF code each player gets. */
  public enum Outcome {
    /** White won. */
    WHITE_WINS("1-0", ResultCode.WIN, ResultCode.LOSS),
    /** Drawn. */
    DRAW("1/2-1/2", ResultCode.DRAW, ResultCode.DRAW),
    /** Black won. */
    BLACK_WINS("0-1", ResultCode.LOSS, ResultCode.WIN),
    /** White won by forfeit. */
    WHITE_WINS_BY_FORFEIT("+/-", ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS),
    /** Black won by forfeit. */
    BLACK_WINS_BY_FORFEIT("-/+", ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN),
    /** Both lost by forfeit: paired, not played (C.04.2 3.5). */
    DOUBLE_FORFEIT("-/-", ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS),
    /** Played, White scored a draw's points and Black nothing (GEN-4). */
    WHITE_HALF_BLACK_ZERO("1/2-0", ResultCode.DRAW, ResultCode.LOSS),
    /** Played, White scored nothing and Black a draw's points (GEN-4). */
    WHITE_ZERO_BLACK_HALF("0-1/2", ResultCode.LOSS, ResultCode.DRAW),
    /** Played, neither scored (GEN-4). */
    BOTH_ZERO("0-0", ResultCode.LOSS, ResultCode.LOSS);

    private final String notation;
    private final ResultCode white;
    private final ResultCode black;

    Outcome(String notation, ResultCode white, ResultCode black) {
      this.notation = notation;
      this.white = white;
      this.black = black;
    }

    /** The notation, e.g. {@code 1/2-1/2}. */
    public String notation() {
      return notation;
    }

    /** White's TRF result code. */
    public ResultCode white() {
      return white;
    }

    /** Black's TRF result code. */
    public ResultCode black() {
      return black;
    }

    /** The outcome written {@code notation}, or null. */
    public static Outcome of(String notation) {
      for (Outcome o : values()) {
        if (o.notation.equals(notation)) {
          return o;
        }
      }
      return null;
    }
  }

  /**
   * A game of the round.
   *
   * @param white White's pairing number
   * @param black Black's pairing number
   * @param outcome its result
   */
  public record Game(int white, int black, Outcome outcome) {}

  /**
   * A player not paired against anyone this round.
   *
   * @param player pairing number
   * @param result {@code U}, {@code H}, {@code F}, {@code Z}, or {@code ABSENT} for a blank round
   */
  public record Bye(int player, ResultCode result) {}

  /** The bye results that can be entered, as written. */
  private static final Map<String, ResultCode> BYES =
      Map.of(
          "U", ResultCode.PAIRING_BYE,
          "H", ResultCode.HALF_BYE,
          "F", ResultCode.FULL_BYE,
          "Z", ResultCode.ZERO_BYE,
          "", ResultCode.ABSENT);

  /**
   * Reads results from JSON; {@code name} starts every message, e.g. {@code results.json:
   * games[2].result: ...}. Members other than {@code round}, {@code games} and {@code byes} are
   * refused unless {@code ignored} names them.
   *
   * @throws IllegalArgumentException naming the member at fault
   */
  public static RoundResults fromJson(String name, String text, Set<String> ignored) {
    JsonNode root;
    try {
      root = JSON.readTree(text);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException(
          name
              + ":"
              + e.getLocation().getLineNr()
              + ":"
              + e.getLocation().getColumnNr()
              + ": not JSON: "
              + e.getOriginalMessage());
    }
    return fromJson(name, root, ignored);
  }

  /** {@link #fromJson(String, String, Set)} from a parsed document. */
  public static RoundResults fromJson(String name, JsonNode root, Set<String> ignored) {
    if (root == null || !root.isObject()) {
      throw new IllegalArgumentException(
          name + ": the results must be a JSON object with \"games\" and \"byes\"");
    }
    for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
      String field = it.next();
      if (!Set.of("round", "games", "byes").contains(field) && !ignored.contains(field)) {
        throw new IllegalArgumentException(
            name + ": unknown member \"" + field + "\"; known: round, games, byes");
      }
    }
    int round = 0;
    if (root.has("round") && !root.get("round").isNull()) {
      round = number(name, "round", root.get("round"));
      if (round < 1) {
        throw new IllegalArgumentException(name + ": round: must be at least 1, was " + round);
      }
    }
    List<Game> games = new ArrayList<>();
    JsonNode g = array(name, "games", root.get("games"));
    for (int i = 0; i < g.size(); i++) {
      String at = "games[" + i + "]";
      JsonNode game = object(name, at, g.get(i), "white", "black", "result");
      String result = text(name, at + ".result", game.get("result"));
      Outcome o = Outcome.of(result);
      if (o == null) {
        throw new IllegalArgumentException(
            name
                + ": "
                + at
                + ".result: '"
                + result
                + "' is not a game result; use 1-0, 1/2-1/2, 0-1, +/-, -/+, -/-, 1/2-0, 0-1/2"
                + " or 0-0");
      }
      games.add(
          new Game(
              number(name, at + ".white", game.get("white")),
              number(name, at + ".black", game.get("black")),
              o));
    }
    List<Bye> byes = new ArrayList<>();
    JsonNode b =
        root.get("byes") == null ? JSON.createArrayNode() : array(name, "byes", root.get("byes"));
    for (int i = 0; i < b.size(); i++) {
      String at = "byes[" + i + "]";
      JsonNode bye = object(name, at, b.get(i), "player", "result");
      String result = text(name, at + ".result", bye.get("result"));
      ResultCode code = BYES.get(result);
      if (code == null) {
        throw new IllegalArgumentException(
            name
                + ": "
                + at
                + ".result: '"
                + result
                + "' is not a bye; use U (pairing-allocated), H, F, Z or \"\" (absent)");
      }
      byes.add(new Bye(number(name, at + ".player", bye.get("player")), code));
    }
    return new RoundResults(round, games, byes);
  }

  private static JsonNode array(String name, String at, JsonNode node) {
    if (node == null || !node.isArray()) {
      throw new IllegalArgumentException(name + ": " + at + ": must be an array");
    }
    return node;
  }

  private static JsonNode object(String name, String at, JsonNode node, String... members) {
    if (!node.isObject()) {
      throw new IllegalArgumentException(name + ": " + at + ": must be an object");
    }
    for (String m : members) {
      if (!node.has(m)) {
        throw new IllegalArgumentException(name + ": " + at + ": \"" + m + "\" is missing");
      }
    }
    for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
      String field = it.next();
      if (!List.of(members).contains(field)) {
        throw new IllegalArgumentException(
            name
                + ": "
                + at
                + ": unknown member \""
                + field
                + "\"; known: "
                + String.join(", ", members));
      }
    }
    return node;
  }

  private static int number(String name, String at, JsonNode node) {
    if (!node.isInt()) {
      throw new IllegalArgumentException(
          name + ": " + at + ": must be a whole number, was " + node);
    }
    return node.intValue();
  }

  private static String text(String name, String at, JsonNode node) {
    if (!node.isTextual()) {
      throw new IllegalArgumentException(name + ": " + at + ": must be a string, was " + node);
    }
    return node.textValue().strip();
  }

  /**
   * The round these results are for: {@link #round()}, or the round after the last one in which a
   * game was paired, as the engines pair next.
   */
  public static int nextRound(Tournament t) {
    int r = t.roundsPaired();
    while (r > 0 && !hasGame(t, r)) {
      r--;
    }
    return r + 1;
  }

  private static boolean hasGame(Tournament t, int r) {
    for (Player p : t.players()) {
      if (p.round(r).paired()) {
        return true;
      }
    }
    return false;
  }

  /**
   * The tournament with these results as its next round. A player named in no game and no bye gets
   * the bye requested or already entered for the round, else is absent (a blank round). The points
   * field becomes the new score in the convention the file used; requests for byes in this round
   * are dropped (the round now holds them).
   *
   * @throws IllegalArgumentException when the round is not the next one, a player is unknown or
   *     named twice, or the tournament is a Double-Swiss one (two games a round)
   */
  public Tournament recordIn(Tournament t) {
    if (MatchRounds.isDoubleSwiss(t)) {
      throw new IllegalArgumentException(
          "a Double-Swiss round is a match of two games; recording its results is not supported"
              + " (enter them in the tournament file)");
    }
    int next = nextRound(t);
    int r = round == 0 ? next : round;
    if (r != next) {
      throw new IllegalArgumentException(
          "round "
              + r
              + ": the results can only be recorded for the next round, "
              + next
              + (next == 2
                  ? " (round 1 is in the file)"
                  : next > 2 ? " (rounds 1-" + (next - 1) + " are in the file)" : ""));
    }
    if (t.totalRounds() > 0 && r > t.totalRounds()) {
      throw new IllegalArgumentException(
          "round " + r + ": the tournament has " + t.totalRounds() + " rounds");
    }
    Map<Integer, RoundEntry> entries = new HashMap<>();
    Map<Integer, String> where = new HashMap<>();
    for (int i = 0; i < games.size(); i++) {
      Game g = games.get(i);
      String at = "games[" + i + "]";
      if (g.white() == g.black()) {
        throw new IllegalArgumentException(
            at + ": player " + g.white() + " cannot play against itself");
      }
      put(
          t,
          entries,
          where,
          at + ".white",
          g.white(),
          new RoundEntry(g.black(), Colour.WHITE, g.outcome().white()));
      put(
          t,
          entries,
          where,
          at + ".black",
          g.black(),
          new RoundEntry(g.white(), Colour.BLACK, g.outcome().black()));
    }
    for (int i = 0; i < byes.size(); i++) {
      Bye b = byes.get(i);
      put(
          t,
          entries,
          where,
          "byes[" + i + "].player",
          b.player(),
          b.result() == ResultCode.ABSENT ? RoundEntry.EMPTY : RoundEntry.bye(b.result()));
    }
    List<Player> players = new ArrayList<>();
    for (Player p : t.players()) {
      RoundEntry old = p.round(r);
      RoundEntry entry = entries.get(p.id());
      if (entry == null) {
        entry = old.paired() ? RoundEntry.EMPTY : old;
        for (ByeRequest b : t.byeRequests()) {
          if (b.player() == p.id() && b.round() == r) {
            entry = RoundEntry.bye(b.kind());
          }
        }
      }
      List<RoundEntry> rounds = new ArrayList<>(p.rounds());
      while (rounds.size() < r) {
        rounds.add(RoundEntry.EMPTY);
      }
      rounds.set(r - 1, entry);
      while (!rounds.isEmpty() && rounds.get(rounds.size() - 1).equals(RoundEntry.EMPTY)) {
        rounds.remove(rounds.size() - 1);
      }
      Player recorded = p.withRounds(rounds);
      players.add(recorded.withPointsAndRank(points(t, p, recorded, r), p.rank()));
    }
    List<ByeRequest> requests = new ArrayList<>();
    for (ByeRequest b : t.byeRequests()) {
      if (b.round() > r) {
        requests.add(b);
      }
    }
    return t.withPlayers(players).withByeRequests(requests);
  }

  private static void put(
      Tournament t,
      Map<Integer, RoundEntry> entries,
      Map<Integer, String> where,
      String at,
      int id,
      RoundEntry entry) {
    if (id < 1 || id > t.size()) {
      throw new IllegalArgumentException(
          at + ": player " + id + " is not in the tournament (1-" + t.size() + ")");
    }
    String before = where.putIfAbsent(id, at);
    if (before != null) {
      throw new IllegalArgumentException(
          at + ": player " + id + " is already in " + before.replaceAll("\\.\\w+$", ""));
    }
    entries.put(id, entry);
  }

  /**
   * The points field after round {@code r}: blank stays blank; a field that counted only the rounds
   * played (not byes entered for later rounds) goes on doing so; otherwise the total.
   */
  private static Integer points(Tournament t, Player before, Player after, int r) {
    Integer declared = before.declaredPoints();
    if (declared == null) {
      return null;
    }
    int playedBefore = 0;
    int totalBefore = 0;
    for (int i = 1; i <= before.rounds().size(); i++) {
      int s = t.scoring().points(before.round(i));
      totalBefore += s;
      if (i < r) {
        playedBefore += s;
      }
    }
    int played = 0;
    int total = 0;
    for (int i = 1; i <= after.rounds().size(); i++) {
      int s = t.scoring().points(after.round(i));
      total += s;
      if (i <= r) {
        played += s;
      }
    }
    return declared == playedBefore && playedBefore != totalBefore ? played : total;
  }
}
