package org.swisspair.solver.dutch.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.swisspair.model.RoundState;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.solver.criteria.BracketComparison;
import org.swisspair.solver.criteria.BracketEvaluation;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.testdouble.HandBuilt;
import org.swisspair.solver.testing.FixtureFiles;

class DutchRulesTest {
  // Before round 3: 3 has 2.0 (downfloated to 4 in round 2), 1 and 2 have 1.5, 5 has 1.0, 4 and 6
  // have 0. Scoregroups 2.0 {3}, 1.5 {1, 2}, 1.0 {5}, 0.0 {4, 6}.
  private static final RoundState STATE =
      new RoundState(
          HandBuilt.tournament(5, "4w1 2b=", "5w1 1w=", "6w1 4b1", "1b0 3w0", "2b0 6w1", "3b0 5b0"),
          3);

  // 3 downfloats and meets 2; 1 downfloats and meets 5; 4-6 in the last bracket.
  private static final List<Pair> X = List.of(new Pair(2, 3), new Pair(1, 5), new Pair(4, 6));
  // Same top brackets, but 1 and 5 both float to the last bracket: 1-6 and 5-4.
  private static final List<Pair> Y = List.of(new Pair(2, 3), new Pair(1, 6), new Pair(5, 4));

  @Test
  void reconstructsBracketsWithDownfloatersAndMdps() {
    List<BracketEvaluation> b = new DutchRules(STATE).evaluate(X);

    assertThat(b).extracting(BracketEvaluation::score).containsExactly(20, 15, 10, 0);
    assertThat(b.get(0).downfloaters()).containsExactly(3);
    assertThat(b.get(1).mdps()).containsExactly(3);
    assertThat(b.get(1).residents()).containsExactly(1, 2);
    assertThat(b.get(1).pairs()).containsExactly(List.of(3, 2));
    assertThat(b.get(1).downfloaters()).containsExactly(1);
    assertThat(b.get(2).pairs()).containsExactly(List.of(1, 5));
    assertThat(b.get(3).pairs()).containsExactly(List.of(4, 6));
  }

  @Test
  void measuresDownfloatersAndFloatHistory() {
    List<BracketEvaluation> b = new DutchRules(STATE).evaluate(X);

    // Top bracket: 3 alone downfloats, and it downfloated last round too (C14).
    assertThat(b.get(0).value("C6")).containsExactly(1L);
    assertThat(b.get(0).value("C7")).containsExactly(20L);
    assertThat(b.get(0).value("C14")).containsExactly(1L);
    // 1.5 bracket: MDP 3 (downfloated last round) meets 2; no MDP stays in the limbo, so C18 has
    // no score difference to count (DUT-6), and resident 1 had no downfloat (C14).
    assertThat(b.get(1).value("C6")).containsExactly(1L);
    assertThat(b.get(1).value("C7")).containsExactly(15L);
    assertThat(b.get(1).value("C14")).containsExactly(0L);
    assertThat(b.get(1).value("C18")).isEmpty();
    assertThat(b.get(1).value("C15")).containsExactly(0L);
    // C8 of the top bracket looks at the 1.5 bracket's downfloaters.
    assertThat(b.get(0).value("C8")).containsExactly(1L, 15L);
  }

  @Test
  void weighsAnMdpLeftInTheLimboInC18NotInC14() throws Exception {
    // Fixture n024-r09-messy-s5009 round 6 (both endorsed engines): the 1.0 bracket has resident
    // 24 and MDPs 21 and 22 (1.5; 22 downfloated last round); one MDP stays in the limbo.
    Path root = FixtureFiles.root().resolve("dutch/n024-r09-messy-s5009");
    RoundState s = new RoundState(new TrfReader().read(root.resolve("round06.trf")), 6);
    List<Pair> endorsed = readPairs(root.resolve("round06.pairs"));
    List<Pair> other = new ArrayList<>(endorsed);
    other.remove(new Pair(24, 22));
    other.remove(new Pair(18, 21));
    other.add(new Pair(24, 21));
    other.add(new Pair(18, 22));
    assertThat(other).hasSameSizeAs(endorsed);

    DutchRules rules = new DutchRules(s);
    BracketEvaluation paired = scoreGroup(rules.evaluate(endorsed), 10);
    BracketEvaluation limbo = scoreGroup(rules.evaluate(other), 10);
    // 22 floating on from the limbo is no resident downfloater (DUT-1) ...
    assertThat(paired.value("C14")).containsExactly(0L);
    assertThat(limbo.value("C14")).containsExactly(0L);
    // ... but an MDP with a downfloat, 0.5 above the residents, left in the limbo (DUT-6).
    assertThat(paired.value("C18")).isEmpty();
    assertThat(limbo.value("C18")).containsExactly(5L);

    BracketComparison c = compare(s, endorsed, other).orElseThrow();
    assertThat(c.criterion()).contains("C18");
    assertThat(c.first().compareTo(c.second())).isNegative();
  }

  /** The engine format: the number of pairs, then {@code white black}, the PAB as {@code id 0}. */
  private static List<Pair> readPairs(Path file) throws IOException {
    List<String> lines = Files.readAllLines(file);
    List<Pair> pairs = new ArrayList<>();
    for (String l : lines.subList(1, Integer.parseInt(lines.get(0).trim()) + 1)) {
      String[] f = l.trim().split("\\s+");
      pairs.add(new Pair(Integer.parseInt(f[0]), Integer.parseInt(f[1])));
    }
    return pairs;
  }

  private static BracketEvaluation scoreGroup(List<BracketEvaluation> brackets, int score) {
    return brackets.stream().filter(b -> b.score() == score).findFirst().orElseThrow();
  }

  @Test
  void namesTheFirstDifferingBracketAndCriterion() {
    BracketComparison c = compare(STATE, X, Y).orElseThrow();

    assertThat(c.bracket()).isEqualTo(2);
    assertThat(c.criterion()).contains("C6");
    assertThat(c.first().compareTo(c.second())).isNegative();
    assertThat(c.describe()).contains("bracket 3").contains("C6").contains("first is better");
  }

  @Test
  void findsNoDifferenceWhenOnlyColoursDiffer() {
    List<Pair> swapped = List.of(new Pair(3, 2), new Pair(5, 1), new Pair(6, 4));

    assertThat(compare(STATE, X, swapped)).isEmpty();
  }

  @Test
  void leavesArticle4ToDecideBetweenEquallyGoodCandidates() {
    // Two homogeneous 4-player brackets paired two ways with the same criteria values.
    RoundState s = new RoundState(HandBuilt.tournament(5, "", "", "", ""), 1);
    List<Pair> a = List.of(new Pair(1, 3), new Pair(4, 2));
    List<Pair> b = List.of(new Pair(1, 4), new Pair(3, 2));

    BracketComparison c = compare(s, a, b).orElseThrow();

    assertThat(c.criterion()).isEmpty();
    assertThat(c.describe()).contains("decided by the candidate order");
  }

  private static Optional<BracketComparison> compare(RoundState s, List<Pair> a, List<Pair> b) {
    DutchRules rules = new DutchRules(s);
    return BracketComparison.of(rules.evaluate(a), rules.evaluate(b));
  }
}
