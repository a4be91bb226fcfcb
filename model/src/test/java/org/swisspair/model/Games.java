package org.swisspair.model;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Builds small tournaments for tests, game by game, filling both players' entries. */
final class Games {
  private final int size;
  private final Map<Integer, Map<Integer, RoundEntry>> entries = new HashMap<>();
  private ScoringSystem scoring = ScoringSystem.STANDARD;
  private Colour initialColour = Colour.NONE;
  private Map<Integer, List<Integer>> acceleration = Map.of();
  private final List<ForbiddenPairs> forbidden = new ArrayList<>();
  private final List<ByeRequest> byeRequests = new ArrayList<>();

  private Games(int size) {
    this.size = size;
  }

  /** A tournament of {@code size} players rated 2000 downwards, named P1..Pn. */
  static Games of(int size) {
    return new Games(size);
  }

  /**
   * A game of round {@code r}: {@code result} is {@code 1-0}, {@code =}, {@code 0-1}, {@code +-} or
   * {@code -+} from White's side.
   */
  Games game(int r, int white, int black, String result) {
    ResultCode[] codes =
        switch (result) {
          case "1-0" -> new ResultCode[] {ResultCode.WIN, ResultCode.LOSS};
          case "=" -> new ResultCode[] {ResultCode.DRAW, ResultCode.DRAW};
          case "0-1" -> new ResultCode[] {ResultCode.LOSS, ResultCode.WIN};
          case "+-" -> new ResultCode[] {ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS};
          case "-+" -> new ResultCode[] {ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN};
          default -> throw new IllegalArgumentException("result " + result);
        };
    put(r, white, new RoundEntry(black, Colour.WHITE, codes[0]));
    put(r, black, new RoundEntry(white, Colour.BLACK, codes[1]));
    return this;
  }

  /** A round of {@code player} without an opponent: U, H, F, Z or blank. */
  Games bye(int r, int player, ResultCode code) {
    put(r, player, RoundEntry.bye(code));
    return this;
  }

  Games scoring(ScoringSystem s) {
    scoring = s;
    return this;
  }

  Games initialColour(Colour c) {
    initialColour = c;
    return this;
  }

  Games acceleration(Map<Integer, List<Integer>> acc) {
    acceleration = acc;
    return this;
  }

  Games forbid(int firstRound, int lastRound, Integer... players) {
    forbidden.add(new ForbiddenPairs(List.of(players), firstRound, lastRound));
    return this;
  }

  Games byeRequest(int player, int r, ResultCode kind) {
    byeRequests.add(new ByeRequest(player, r, kind));
    return this;
  }

  private void put(int r, int player, RoundEntry e) {
    entries.computeIfAbsent(player, k -> new HashMap<>()).put(r, e);
  }

  /** The tournament with {@code totalRounds} declared rounds. */
  Tournament tournament(int totalRounds) {
    List<Player> players = new ArrayList<>();
    for (int id = 1; id <= size; id++) {
      Map<Integer, RoundEntry> mine = entries.getOrDefault(id, Map.of());
      int last = mine.keySet().stream().mapToInt(Integer::intValue).max().orElse(0);
      List<RoundEntry> rounds = new ArrayList<>();
      for (int r = 1; r <= last; r++) {
        rounds.add(mine.getOrDefault(r, RoundEntry.EMPTY));
      }
      players.add(new Player(id, "", "", "P" + id, 2000 - id, "", "", "", null, 0, rounds));
    }
    return new Tournament(
        Map.of(),
        players,
        totalRounds,
        initialColour,
        scoring,
        "",
        acceleration,
        forbidden,
        byeRequests,
        List.of(),
        List.of(),
        false);
  }

  /** The state before round {@code r} of a tournament of {@code totalRounds} rounds. */
  RoundState before(int r, int totalRounds) {
    return new RoundState(tournament(totalRounds), r);
  }
}
