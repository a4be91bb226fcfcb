package org.swisspair.model.trf;

import java.util.ArrayList;
import java.util.List;
import org.swisspair.model.Colour;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.Tournament;

/** Builds large tournaments for the tests: player 2k-1 beat player 2k in round 1. */
final class JsonScale {
  private JsonScale() {}

  static Tournament tournamentOf(int n) {
    List<Player> ps = new ArrayList<>();
    for (int id = 1; id <= n; id++) {
      boolean odd = id % 2 == 1;
      int opp = odd ? id + 1 : id - 1;
      List<RoundEntry> rounds =
          opp > n
              ? List.of(RoundEntry.pab())
              : List.of(
                  new RoundEntry(
                      opp,
                      odd ? Colour.WHITE : Colour.BLACK,
                      odd ? ResultCode.WIN : ResultCode.LOSS));
      ps.add(
          new Player(
              id, "", "", "Player " + id, 1000 + id % 1000, "", "", "", odd ? 10 : 0, 0, rounds));
    }
    return Tournament.of(ps, 5, Colour.WHITE);
  }
}
