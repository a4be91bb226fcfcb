package org.swisspair.solver.research;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Player;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.PairingSystems;
import org.swisspair.solver.pairing.RoundPairing;

class StudyTest {
  private static final Field.Source FIELD = Field.distribution("normal:1800:300", 14, 50);

  private static StudyOptions options(int tournaments, int threads) {
    return StudyOptions.of(
            FIELD, 5, tournaments, SystemVariant.parseList("dutch,burstein,dutch+baku"), 7)
        .withThreads(threads)
        .withIrregularities(0.05, 0.05, 0.05)
        .withTopK(3);
  }

  @Test
  void theRowsDoNotDependOnTheNumberOfThreads() {
    List<Study.Result> one = Study.run(options(5, 1), (d, t) -> {});
    List<Study.Result> two = Study.run(options(5, 2), (d, t) -> {});
    assertThat(one).hasSize(15);
    assertThat(two).hasSize(15);
    for (int i = 0; i < one.size(); i++) {
      Study.Result a = one.get(i);
      Study.Result b = two.get(i);
      assertThat(b.tournament()).isEqualTo(a.tournament());
      assertThat(b.system()).isEqualTo(a.system());
      assertThat(b.seed()).isEqualTo(a.seed());
      assertThat(b.status()).isEqualTo(a.status());
      assertThat(b.roundMillis()).hasSize(5);
      for (Metric m : Metric.values()) {
        if (!m.timing()) {
          assertThat(b.value(m)).as("%s of row %d", m, i).isEqualTo(a.value(m));
        }
      }
    }
    assertThat(one.stream().map(Study.Result::system).distinct())
        .containsExactly("dutch", "burstein", "dutch+baku");
  }

  @Test
  void everySystemMeetsTheSameFieldAndTheSameDraws() {
    StudyOptions o = options(1, 1);
    for (long index = 0; index < 6; index++) {
      Draws d = new Draws(o.seed(), index, o.field(), o.rounds());
      Draws again = new Draws(o.seed(), index, o.field(), o.rounds());
      assertThat(again.field().ratings()).containsExactly(d.field().ratings());
      assertThat(again.field().strengths()).containsExactly(d.field().strengths());
      Tournament dutch =
          Simulator.play(d, SystemVariant.parse("dutch"), SystemVariant.parse("dutch").create(), o)
              .tournament();
      Tournament burstein =
          Simulator.play(
                  d, SystemVariant.parse("burstein"), SystemVariant.parse("burstein").create(), o)
              .tournament();
      // The same pairing in the same round gives the same result under either system.
      int same = 0;
      for (Player p : dutch.players()) {
        for (int r = 1; r <= o.rounds(); r++) {
          RoundEntry a = p.round(r);
          RoundEntry b = burstein.player(p.id()).round(r);
          if (a.opponent() > 0 && a.opponent() == b.opponent() && a.colour() == b.colour()) {
            assertThat(b.result())
                .as("seed index %d round %d player %d", index, r, p.id())
                .isEqualTo(a.result());
            same++;
          }
          if (!a.paired() && a.result() != org.swisspair.model.ResultCode.PAIRING_BYE) {
            // Byes and absences are drawn before pairing: the same under every system.
            assertThat(b).isEqualTo(a);
          }
        }
      }
      // Burstein's seeding rounds are Dutch rounds: round 1 at least is shared.
      assertThat(same).isGreaterThanOrEqualTo(dutch.size() / 2);
    }
  }

  @Test
  void aSystemThatFailsInARoundGivesARowWithTheFailureInsteadOfEndingTheStudy() {
    StudyOptions o = options(1, 1);
    Draws d = new Draws(o.seed(), 0, o.field(), o.rounds());
    PairingSystem dutch = SystemVariant.parse("dutch").create();
    PairingSystem failsInRound3 =
        new PairingSystem() {
          @Override
          public String name() {
            return "fails";
          }

          @Override
          public RoundPairing pair(RoundState state, boolean explain)
              throws NoValidPairingException {
            if (state.round() == 3) {
              throw new IllegalStateException("bracket 2 has no players");
            }
            return dutch.pair(state, explain);
          }

          @Override
          public PairingRules rules(RoundState state) {
            return dutch.rules(state);
          }
        };
    Simulator.Played p = Simulator.play(d, SystemVariant.parse("dutch"), failsInRound3, o);
    assertThat(p.complete()).isFalse();
    assertThat(p.error())
        .isEqualTo(
            "round 3: " + Simulator.FAILED + "IllegalStateException: bracket 2 has no players");
    // The rounds before the failure are kept.
    assertThat(p.tournament().players()).anyMatch(pl -> pl.round(2).opponent() > 0);
  }

  @Test
  void resultsFollowTheGameModelAndTheHigherRankedPlayersDraw() {
    GameModel.Outcome o = GameModel.MILVANG.outcome(2200, 2000);
    int steps = 100_000;
    for (boolean higherIsWhite : new boolean[] {true, false}) {
      int[] count = new int[3];
      for (int i = 0; i < steps; i++) {
        count[Simulator.outcome(o, higherIsWhite, (i + 0.5) / steps)]++;
      }
      // Evenly spread uniforms reproduce the probabilities to the grid's resolution.
      assertThat(count[0] / (double) steps).isCloseTo(o.white(), within(2.0 / steps));
      assertThat(count[1] / (double) steps).isCloseTo(o.draw(), within(2.0 / steps));
      assertThat(count[2] / (double) steps).isCloseTo(o.black(), within(2.0 / steps));
    }
    // A small draw is a good day for the higher-ranked player, a large one a bad day.
    assertThat(Simulator.outcome(o, true, 0.01)).isZero();
    assertThat(Simulator.outcome(o, false, 0.01)).isEqualTo(2);
    assertThat(Simulator.outcome(o, true, 0.999)).isEqualTo(2);
    assertThat(Simulator.outcome(o, false, 0.999)).isZero();
  }

  @Test
  void playedGamesFollowTheGameModel() {
    // Two equal players, one round: White's share of wins must be the model's .3549.
    Field.Source two =
        new Field.Source() {
          @Override
          public Field draw(SplittableRandom rnd) {
            return new Field(new int[] {2000, 2000}, new double[] {2000, 2000});
          }

          @Override
          public int players() {
            return 2;
          }

          @Override
          public String describe() {
            return "two players at 2000";
          }
        };
    StudyOptions o = StudyOptions.of(two, 1, 1, SystemVariant.parseList("dutch"), 11);
    int games = 3_000;
    int whiteWins = 0;
    int draws = 0;
    var dutch = SystemVariant.parse("dutch").create();
    for (int i = 0; i < games; i++) {
      Draws d = new Draws(o.seed(), i, two, 1);
      Tournament t = Simulator.play(d, SystemVariant.parse("dutch"), dutch, o).tournament();
      RoundEntry e = t.player(1).round(1);
      boolean oneIsWhite = e.colour() == org.swisspair.model.Colour.WHITE;
      switch (e.result()) {
        case WIN -> whiteWins += oneIsWhite ? 1 : 0;
        case LOSS -> whiteWins += oneIsWhite ? 0 : 1;
        case DRAW -> draws++;
        default -> throw new AssertionError(e);
      }
    }
    // Four standard errors of a proportion near .35 over 3,000 games: about 0.035.
    assertThat(whiteWins / (double) games).isCloseTo(0.3549, within(0.035));
    assertThat(draws / (double) games).isCloseTo(0.3628, within(0.035));
  }

  @Test
  void aStrongFieldRanksBetterThanChance() {
    List<Study.Result> rows =
        Study.run(StudyOptions.of(FIELD, 5, 6, SystemVariant.parseList("dutch"), 3), (d, t) -> {});
    double tau = Summary.of(rows).line("dutch", Metric.KENDALL_TAU).estimate().mean();
    assertThat(tau).isBetween(0.2, 1.0);
    assertThat(rows).allSatisfy(r -> assertThat(r.status()).isEqualTo("ok"));
  }

  @Test
  void aRoundInWhichEverybodyHasAByeIsPlayedOn() {
    StudyOptions o =
        StudyOptions.of(
                Field.distribution("normal", 4, 0), 3, 3, SystemVariant.parseList("dutch"), 2)
            .withIrregularities(0.5, 0.5, 0);
    List<Study.Result> rows = Study.run(o, (d, t) -> {});
    assertThat(rows).hasSize(3).allSatisfy(r -> assertThat(r.status()).isEqualTo("ok"));
    // Nobody played: every colour measure is undefined, the ranking is by lot.
    assertThat(rows.get(0).value(Metric.COLOUR_DIFF_0)).isNaN();
    assertThat(rows.get(0).value(Metric.KENDALL_TAU)).isBetween(-1.0, 1.0);
  }

  @Test
  void systemNamesComeFromTheRegistry() {
    assertThat(SystemVariant.parse("Dutch+Baku")).isEqualTo(new SystemVariant("dutch", true));
    assertThatThrownBy(() -> SystemVariant.parse("swiss"))
        .hasMessageContaining("unknown pairing system 'swiss'")
        .hasMessageContaining("dutch");
    String unbuilt =
        PairingSystems.REGISTRY.stream()
            .filter(e -> !e.built())
            .map(PairingSystems.Entry::name)
            .filter(n -> !SystemVariant.NOT_SIMULATED.containsKey(n))
            .findFirst()
            .orElse(null);
    if (unbuilt != null) {
      assertThatThrownBy(() -> SystemVariant.parse(unbuilt)).hasMessageContaining("not built yet");
    }
  }

  @Test
  void fieldsAreSortedByRatingAndReproducible() {
    Field a = FIELD.draw(new SplittableRandom(5));
    Field b = FIELD.draw(new SplittableRandom(5));
    assertThat(a.ratings()).containsExactly(b.ratings());
    for (int i = 1; i < a.size(); i++) {
      assertThat(a.ratings()[i]).isLessThanOrEqualTo(a.ratings()[i - 1]);
    }
    Field u = Field.distribution("uniform:1500:1600", 30, 0).draw(new SplittableRandom(1));
    assertThat(java.util.Arrays.stream(u.ratings()).boxed())
        .allSatisfy(r -> assertThat(r).isBetween(1500, 1600));
    assertThatThrownBy(() -> Field.distribution("cauchy:1:2", 10, 0))
        .hasMessageContaining("normal:MEAN:SD");
  }
}
