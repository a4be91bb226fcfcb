package org.swisspair.solver.team;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.swisspair.model.RoundState;
import org.swisspair.model.team.PreferenceType;
import org.swisspair.model.team.PrimaryScore;
import org.swisspair.model.team.TeamRoundState;
import org.swisspair.model.team.TeamSettings;
import org.swisspair.model.team.TeamState;
import org.swisspair.model.team.TeamTournament;
import org.swisspair.model.trf.TeamRecordReader;
import org.swisspair.solver.criteria.Avoidance;
import org.swisspair.solver.pairing.AvoidingSystem;
import org.swisspair.solver.pairing.ColourAllocation;
import org.swisspair.solver.pairing.Explanation;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.twostage.PairCriterion;
import org.swisspair.solver.twostage.TwoStageBracket;
import org.swisspair.solver.twostage.TwoStagePairer;
import org.swisspair.solver.twostage.TwoStagePairing;
import org.swisspair.solver.twostage.TwoStageRound;
import org.swisspair.solver.twostage.Unit;
import org.swisspair.solver.twostage.UpfloaterCriterion;

/**
 * The Team Pairing System (C.04.6, 2026): teams paired by the shared two-stage procedure (Articles
 * 3.3-3.6) with the Team criteria C7-C10 and the colours of Article 4; the pairing numbers in and
 * out are team TPNs.
 */
public final class TeamPairingSystem implements AvoidingSystem {
  private final PreferenceType preferences;
  private final PrimaryScore primary;
  private final boolean baku;

  /** Soft avoidance over team TPNs (not FIDE; ARB-14), null without. */
  private final Avoidance avoidance;

  /** The system with the settings the file's {@code 192} code gives (default Type A, MP). */
  public TeamPairingSystem() {
    this(null, null);
  }

  /**
   * The system with the preference type and primary score given (null: as the file says), the
   * command line's {@code --colour-preferences} and {@code --primary-score}.
   */
  public TeamPairingSystem(PreferenceType preferences, PrimaryScore primary) {
    this(preferences, primary, false);
  }

  /**
   * The system with the settings given and, when {@code baku}, Baku acceleration (C.04.7) as a
   * {@code _BAKU} 192 code gives it: the command line's {@code --baku} (TEAM-20).
   */
  public TeamPairingSystem(PreferenceType preferences, PrimaryScore primary, boolean baku) {
    this(preferences, primary, baku, null);
  }

  private TeamPairingSystem(
      PreferenceType preferences, PrimaryScore primary, boolean baku, Avoidance avoidance) {
    this.preferences = preferences;
    this.primary = primary;
    this.baku = baku;
    this.avoidance = avoidance;
  }

  /** This system with Baku acceleration forced on (C.04.7, TEAM-20), its avoidance kept. */
  public TeamPairingSystem withBaku() {
    return new TeamPairingSystem(preferences, primary, true, avoidance);
  }

  /**
   * This system, its settings kept, with soft avoidance over team TPNs as its last criterion, after
   * C10 and before the identifier order of 3.6.3 (not FIDE; issue 34, ARB-14); the PAB and the
   * upfloaters are chosen as without it.
   */
  @Override
  public TeamPairingSystem withAvoidance(Avoidance avoidance) {
    return new TeamPairingSystem(preferences, primary, baku, avoidance);
  }

  /** True when this system forces Baku acceleration (the command line's {@code --baku}). */
  public boolean baku() {
    return baku;
  }

  /** The preference type this system forces, else {@code fallback}. */
  public PreferenceType preferencesOr(PreferenceType fallback) {
    return preferences != null ? preferences : fallback;
  }

  /** The primary score this system forces, else {@code fallback}. */
  public PrimaryScore primaryOr(PrimaryScore fallback) {
    return primary != null ? primary : fallback;
  }

  @Override
  public String name() {
    return "team";
  }

  /** The team tournament of {@code t} with this system's settings over the file's. */
  public TeamTournament teams(org.swisspair.model.Tournament t) {
    TeamTournament tt = TeamRecordReader.read(t);
    TeamSettings s = tt.settings();
    if (preferences != null) {
      s = s.withPreferences(preferences);
    }
    if (primary != null) {
      s = s.withPrimary(primary);
    }
    TeamTournament out = s.equals(tt.settings()) ? tt : tt.withSettings(s);
    boolean coded = t.systemCode().toUpperCase(java.util.Locale.ROOT).endsWith("_BAKU");
    boolean bakuPoints =
        baku && out.acceleration().isEmpty()
            || coded && tt.settings().primary() == PrimaryScore.MATCH;
    if (bakuPoints && s.primary() == PrimaryScore.GAME) {
      // C.04.7 1.4.4, also when --primary-score overrides the file's match points.
      throw new IllegalArgumentException(
          (baku ? "--baku" : "192 " + t.systemCode())
              + ": Baku acceleration needs match points as the primary score (C.04.7 1.4.4)");
    }
    // TEAM-20: --baku is a _BAKU 192 code; 250 records, when present, give the virtual points.
    return baku && out.acceleration().isEmpty() ? out.withBakuAcceleration() : out;
  }

  @Override
  public RoundPairing pair(RoundState state, boolean explain) throws NoValidPairingException {
    return pair(new TeamRoundState(teams(state.tournament()), state.round()), explain);
  }

  @Override
  public PairingRules rules(RoundState state) {
    return new TeamRules(new TeamRoundState(teams(state.tournament()), state.round()), avoidance);
  }

  /**
   * Pairs the round of {@code state}: the two-stage procedure, then colours (Article 4) and the
   * publishing order (C.04.2 3.6).
   *
   * @throws NoValidPairingException when no pairing complies with C1-C3 (3.3.3)
   */
  public RoundPairing pair(TeamRoundState state, boolean explain) throws NoValidPairingException {
    TwoStagePairing p = new TwoStagePairer().pair(round(state, avoidance));
    TeamColours colours = new TeamColours(state);
    List<Pair> boards = new ArrayList<>();
    List<Explanation.ColourDecision> decisions = new ArrayList<>();
    for (TwoStageBracket b : p.brackets()) {
      for (int[] pair : b.pairs()) {
        ColourAllocation c = colours.allocate(pair[0], pair[1]);
        boards.add(new Pair(c.white(), c.black()));
        decisions.add(
            new Explanation.ColourDecision(
                c.white(), c.black(), c.article(), TeamColours.text(c.article())));
      }
    }
    if (p.pab() != 0) {
      boards.add(new Pair(p.pab(), 0));
    }
    boards = boardOrder(state, boards);
    Explanation explanation = null;
    if (explain) {
      List<Explanation.Bracket> brackets = new ArrayList<>();
      for (TwoStageBracket b : p.brackets()) {
        Map<String, String> criteria = new LinkedHashMap<>();
        b.criteria().forEach((k, v) -> criteria.put(k, v.toString()));
        List<List<Integer>> pairs = new ArrayList<>();
        for (int[] pair : b.pairs()) {
          pairs.add(List.of(pair[0], pair[1]));
        }
        brackets.add(
            new Explanation.Bracket(
                b.score(), b.residents(), b.upfloaters(), pairs, criteria, List.of()));
      }
      explanation = new Explanation(name(), brackets, decisions);
    }
    return new RoundPairing(state.round(), boards, explanation);
  }

  /**
   * The round as the two-stage procedure sees it: units, C1, the Team criteria C7-C10 and, when
   * given, soft avoidance after them (ARB-14).
   */
  static TwoStageRound round(TeamRoundState state, Avoidance avoidance) {
    List<Unit> units = new ArrayList<>();
    for (int t : state.teamsToPair()) {
      TeamState s = state.team(t);
      units.add(
          new Unit(
              t, s.pairingScore(), !s.byeIneligible(), s.matchesPlayed(), s.floatedLastRound()));
    }
    TeamCosts costs = new TeamCosts(state);
    boolean late = state.inLastTwoRounds();
    List<UpfloaterCriterion> stage1 = new ArrayList<>();
    if (!late) {
      stage1.add(
          new UpfloaterCriterion(
              "C7",
              "minimise upfloaters who were floaters in the previous round",
              u -> costs.c7(u.id()) == 1));
    }
    List<PairCriterion> stage2 = new ArrayList<>();
    stage2.add(
        pairCriterion(
            "C8",
            "minimise teams whose colour preference is not fulfilled",
            (a, b, v) -> costs.c8(a.id(), b.id())));
    if (state.tournament().settings().preferences() == PreferenceType.B) {
      stage2.add(
          pairCriterion(
              "C9",
              "minimise teams whose strong colour preference is not fulfilled",
              (a, b, v) -> costs.c9(a.id(), b.id())));
    }
    if (!late) {
      stage2.add(
          pairCriterion(
              "C10",
              "minimise upfloaters' opponents who were floaters in the previous round",
              (a, b, v) ->
                  (v.isUpfloater(a) && !v.isUpfloater(b) ? costs.c10(b.id()) : 0)
                      + (v.isUpfloater(b) && !v.isUpfloater(a) ? costs.c10(a.id()) : 0)));
    }
    TwoStageRound round = new TwoStageRound(units, state::compatible, stage1, stage2);
    return avoidance == null ? round : round.withAvoidance(avoidance);
  }

  private interface Cost {
    long of(Unit a, Unit b, PairCriterion.BracketView v);
  }

  private static PairCriterion pairCriterion(String id, String rule, Cost cost) {
    return new PairCriterion() {
      @Override
      public String id() {
        return id;
      }

      @Override
      public String rule() {
        return rule;
      }

      @Override
      public long cost(Unit a, Unit b, BracketView bracket) {
        return cost.of(a, b, bracket);
      }
    };
  }

  /**
   * The publishing order (C.04.2 3.6): the higher pairing score of the higher-ranked team, the
   * higher sum, the smaller TPN of the higher-ranked team (GEN-1); the PAB last.
   */
  public static List<Pair> boardOrder(TeamRoundState state, List<Pair> boards) {
    List<Pair> games = new ArrayList<>();
    List<Pair> byes = new ArrayList<>();
    for (Pair p : boards) {
      (p.isBye() ? byes : games).add(p);
    }
    games.sort(
        Comparator.<Pair>comparingInt(p -> -higher(state, p).pairingScore())
            .thenComparingInt(
                p -> -(state.team(p.white()).pairingScore() + state.team(p.black()).pairingScore()))
            .thenComparingInt(p -> higher(state, p).number()));
    games.addAll(byes);
    return games;
  }

  private static TeamState higher(TeamRoundState state, Pair p) {
    TeamState w = state.team(p.white());
    TeamState b = state.team(p.black());
    if (w.pairingScore() != b.pairingScore()) {
      return w.pairingScore() > b.pairingScore() ? w : b;
    }
    return w.number() < b.number() ? w : b;
  }
}
