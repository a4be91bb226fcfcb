package org.swisspair.solver.output;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.swisspair.api.PairedRound;
import org.swisspair.api.Swisspair;
import org.swisspair.model.RoundState;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.solver.checker.TournamentChecker;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.pairing.Explanation;
import org.swisspair.solver.pairing.PairingSystem;

class ExplanationTextTest {
  static List<String> systems() {
    return Swisspair.systems();
  }

  @ParameterizedTest
  @MethodSource("systems")
  void legendListsTheSystemsOwnCriteriaInOrderOneLineEach(String system) throws Exception {
    Path file = OutputFixtures.withPabAndBye();
    PairingSystem s = Swisspair.system(system);
    PairedRound r = OutputFixtures.paired(file, system);
    // The legend comes from the rules the system pairs by, whatever they are.
    RoundState state =
        new RoundState(TournamentChecker.asDeclared(new TrfReader().read(file)), r.round());
    List<Criterion> criteria = s.rules(state).criteria();
    String text = r.explain();

    List<String> legend =
        text.lines().filter(l -> l.matches("  \\S+ +(absolute|completion|quality) .*")).toList();
    assertThat(legend).hasSameSizeAs(criteria);
    for (int i = 0; i < criteria.size(); i++) {
      assertThat(legend.get(i))
          .startsWith("  " + criteria.get(i).id() + " ")
          .endsWith(criteria.get(i).rule());
    }
  }

  @ParameterizedTest
  @MethodSource("systems")
  void everyPairAndColourDecisionNamesBothPlayersWithTheirScores(String system) throws Exception {
    PairedRound r = OutputFixtures.paired(OutputFixtures.withPabAndBye(), system);
    String text = r.explain();
    Explanation e = r.explanation();

    for (Explanation.ColourDecision c : e.colours()) {
      String white = r.tournament().player(c.white()).name();
      String black = r.tournament().player(c.black()).name();
      assertThat(text)
          .containsPattern(
              "(?m)^  "
                  + c.white()
                  + " "
                  + white
                  + " \\(\\d+\\.\\d\\) - "
                  + c.black()
                  + " "
                  + black
                  + " \\(\\d+\\.\\d\\): "
                  + java.util.regex.Pattern.quote(c.rule()));
    }
    long pairLines = text.lines().filter(l -> l.startsWith("  pair:")).count();
    long pairs = e.brackets().stream().mapToLong(b -> b.pairs().size()).sum();
    assertThat(pairLines).isEqualTo(pairs);
  }
}
