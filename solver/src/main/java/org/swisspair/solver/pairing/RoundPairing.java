package org.swisspair.solver.pairing;

import java.util.ArrayList;
import java.util.List;

/**
 * The pairing of one round in publishing order (C.04.2 3.6), the PAB last, with an optional
 * explanation.
 *
 * @param round the round paired
 * @param boards pairs in board order, the PAB (if any) last as {@code id 0}
 * @param explanation how the pairing was made, or null when not requested
 */
public record RoundPairing(int round, List<Pair> boards, Explanation explanation) {
  /** Copies the boards. */
  public RoundPairing {
    boards = List.copyOf(boards);
  }

  /** The PAB receiver, 0 when there is none. */
  public int pab() {
    for (Pair p : boards) {
      if (p.isBye()) {
        return p.white();
      }
    }
    return 0;
  }

  /** The engines' output format: the number of pairs, then {@code white black} per line. */
  public String toEngineFormat() {
    StringBuilder sb = new StringBuilder();
    sb.append(boards.size()).append('\n');
    for (Pair p : boards) {
      sb.append(p.white()).append(' ').append(p.black()).append('\n');
    }
    return sb.toString();
  }

  /** The pairs without the PAB. */
  public List<Pair> games() {
    List<Pair> g = new ArrayList<>();
    for (Pair p : boards) {
      if (!p.isBye()) {
        g.add(p);
      }
    }
    return g;
  }
}
