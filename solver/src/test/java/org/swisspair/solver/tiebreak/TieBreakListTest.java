package org.swisspair.solver.tiebreak;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.TrfReader;

/** Reading tie-break codes and lists: C.07 / TRF-2026 spellings, the 202 and 212 records. */
class TieBreakListTest {
  private static List<String> codes(String text) {
    return TieBreakList.parse(text).specs().stream().map(TieBreakSpec::code).toList();
  }

  @Test
  void readsCodesWithTheirModifiers() {
    assertThat(codes("BH/C1,BH,SB,DE,WIN,ARO"))
        .containsExactly("BH/C1", "BH", "SB", "DE", "WIN", "ARO");
    assertThat(codes("bh/m2, sb/c1/p, DE/P, KS/L+2, KS/L60, AOB/F, TPN/R, BH:GP"))
        .containsExactly("BH/M2", "SB/C1/P", "DE/P", "KS/L+2", "KS/L60", "AOB/F", "TPN/R", "BH:GP");
  }

  @Test
  void readsHyphenAndSpaceModifiersAndAliases() {
    assertThat(codes("BH-C1,SB")).containsExactly("BH/C1", "SB");
    assertThat(codes("BH C2 SB")).containsExactly("BH/C2", "SB");
    assertThat(codes("GE,KOYA,SNO,RTG")).containsExactly("REP", "KS", "TPN", "RTNG");
    assertThat(TieBreakSpec.parse("KS/L-1").limitHalfPoints()).isEqualTo(-1);
  }

  @Test
  void rejectsAnUnknownCodeNamingTheKnownOnes() {
    assertThatThrownBy(() -> TieBreakList.parse("BH,XYZ"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("unknown tie-break 'XYZ'")
        .hasMessageContaining("BH, FB, SB, AOB, ARO, TPR, PTP");
  }

  @Test
  void rejectsModifiersATieBreakDoesNotTake() {
    assertThatThrownBy(() -> TieBreakList.parse("WIN/C1"))
        .hasMessageContaining("WIN/C1")
        .hasMessageContaining("takes no Cut");
    assertThatThrownBy(() -> TieBreakList.parse("SB/M1")).hasMessageContaining("Median");
    assertThatThrownBy(() -> TieBreakList.parse("BH/Q"))
        .hasMessageContaining("unknown modifier 'Q'");
    assertThatThrownBy(() -> TieBreakList.parse("BH,BH")).hasMessageContaining("named twice");
    assertThatThrownBy(() -> TieBreakList.parse("BH:XP")).hasMessageContaining("MP or GP");
  }

  @Test
  void writesTheListAsA202RecordHoldsIt() {
    TieBreakList l = TieBreakList.parse("bh-c1, BH, sb");
    assertThat(l.trfText()).isEqualTo("BH/C1,BH,SB");
    assertThat(TieBreakList.parse(l.trfText())).isEqualTo(l);
    assertThat(TieBreakList.defaultIndividual().trfText()).isEqualTo("BH/C1,BH,SB,DE,WIN,ARO");
  }

  private static Tournament file(String records) throws Exception {
    return new TrfReader()
        .read(
            "t.trf",
            "012 Tie-break list\n"
                + records
                + "001    1      Alpha, Ann                        2000                             1.0          2 w 1\n"
                + "001    2      Beta, Bob                         1900                             0.0          1 b 0\n");
  }

  @Test
  void readsThe202Record() throws Exception {
    assertThat(TieBreakList.fromTrf(file("202 BH/C1,BH,SB,DE\n")).orElseThrow().trfText())
        .isEqualTo("BH/C1,BH,SB,DE");
    assertThat(TieBreakList.fromTrf(file(""))).isEmpty();
  }

  @Test
  void readsThe212RecordWithoutItsPointsWhenThereIsNo202() throws Exception {
    assertThat(TieBreakList.fromTrf(file("212 PTS,DE,WIN\n")).orElseThrow().trfText())
        .isEqualTo("DE,WIN");
    assertThat(TieBreakList.fromTrf(file("202 BH\n212 PTS,DE\n")).orElseThrow().trfText())
        .isEqualTo("BH");
  }

  @Test
  void aBad202RecordIsNamed() throws Exception {
    Tournament t = file("202 BH,CUT9\n");
    assertThatThrownBy(() -> TieBreakList.fromTrf(t))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("record 202: ")
        .hasMessageContaining("'CUT9'");
  }
}
