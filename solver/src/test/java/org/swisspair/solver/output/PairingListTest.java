package org.swisspair.solver.output;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisspair.api.PairedRound;
import org.swisspair.model.Player;
import org.swisspair.model.Points;
import org.swisspair.solver.pairing.Pair;

class PairingListTest {
  @TempDir Path dir;

  @Test
  void textListGivesEachBoardWithNamesRatingsAndScores() throws Exception {
    PairedRound r = OutputFixtures.paired(OutputFixtures.example(), "dutch");
    List<String> lines = r.text().lines().toList();

    assertThat(lines.get(1)).isEqualTo("Round 4 pairings, Dutch system");
    assertThat(lines.get(3)).contains("Bd", "White", "Rtg", "Pts", "Black");
    List<Pair> games = r.games();
    for (int b = 0; b < games.size(); b++) {
      Player w = r.tournament().player(games.get(b).white());
      Player k = r.tournament().player(games.get(b).black());
      assertThat(lines.get(4 + b))
          .startsWith(String.format("%3d %4d  %s", b + 1, w.id(), w.name()))
          .contains(String.valueOf(w.rating()), k.name(), String.valueOf(k.rating()));
    }
    assertThat(lines).hasSize(4 + games.size());
  }

  @Test
  void textListEndsWithThePabAndThePlayersNotPaired() throws Exception {
    PairedRound r = OutputFixtures.paired(OutputFixtures.withPabAndBye(), "dutch");
    String text = r.text();
    int pab = r.pab().orElseThrow();

    assertThat(text)
        .containsPattern("(?m)^ {4,}" + pab + "  " + r.tournament().player(pab).name() + ".*")
        .contains("bye (pairing-allocated)")
        .contains("Not paired:")
        .containsPattern("(?m)^ +4  Test0004 Player0004 +2515 +1\\.5  half-point bye$");
  }

  @Test
  void scoresAreThePointsTheFileDeclaresBeforeTheRound() throws Exception {
    PairedRound r = OutputFixtures.paired(OutputFixtures.example(), "dutch");
    List<String> lines = r.text().lines().toList();
    List<Pair> games = r.games();
    for (int b = 0; b < games.size(); b++) {
      // The TRF points field of a file that stops before the round is the score before it.
      String white = Points.format(r.tournament().player(games.get(b).white()).declaredPoints());
      String black = Points.format(r.tournament().player(games.get(b).black()).declaredPoints());
      assertThat(lines.get(4 + b)).contains(" " + white + "  -  " + black + " ");
    }
  }

  @Test
  void htmlEscapesNamesAndHasOneRowPerBoardAndPab() throws Exception {
    PairedRound r = OutputFixtures.paired(OutputFixtures.withAwkwardName(dir), "dutch");
    String html = r.html();

    assertThat(html).contains("O&#39;Hara &amp; &lt;Sons&gt;").doesNotContain("<Sons>");
    assertThat(html.split("<tr class=\"game\">", -1)).hasSize(r.games().size() + 1);
    assertThat(html).doesNotContain("<tr class=\"pab\">");
    assertThat(html).startsWith("<!DOCTYPE html>").doesNotContain("<script").doesNotContain("src=");
  }
}
