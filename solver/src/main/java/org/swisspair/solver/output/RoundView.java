package org.swisspair.solver.output;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.swisspair.model.ByeRequest;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.Tournament;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingSystems;
import org.swisspair.solver.pairing.RoundPairing;

/**
 * A round's pairing beside the tournament it was made for, so that every renderer can give names,
 * ratings and scores next to the pairing numbers.
 *
 * @param tournament the tournament as paired (players, scoring, byes requested)
 * @param pairing the pairing of the round
 * @param system the pairing system's command-line name, e.g. {@code dutch}
 * @param criteria the system's criteria in priority order (the explanation's legend), may be empty
 */
public record RoundView(
    Tournament tournament, RoundPairing pairing, String system, List<Criterion> criteria) {
  /** Copies the criteria and checks that nothing is missing. */
  public RoundView {
    Objects.requireNonNull(tournament, "tournament");
    Objects.requireNonNull(pairing, "pairing");
    Objects.requireNonNull(system, "system");
    criteria = List.copyOf(criteria);
  }

  /** The round paired. */
  public int round() {
    return pairing.round();
  }

  /** The system's name as people write it, e.g. {@code Double-Swiss}. */
  public String systemName() {
    try {
      return PairingSystems.entry(system).displayName();
    } catch (IllegalArgumentException e) {
      return system;
    }
  }

  /** The player with pairing number {@code id}. */
  public Player player(int id) {
    return tournament.player(id);
  }

  /** Player {@code id}'s score before the round, in tenths of a point (acceleration left out). */
  public int points(int id) {
    Player p = tournament.player(id);
    int sum = 0;
    for (int r = 1; r < round(); r++) {
      sum += tournament.scoring().points(p.round(r));
    }
    return sum;
  }

  /** The boards with two players, in board order. */
  public List<Pair> games() {
    return pairing.games();
  }

  /** The players given the pairing-allocated bye (usually none or one), in board order. */
  public List<Integer> pabs() {
    List<Integer> out = new ArrayList<>();
    for (Pair p : pairing.boards()) {
      if (p.isBye()) {
        out.add(p.white());
      }
    }
    return out;
  }

  /**
   * The players not paired this round and why (a requested bye, absence or withdrawal), by pairing
   * number.
   */
  public List<Absence> absent() {
    List<Absence> out = new ArrayList<>();
    Set<Integer> paired = new HashSet<>();
    for (Pair p : pairing.boards()) {
      paired.add(p.white());
      paired.add(p.black());
    }
    for (Player p : tournament.players()) {
      if (paired.contains(p.id())) {
        continue;
      }
      ResultCode kind = null;
      for (ByeRequest b : tournament.byeRequests()) {
        if (b.player() == p.id() && b.round() == round()) {
          kind = b.kind();
        }
      }
      if (kind == null && p.round(round()).result() != null && !p.round(round()).paired()) {
        kind = p.round(round()).result();
      }
      out.add(new Absence(p.id(), describe(kind)));
    }
    return out;
  }

  /**
   * A player not paired this round.
   *
   * @param player pairing number
   * @param reason the kind of bye in words, e.g. {@code half-point bye}
   */
  public record Absence(int player, String reason) {}

  private static String describe(ResultCode kind) {
    if (kind == null) {
      return "not paired";
    }
    return switch (kind) {
      case HALF_BYE -> "half-point bye";
      case FULL_BYE -> "full-point bye";
      case ZERO_BYE -> "zero-point bye";
      default -> "not paired";
    };
  }
}
