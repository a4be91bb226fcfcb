package org.swisspair.solver.dutch.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.solver.criteria.BracketEvaluation;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.pairing.Pair;

class DutchCriteriaTest {

  @Test
  void listsC1ToC21InHandbookOrder() {
    List<String> ids = DutchCriteria.LIST.all().stream().map(Criterion::id).toList();

    assertThat(ids)
        .containsExactly(
            "C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9", "C10", "C11", "C12", "C13", "C14",
            "C15", "C16", "C17", "C18", "C19", "C20", "C21");
    assertThat(DutchCriteria.LIST.byId("C8").article()).isEqualTo("2.4.3");
    assertThat(DutchCriteria.LIST.byId("C4").kind()).isEqualTo(Criterion.Kind.COMPLETION);
  }

  @Test
  void writesTheValuesInListOrderWithScoresInPoints() {
    List<Pair> boards = List.of(new Pair(1, 3), new Pair(4, 5), new Pair(2, 6), new Pair(7, 0));
    BracketEvaluation top = new DutchRules(Rounds.SEVEN).evaluate(boards).get(0);

    assertThat(DutchCriteria.LIST.text(top).keySet())
        .containsExactly(
            "C5", "C6", "C7", "C8", "C9", "C10", "C11", "C12", "C13", "C14", "C15", "C16", "C17",
            "C18", "C19", "C20", "C21");
    assertThat(DutchCriteria.LIST.text(top))
        .containsEntry("C6", "1")
        .containsEntry("C7", "1.0")
        .containsEntry("C8", "1 (0.5)")
        .containsEntry("C5", "");
  }
}
