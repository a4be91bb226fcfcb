package org.swisspair.solver.output;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import org.swisspair.model.ByeRequest;
import org.swisspair.model.Player;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.Team;
import org.swisspair.model.Tournament;
import org.swisspair.model.team.TeamRoundState;
import org.swisspair.model.trf.AbnormalPoints;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.PairingSystems;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.team.TeamPairingSystem;

/**
 * A round's pairing beside the tournament it was made for, so that every renderer can give names,
 * ratings and scores next to the pairing numbers. The numbers are players' (individual systems) or
 * teams' (the Team system pairs teams, C.04.6).
 */
public final class RoundView {
  private final Tournament tournament;
  private final RoundPairing pairing;
  private final String system;
  private final List<Criterion> criteria;
  private final Map<Integer, Entrant> entrants;

  /**
   * One player or team of the round.
   *
   * @param id pairing number
   * @param name name, may be empty
   * @param rating FIDE rating, 0 when unrated or a team
   * @param points score before the round in tenths of a point (acceleration left out); a team's
   *     primary score
   */
  public record Entrant(int id, String name, int rating, int points) {}

  private RoundView(
      Tournament tournament,
      RoundPairing pairing,
      String system,
      List<Criterion> criteria,
      Map<Integer, Entrant> entrants) {
    this.tournament = Objects.requireNonNull(tournament, "tournament");
    this.pairing = Objects.requireNonNull(pairing, "pairing");
    this.system = Objects.requireNonNull(system, "system");
    this.criteria = List.copyOf(criteria);
    this.entrants = entrants;
  }

  /**
   * The view of {@code pairing}, made by {@code system} for {@code tournament}, with the system's
   * {@code criteria} as the explanation's legend (may be empty).
   */
  public static RoundView of(
      Tournament tournament, RoundPairing pairing, PairingSystem system, List<Criterion> criteria) {
    Map<Integer, Entrant> entrants = new TreeMap<>();
    if (system instanceof TeamPairingSystem team) {
      TeamRoundState state = new TeamRoundState(team.teams(tournament), pairing.round());
      for (Team t : state.tournament().teams()) {
        int primary = state.team(t.number()).primary();
        entrants.put(t.number(), new Entrant(t.number(), t.name(), 0, primary));
      }
    } else {
      int round = pairing.round();
      // 299 records count in the score, as in every round state (TEAM-22).
      int[][] abnormal = AbnormalPoints.of(tournament);
      for (Player p : tournament.players()) {
        int sum = 0;
        for (int r = 1; r < round; r++) {
          sum +=
              tournament.scoring().points(p.round(r)) + AbnormalPoints.delta(abnormal, p.id(), r);
        }
        entrants.put(p.id(), new Entrant(p.id(), p.name(), p.rating(), sum));
      }
    }
    return new RoundView(tournament, pairing, system.name(), criteria, entrants);
  }

  /** The tournament as paired. */
  public Tournament tournament() {
    return tournament;
  }

  /** The pairing of the round. */
  public RoundPairing pairing() {
    return pairing;
  }

  /** The pairing system's command-line name, e.g. {@code dutch}. */
  public String system() {
    return system;
  }

  /** The system's criteria in priority order, the explanation's legend; may be empty. */
  public List<Criterion> criteria() {
    return criteria;
  }

  /** True when the pairing numbers are teams'. */
  public boolean teams() {
    return system.equals("team");
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

  /** The player or team with pairing number {@code id}. */
  public Entrant entrant(int id) {
    Entrant e = entrants.get(id);
    if (e == null) {
      throw new IllegalArgumentException("no player or team " + id);
    }
    return e;
  }

  /** The score of {@code id} before the round, in tenths of a point. */
  public int points(int id) {
    return entrant(id).points();
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
    for (Entrant e : entrants.values()) {
      if (paired.contains(e.id())) {
        continue;
      }
      ResultCode kind = null;
      for (ByeRequest b : tournament.byeRequests()) {
        if (b.player() == e.id() && b.round() == round() && !teams()) {
          kind = b.kind();
        }
      }
      if (kind == null && !teams()) {
        RoundEntry entry = tournament.player(e.id()).round(round());
        kind = entry.paired() ? null : entry.result();
      }
      out.add(new Absence(e.id(), describe(kind)));
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
