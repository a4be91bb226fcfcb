package org.swisspair.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * A whole tournament as a TRF file describes it. Immutable; everything derived for pairing a round
 * lives in {@link RoundState}.
 *
 * @param header tournament header records by code ({@code "012"} name, {@code "022"} city, ...,
 *     TRF-2026 {@code "182"}, {@code "202"}, ...) with their text from column 5, in file order; the
 *     fields below that have their own component are not repeated here
 * @param players players sorted by pairing number; pairing numbers are 1..n without gaps
 * @param totalRounds the declared number of rounds ({@code XXR} / {@code 142}), 0 when unknown
 * @param initialColour the initial colour drawn by lot ({@code XXC} / {@code 152}, Dutch 5.1), NONE
 *     when not given
 * @param scoring the point system
 * @param systemCode TRF-2026 {@code 192} encoded tournament type, "" when absent
 * @param acceleration virtual points by player, index 0 for round 1, in tenths
 * @param forbidden forbidden pairings
 * @param byeRequests players known not to be paired in a round (240 / XXZ)
 * @param teams teams (013 / 310)
 * @param otherLines records this model does not interpret, kept verbatim in file order
 * @param pairByRankOrder JaVaFo {@code XXC rank}: pair by position in the file instead of by id
 */
public record Tournament(
    Map<String, String> header,
    List<Player> players,
    int totalRounds,
    Colour initialColour,
    ScoringSystem scoring,
    String systemCode,
    Map<Integer, List<Integer>> acceleration,
    List<ForbiddenPairs> forbidden,
    List<ByeRequest> byeRequests,
    List<Team> teams,
    List<String> otherLines,
    boolean pairByRankOrder) {

  /** Checks the components and copies the collections. */
  public Tournament {
    header = Collections.unmodifiableMap(new LinkedHashMap<>(header));
    players = List.copyOf(players);
    for (int i = 0; i < players.size(); i++) {
      if (players.get(i).id() != i + 1) {
        throw new IllegalArgumentException(
            "pairing numbers must be 1.."
                + players.size()
                + " in order; position "
                + (i + 1)
                + " holds "
                + players.get(i).id());
      }
    }
    Objects.requireNonNull(initialColour, "initialColour");
    Objects.requireNonNull(scoring, "scoring");
    systemCode = Objects.requireNonNullElse(systemCode, "");
    Map<Integer, List<Integer>> acc = new TreeMap<>();
    acceleration.forEach((k, v) -> acc.put(k, List.copyOf(v)));
    acceleration = Collections.unmodifiableMap(acc);
    forbidden = List.copyOf(forbidden);
    byeRequests = List.copyOf(byeRequests);
    teams = List.copyOf(teams);
    otherLines = List.copyOf(otherLines);
  }

  /** A tournament with only players, default scoring and nothing else. */
  public static Tournament of(List<Player> players, int totalRounds, Colour initialColour) {
    return new Tournament(
        Map.of(),
        players,
        totalRounds,
        initialColour,
        ScoringSystem.STANDARD,
        "",
        Map.of(),
        List.of(),
        List.of(),
        List.of(),
        List.of(),
        false);
  }

  /** The player with pairing number {@code id}. */
  public Player player(int id) {
    return players.get(id - 1);
  }

  /** Number of players. */
  public int size() {
    return players.size();
  }

  /** The tournament name (012), "" when absent. */
  public String name() {
    return header.getOrDefault("012", "").trim();
  }

  /** Virtual (acceleration) points of player {@code id} in round {@code r}, in tenths. */
  public int acceleration(int id, int r) {
    List<Integer> a = acceleration.get(id);
    return a == null || r < 1 || r > a.size() ? 0 : a.get(r - 1);
  }

  /** The highest round any player has an entry for (0 before round 1). */
  public int roundsInFile() {
    int max = 0;
    for (Player p : players) {
      for (int r = p.rounds().size(); r > max; r--) {
        if (!p.round(r).equals(RoundEntry.EMPTY)) {
          max = r;
          break;
        }
      }
    }
    return max;
  }

  /**
   * The number of rounds that have been paired: the last round in which some player has an opponent
   * or a pairing-allocated bye.
   */
  public int roundsPaired() {
    return roundsPaired(players);
  }

  /** {@link #roundsPaired()} of {@code players}, for readers that have no tournament yet. */
  public static int roundsPaired(List<Player> players) {
    int max = 0;
    for (Player p : players) {
      for (int r = p.rounds().size(); r > max; r--) {
        RoundEntry e = p.round(r);
        if (e.paired() || e.result() == ResultCode.PAIRING_BYE) {
          max = r;
          break;
        }
      }
    }
    return max;
  }

  /**
   * The tournament with pairing numbers reassigned in the initial order of C.04.2 2.2 (rating,
   * title, name) and every reference remapped; see {@link PairingNumbers} for the old-to-new map.
   *
   * @throws IllegalStateException when the fourth round has been paired (C.04.2 2.3)
   */
  public Tournament renumbered() {
    return PairingNumbers.reassign(this).tournament();
  }

  /** A copy with other players (same everything else). */
  public Tournament withPlayers(List<Player> newPlayers) {
    return toBuilder().players(newPlayers).build();
  }

  /** A copy with other header records. */
  public Tournament withHeader(Map<String, String> newHeader) {
    return toBuilder().header(newHeader).build();
  }

  /** A copy with another declared number of rounds. */
  public Tournament withTotalRounds(int rounds) {
    return toBuilder().totalRounds(rounds).build();
  }

  /** A copy with other forbidden pairings. */
  public Tournament withForbidden(List<ForbiddenPairs> pairs) {
    return toBuilder().forbidden(pairs).build();
  }

  /** A copy with other bye requests. */
  public Tournament withByeRequests(List<ByeRequest> requests) {
    return toBuilder().byeRequests(requests).build();
  }

  /** A copy with other acceleration points. */
  public Tournament withAcceleration(Map<Integer, List<Integer>> acc) {
    return toBuilder().acceleration(acc).build();
  }

  /** A copy with other teams (their members, {@code 310} standings). */
  public Tournament withTeams(List<Team> newTeams) {
    return toBuilder().teams(newTeams).build();
  }

  /** A copy with other verbatim records and comments. */
  public Tournament withOtherLines(List<String> lines) {
    return toBuilder().otherLines(lines).build();
  }

  /** A builder holding this tournament's components, to change some and build a copy. */
  public Builder toBuilder() {
    return new Builder(this);
  }

  /**
   * The components of a {@link Tournament}, each settable, so that a copy that changes some names
   * only those; {@link #build} checks and copies them as the constructor does.
   */
  public static final class Builder {
    private Map<String, String> header;
    private List<Player> players;
    private int totalRounds;
    private Colour initialColour;
    private ScoringSystem scoring;
    private String systemCode;
    private Map<Integer, List<Integer>> acceleration;
    private List<ForbiddenPairs> forbidden;
    private List<ByeRequest> byeRequests;
    private List<Team> teams;
    private List<String> otherLines;
    private boolean pairByRankOrder;

    private Builder(Tournament t) {
      header = t.header;
      players = t.players;
      totalRounds = t.totalRounds;
      initialColour = t.initialColour;
      scoring = t.scoring;
      systemCode = t.systemCode;
      acceleration = t.acceleration;
      forbidden = t.forbidden;
      byeRequests = t.byeRequests;
      teams = t.teams;
      otherLines = t.otherLines;
      pairByRankOrder = t.pairByRankOrder;
    }

    /** Sets {@link Tournament#header()}. */
    public Builder header(Map<String, String> value) {
      header = value;
      return this;
    }

    /** Sets {@link Tournament#players()}. */
    public Builder players(List<Player> value) {
      players = value;
      return this;
    }

    /** Sets {@link Tournament#totalRounds()}. */
    public Builder totalRounds(int value) {
      totalRounds = value;
      return this;
    }

    /** Sets {@link Tournament#initialColour()}. */
    public Builder initialColour(Colour value) {
      initialColour = value;
      return this;
    }

    /** Sets {@link Tournament#scoring()}. */
    public Builder scoring(ScoringSystem value) {
      scoring = value;
      return this;
    }

    /** Sets {@link Tournament#systemCode()}. */
    public Builder systemCode(String value) {
      systemCode = value;
      return this;
    }

    /** Sets {@link Tournament#acceleration()}. */
    public Builder acceleration(Map<Integer, List<Integer>> value) {
      acceleration = value;
      return this;
    }

    /** Sets {@link Tournament#forbidden()}. */
    public Builder forbidden(List<ForbiddenPairs> value) {
      forbidden = value;
      return this;
    }

    /** Sets {@link Tournament#byeRequests()}. */
    public Builder byeRequests(List<ByeRequest> value) {
      byeRequests = value;
      return this;
    }

    /** Sets {@link Tournament#teams()}. */
    public Builder teams(List<Team> value) {
      teams = value;
      return this;
    }

    /** Sets {@link Tournament#otherLines()}. */
    public Builder otherLines(List<String> value) {
      otherLines = value;
      return this;
    }

    /** Sets {@link Tournament#pairByRankOrder()}. */
    public Builder pairByRankOrder(boolean value) {
      pairByRankOrder = value;
      return this;
    }

    /** The tournament with these components. */
    public Tournament build() {
      return new Tournament(
          header,
          players,
          totalRounds,
          initialColour,
          scoring,
          systemCode,
          acceleration,
          forbidden,
          byeRequests,
          teams,
          otherLines,
          pairByRankOrder);
    }
  }

  /** The tournament cut to its first {@code rounds} rounds (later entries dropped). */
  public Tournament truncatedTo(int rounds) {
    List<Player> cut = new ArrayList<>();
    for (Player p : players) {
      List<RoundEntry> rs = p.rounds().subList(0, Math.min(rounds, p.rounds().size()));
      cut.add(p.withRounds(rs));
    }
    return withPlayers(cut);
  }
}
