package org.swisspair.solver.dutch.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.ColourPreference;
import org.swisspair.model.PlayerState;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.solver.pairing.ColourAllocation;
import org.swisspair.solver.testdouble.HandBuilt;

class DutchColourRulesTest {
  private static final Colour W = Colour.WHITE;
  private static final Colour B = Colour.BLACK;

  private static final RoundState ANY = new RoundState(HandBuilt.tournament(5, "", "", "", ""), 1);

  private static PlayerState player(int id, int score, boolean top, Colour... played) {
    List<Colour> colours = List.of(played);
    int diff = 0;
    for (Colour c : colours) {
      diff += c == W ? 1 : -1;
    }
    return new PlayerState(
        id,
        score,
        score,
        colours,
        diff,
        ColourPreference.of(colours),
        new ArrayList<>(),
        Set.of(),
        false,
        0,
        id,
        top);
  }

  @Test
  void grantsBothPreferencesBy521() {
    ColourAllocation c =
        DutchColourRules.allocate(player(1, 10, false, W), player(2, 10, false, B), ANY);

    assertThat(c).isEqualTo(new ColourAllocation(2, 1, "5.2.1"));
  }

  @Test
  void grantsTheStrongerPreferenceBy522() {
    // 1: strong White (difference -1); 2: mild White (alternating after Black).
    ColourAllocation c =
        DutchColourRules.allocate(player(2, 10, false, W, B), player(1, 10, false, B), ANY);

    assertThat(c).isEqualTo(new ColourAllocation(1, 2, "5.2.2"));
  }

  @Test
  void grantsTheWiderColourDifferenceBetweenAbsoluteTopscorersBy522() {
    // Both absolute for White; 2 has difference -2, 1 only -1 (two Blacks in a row).
    ColourAllocation c =
        DutchColourRules.allocate(
            player(1, 40, true, W, B, B), player(2, 40, true, B, W, B, B), ANY);

    assertThat(c).isEqualTo(new ColourAllocation(2, 1, "5.2.2"));
  }

  @Test
  void alternatesToTheLatestDifferentRoundBy523() {
    // Both mild White after W B; two games before, 1 had White and 2 Black.
    ColourAllocation c =
        DutchColourRules.allocate(
            player(1, 20, false, B, W, W, B), player(2, 20, false, W, B, W, B), ANY);

    assertThat(c.article()).isEqualTo("5.2.3");
    assertThat(c.white()).isEqualTo(2);
  }

  @Test
  void comparesPlayedGamesOnlyWithUnplayedRoundsMovedToTheFrontBy523() {
    // Player 1: W B (H) (Z) W, played W B W. Player 2: W W B B W. Both strong Black.
    // Aligned on played games (C.04.2 3.4) the latest difference is 1 W / 2 B three games back:
    // 1 gets Black. Aligned on rounds it would be round 2 (1 B / 2 W) and 1 would get White.
    Tournament t =
        HandBuilt.tournament(
            9,
            "3w1 4b0 0-H 0-Z 5w0",
            "6w0 7w1 8b0 9b1 3w0",
            "1b0 0-Z 0-Z 0-Z 2b1",
            "0-Z 1w1",
            "0-Z 0-Z 0-Z 0-Z 1b1",
            "2b1",
            "0-Z 2b0",
            "0-Z 0-Z 2w1",
            "0-Z 0-Z 0-Z 2w0");
    RoundState s = new RoundState(t, 6);

    ColourAllocation c = DutchColourRules.allocate(s.player(1), s.player(2), s);

    assertThat(s.player(1).preference().strength()).isEqualTo(ColourPreference.Strength.STRONG);
    assertThat(s.player(2).preference().strength()).isEqualTo(ColourPreference.Strength.STRONG);
    assertThat(c).isEqualTo(new ColourAllocation(2, 1, "5.2.3"));
  }

  @Test
  void grantsTheHigherRankedPlayersPreferenceBy524() {
    // Same history W B: mild White for both; 2 has the higher score.
    ColourAllocation c =
        DutchColourRules.allocate(player(1, 10, false, W, B), player(2, 20, false, W, B), ANY);

    assertThat(c).isEqualTo(new ColourAllocation(2, 1, "5.2.4"));
  }

  @Test
  void givesAnOddTpnTheInitialColourBy525() {
    Tournament t = HandBuilt.tournament(5, "", "", "", "");
    RoundState s = new RoundState(Tournament.of(t.players(), 5, Colour.BLACK), 1);

    assertThat(DutchColourRules.allocate(s.player(1), s.player(4), s))
        .isEqualTo(new ColourAllocation(4, 1, "5.2.5"));
    assertThat(DutchColourRules.allocate(s.player(2), s.player(3), s))
        .isEqualTo(new ColourAllocation(2, 3, "5.2.5"));
  }

  @Test
  void givesTheSameColoursWhicheverPlayerComesFirst() {
    RoundState s = Rounds.TOPSCORERS;
    for (int a = 1; a <= 8; a++) {
      for (int b = a + 1; b <= 8; b++) {
        ColourAllocation ab = DutchColourRules.allocate(s.player(a), s.player(b), s);
        ColourAllocation ba = DutchColourRules.allocate(s.player(b), s.player(a), s);
        DutchColourRules.Allocation engine =
            DutchColourRules.allocate(s.player(a), s.player(b), s.initialColour());

        assertThat(ab).isEqualTo(ba);
        assertThat(ab.white() == a).isEqualTo(engine.higherColour() == W);
        assertThat(ab.article()).isEqualTo(engine.article());
      }
    }
  }

  @Test
  void usesThePairingNumberBy525ForAPlayerWithoutAColourRank() {
    // A player not to be paired this round has no colour rank; a file may still pair them.
    PlayerState unranked = withColourRank(player(3, 10, false), 0);
    PlayerState other = withColourRank(player(4, 10, false), 1);

    assertThat(DutchColourRules.allocate(unranked, other, ANY))
        .isEqualTo(new ColourAllocation(3, 4, "5.2.5"));
  }

  private static PlayerState withColourRank(PlayerState p, int rank) {
    return new PlayerState(
        p.id(),
        p.score(),
        p.pairingScore(),
        p.playedColours(),
        p.colourDifference(),
        p.preference(),
        p.floats(),
        p.opponents(),
        p.byeIneligible(),
        p.unplayedRounds(),
        rank,
        p.topscorer());
  }

  @Test
  void theColourAloneIsTheAllocationsColour() {
    java.util.SplittableRandom random = new java.util.SplittableRandom(20261127);
    java.util.Map<String, Integer> articles = new java.util.TreeMap<>();
    for (int i = 0; i < 20_000; i++) {
      PlayerState higher = randomPlayer(random, 1 + random.nextInt(40));
      PlayerState lower = randomPlayer(random, 41 + random.nextInt(40));
      Colour initial = random.nextBoolean() ? W : B;
      DutchColourRules.Allocation a = DutchColourRules.allocate(higher, lower, initial);

      assertThat(DutchColourRules.higherColour(higher, lower, initial))
          .as("case %d: %s / %s", i, higher, lower)
          .isEqualTo(a.higherColour());
      articles.merge(a.article(), 1, Integer::sum);
    }
    // every step of Article 5.2 decided some of the pairs
    assertThat(articles.keySet()).containsExactly("5.2.1", "5.2.2", "5.2.3", "5.2.4", "5.2.5");
  }

  private static PlayerState randomPlayer(java.util.SplittableRandom random, int id) {
    Colour[] played = new Colour[random.nextInt(6)];
    for (int k = 0; k < played.length; k++) {
      played[k] = random.nextBoolean() ? W : B;
    }
    return player(id, 10, random.nextInt(8) == 0, played);
  }
}
