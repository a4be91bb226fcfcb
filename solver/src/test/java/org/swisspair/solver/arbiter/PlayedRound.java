package org.swisspair.solver.arbiter;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.swisspair.model.Colour;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.Tournament;
import org.swisspair.solver.pairing.Pair;

/** Test files with one more round played as given, every game drawn. */
public final class PlayedRound {
  private PlayedRound() {}

  /** {@code t} with {@code boards} played as round {@code round}, every game drawn. */
  public static Tournament with(Tournament t, int round, List<Pair> boards) {
    Map<Integer, RoundEntry> entry = new HashMap<>();
    for (Pair p : boards) {
      if (p.isBye()) {
        entry.put(p.white(), RoundEntry.pab());
      } else {
        entry.put(p.white(), new RoundEntry(p.black(), Colour.WHITE, ResultCode.DRAW));
        entry.put(p.black(), new RoundEntry(p.white(), Colour.BLACK, ResultCode.DRAW));
      }
    }
    List<Player> players = new ArrayList<>();
    for (Player p : t.players()) {
      List<RoundEntry> rounds = new ArrayList<>(p.rounds());
      while (rounds.size() < round - 1) {
        rounds.add(RoundEntry.EMPTY);
      }
      rounds.add(entry.getOrDefault(p.id(), RoundEntry.EMPTY));
      players.add(p.withRounds(rounds));
    }
    return t.withPlayers(players);
  }
}
