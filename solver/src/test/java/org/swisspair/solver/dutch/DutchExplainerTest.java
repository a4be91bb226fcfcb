package org.swisspair.solver.dutch;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.swisspair.model.RoundState;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.solver.checker.VerifyingPairingSystem;
import org.swisspair.solver.pairing.Explanation;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.testing.FixtureFiles;

class DutchExplainerTest {

  private static RoundPairing explained(String trf) throws Exception {
    Tournament t = new TrfReader().read(FixtureFiles.root().resolve(trf));
    int round = Integer.parseInt(trf.replaceAll(".*round(\\d+)\\.trf", "$1"));
    return VerifyingPairingSystem.of(TestSystems.fast()).pair(new RoundState(t, round), true);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "dutch/n009-r05-messy-s5002/round05.trf",
        "dutch/n047-r09-messy-s5014/round07.trf",
        "dutch/n062-r09-messy-s5033-baku/round03.trf",
        "dutch/n032-r09-messy-s5011-w3d1/round06.trf"
      })
  void listsEveryPlayerOnceAndEveryDownfloaterWithItsReason(String trf) throws Exception {
    Tournament t = new TrfReader().read(FixtureFiles.root().resolve(trf));
    int round = Integer.parseInt(trf.replaceAll(".*round(\\d+)\\.trf", "$1"));
    RoundState state = new RoundState(t, round);
    RoundPairing pairing = explained(trf);
    Explanation e = pairing.explanation();

    // Every player to pair is a resident of exactly one bracket.
    List<Integer> residents = new ArrayList<>();
    e.brackets().forEach(b -> residents.addAll(b.residents()));
    assertThat(residents).doesNotHaveDuplicates();
    assertThat(new HashSet<>(residents)).isEqualTo(new HashSet<>(state.playersToPair()));

    List<Integer> carried = List.of();
    Set<Integer> paired = new HashSet<>();
    for (Explanation.Bracket b : e.brackets()) {
      // The MDPs of a bracket are exactly the downfloaters of the one above.
      assertThat(b.mdps()).containsExactlyInAnyOrderElementsOf(carried);
      Set<Integer> present = new HashSet<>(b.residents());
      present.addAll(b.mdps());
      Set<Integer> left = new HashSet<>(present);
      b.pairs().forEach(p -> left.removeAll(p));
      b.pairs().forEach(paired::addAll);
      List<Integer> down = b.downfloaters().stream().map(Explanation.Downfloater::player).toList();
      // The downfloaters are exactly the players who leave the bracket unpaired.
      assertThat(new HashSet<>(down)).isEqualTo(left);
      assertThat(b.criteria()).containsEntry("C6", Integer.toString(down.size()));
      assertThat(b.criteria().keySet()).contains("C5", "C7", "C8", "C9", "C13", "C17", "C21");
      assertThat(b.downfloaters()).allSatisfy(d -> assertThat(d.reason()).isNotBlank());
      carried = down;
    }
    // The last bracket's only downfloater, if any, is the PAB receiver.
    assertThat(carried).isEqualTo(pairing.pab() == 0 ? List.of() : List.of(pairing.pab()));
    if (pairing.pab() != 0) {
      Explanation.Bracket last = e.brackets().get(e.brackets().size() - 1);
      assertThat(last.downfloaters().get(0).reason()).startsWith("PAB receiver");
    }
    for (Pair p : pairing.games()) {
      assertThat(paired).contains(p.white(), p.black());
    }
    assertThat(e.colours()).hasSize(pairing.games().size());
  }
}
