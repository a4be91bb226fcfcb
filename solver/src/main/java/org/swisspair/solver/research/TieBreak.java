package org.swisspair.solver.research;

import java.util.ArrayList;
import java.util.List;
import org.swisspair.solver.tiebreak.TieBreakKind;
import org.swisspair.solver.tiebreak.TieBreakSpec;

/**
 * The tie-breaks the research simulation ranks by, each one C.07 tie-break of {@link
 * org.swisspair.solver.tiebreak}; the standings command reads every C.07 code there.
 */
public enum TieBreak {
  /** Buchholz (C.07 BH). */
  BH(TieBreakSpec.of(TieBreakKind.BH)),
  /** Buchholz Cut-1 (C.07 BH/C1). */
  BH_C1(new TieBreakSpec(TieBreakKind.BH, 1, 0, false, 0, "")),
  /** Sonneborn-Berger (C.07 SB). */
  SB(TieBreakSpec.of(TieBreakKind.SB)),
  /** Average rating of the opponents (C.07 ARO). */
  ARO(TieBreakSpec.of(TieBreakKind.ARO)),
  /** Direct encounter among the tied participants (C.07 DE). */
  DE(TieBreakSpec.of(TieBreakKind.DE)),
  /** Number of wins, with or without playing (C.07 WIN). */
  WIN(TieBreakSpec.of(TieBreakKind.WIN));

  private final TieBreakSpec spec;

  TieBreak(TieBreakSpec spec) {
    this.spec = spec;
  }

  /** The C.07 code, e.g. {@code BH/C1}. */
  public String code() {
    return spec.code();
  }

  /** The tie-break as the C.07 package names it. */
  public TieBreakSpec spec() {
    return spec;
  }

  /** The default order of the research ranking: BH/C1, BH, SB, DE, WIN, ARO. */
  public static final List<TieBreak> DEFAULT_ORDER = List.of(BH_C1, BH, SB, DE, WIN, ARO);

  /** Parses a comma-separated list such as {@code BH/C1,BH,SB,DE} of these six tie-breaks. */
  public static List<TieBreak> parseList(String text) {
    List<TieBreak> out = new ArrayList<>();
    for (TieBreakSpec s : org.swisspair.solver.tiebreak.TieBreakList.parse(text).specs()) {
      TieBreak found = null;
      for (TieBreak t : values()) {
        if (t.spec.equals(s)) {
          found = t;
        }
      }
      if (found == null) {
        throw new IllegalArgumentException(
            "tie-break '"
                + s.code()
                + "' is not one the simulation ranks by: BH, BH/C1, SB, ARO,"
                + " DE, WIN");
      }
      out.add(found);
    }
    return out;
  }
}
