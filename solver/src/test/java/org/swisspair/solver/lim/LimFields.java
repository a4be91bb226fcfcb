package org.swisspair.solver.lim;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import org.swisspair.model.Colour;
import org.swisspair.model.ForbiddenPairs;
import org.swisspair.model.Player;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.solver.testdouble.HandBuilt;

/** Hand-built fields for the Lim tests: games written round by round, White first. */
final class LimFields {
  private final int players;
  private final TreeMap<Integer, String[]> rounds = new TreeMap<>();
  private final List<ForbiddenPairs> forbidden = new ArrayList<>();

  LimFields(int players) {
    this.players = players;
  }

  /** A game of round {@code r}: {@code result} is {@code 1-0}, {@code 0-1} or {@code =}. */
  LimFields game(int r, int white, int black, String result) {
    String[] row = row(r);
    char w;
    char b;
    switch (result) {
      case "1-0" -> {
        w = '1';
        b = '0';
      }
      case "0-1" -> {
        w = '0';
        b = '1';
      }
      case "=" -> {
        w = '=';
        b = '=';
      }
      default -> throw new IllegalArgumentException("result " + result);
    }
    row[white] = black + "w" + w;
    row[black] = white + "b" + b;
    return this;
  }

  /** Round {@code r}: {@code winner} beats {@code loser}, White first: {@code 1-0}. */
  LimFields wins(int r, int white, int black) {
    return game(r, white, black, "1-0");
  }

  /** The PAB of round {@code r}. */
  LimFields pab(int r, int player) {
    row(r)[player] = "0-U";
    return this;
  }

  /** {@code a} and {@code b} may not meet in round {@code r} (as if they had met before). */
  LimFields forbid(int r, int a, int b) {
    forbidden.add(new ForbiddenPairs(List.of(a, b), r, r));
    return this;
  }

  /** The tournament of {@code totalRounds} rounds; players without an entry were absent. */
  Tournament build(int totalRounds) {
    String[] rows = new String[players];
    for (int id = 1; id <= players; id++) {
      StringBuilder sb = new StringBuilder();
      for (String[] row : rounds.values()) {
        sb.append(row[id] == null ? "0-Z" : row[id]).append(' ');
      }
      rows[id - 1] = sb.toString().trim();
    }
    return HandBuilt.tournament(totalRounds, forbidden, rows);
  }

  /** The state before the round after the last one written. */
  RoundState next(int totalRounds) {
    return new RoundState(build(totalRounds), rounds.isEmpty() ? 1 : rounds.lastKey() + 1);
  }

  private String[] row(int r) {
    return rounds.computeIfAbsent(r, k -> new String[players + 1]);
  }

  /** {@code t} with the given ratings, by pairing number from 1. */
  static Tournament withRatings(Tournament t, int... ratings) {
    List<Player> ps = new ArrayList<>();
    for (Player p : t.players()) {
      int r = p.id() <= ratings.length ? ratings[p.id() - 1] : p.rating();
      ps.add(
          new Player(
              p.id(),
              p.sex(),
              p.title(),
              p.name(),
              r,
              p.federation(),
              p.fideId(),
              p.birthDate(),
              p.declaredPoints(),
              p.rank(),
              p.rounds()));
    }
    return t.withPlayers(ps);
  }

  /** {@code t} with one more uninterpreted record, e.g. {@code LIM MAXI}. */
  static Tournament withLine(Tournament t, String line) {
    List<String> lines = new ArrayList<>(t.otherLines());
    lines.add(line);
    return new Tournament(
        t.header(),
        t.players(),
        t.totalRounds(),
        t.initialColour(),
        t.scoring(),
        t.systemCode(),
        t.acceleration(),
        t.forbidden(),
        t.byeRequests(),
        t.teams(),
        lines,
        t.pairByRankOrder());
  }

  /** {@code t} with another initial colour (XXC). */
  static Tournament withInitialColour(Tournament t, Colour c) {
    return new Tournament(
        t.header(),
        t.players(),
        t.totalRounds(),
        c,
        t.scoring(),
        t.systemCode(),
        t.acceleration(),
        t.forbidden(),
        t.byeRequests(),
        t.teams(),
        t.otherLines(),
        t.pairByRankOrder());
  }
}
