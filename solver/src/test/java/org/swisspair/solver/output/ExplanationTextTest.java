package org.swisspair.solver.output;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.swisspair.api.PairedRound;
import org.swisspair.api.Swisspair;
import org.swisspair.model.RoundState;
import org.swisspair.solver.checker.TournamentChecker;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.pairing.Explanation;
import org.swisspair.solver.swiss.RoundSetup;

class ExplanationTextTest {
  static List<OutputFixtures.Case> cases() throws Exception {
    return OutputFixtures.cases();
  }

  @ParameterizedTest
  @MethodSource("cases")
  void legendListsTheSystemsOwnCriteriaInOrderOneLineEach(OutputFixtures.Case c) throws Exception {
    PairedRound r = c.round();
    // The legend comes from the rules the system pairs by, whatever they are.
    RoundState state =
        RoundSetup.state(TournamentChecker.asDeclared(Swisspair.read(c.file())), r.round(), false);
    List<Criterion> criteria = Swisspair.system(c.system()).rules(state).criteria();
    String text = r.explain();

    List<String> legend =
        text.lines().filter(l -> l.matches("  \\S+ +(absolute|completion|quality) .*")).toList();
    assertThat(criteria).isNotEmpty();
    assertThat(legend).hasSameSizeAs(criteria);
    for (int i = 0; i < criteria.size(); i++) {
      assertThat(legend.get(i))
          .startsWith("  " + criteria.get(i).id() + " ")
          .endsWith(criteria.get(i).rule());
    }
  }

  @ParameterizedTest
  @MethodSource("cases")
  void everyPairAndColourDecisionNamesBothSidesWithTheirScores(OutputFixtures.Case c) {
    PairedRound r = c.round();
    String text = r.explain();
    Explanation e = r.explanation();

    assertThat(e.colours()).isNotEmpty();
    for (Explanation.ColourDecision d : e.colours()) {
      assertThat(text)
          .containsPattern(
              "(?m)^  "
                  + d.white()
                  + " "
                  + Pattern.quote(r.name(d.white()))
                  + " \\(\\d+\\.\\d\\) - "
                  + d.black()
                  + " "
                  + Pattern.quote(r.name(d.black()))
                  + " \\(\\d+\\.\\d\\): "
                  + Pattern.quote(d.rule()));
    }
    long pairLines = text.lines().filter(l -> l.startsWith("  pair:")).count();
    long pairs = e.brackets().stream().mapToLong(b -> b.pairs().size()).sum();
    assertThat(pairLines).isEqualTo(pairs);
  }
}
