package org.swisspair.solver.research;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The tie-breaks of the FIDE Tie-Break Regulations (C.07) that the standings compute. */
public enum TieBreak {
  /** Buchholz: the sum of the opponents' scores (C.07 BH). */
  BH("BH"),
  /** Buchholz Cut-1: Buchholz without its least significant value (C.07 BH with Cut-1). */
  BH_C1("BH-C1"),
  /** Sonneborn-Berger: each opponent's score times the points scored against him (C.07 SB). */
  SB("SB"),
  /** Average rating of the opponents (C.07 ARO). */
  ARO("ARO"),
  /** Direct encounter among the tied participants (C.07 DE). */
  DE("DE"),
  /** Number of wins, with or without playing (C.07 WIN). */
  WIN("WIN");

  private final String code;

  TieBreak(String code) {
    this.code = code;
  }

  /** The C.07 acronym, e.g. {@code BH-C1}. */
  public String code() {
    return code;
  }

  /** The default order of the standings: BH-C1, BH, SB, DE, WIN, ARO. */
  public static final List<TieBreak> DEFAULT_ORDER = List.of(BH_C1, BH, SB, DE, WIN, ARO);

  /** Parses a comma-separated list of acronyms such as {@code BH-C1,BH,SB,DE}. */
  public static List<TieBreak> parseList(String text) {
    List<TieBreak> out = new ArrayList<>();
    for (String part : text.split(",")) {
      String p = part.trim().toUpperCase(Locale.ROOT);
      if (p.isEmpty()) {
        continue;
      }
      TieBreak found = null;
      for (TieBreak t : values()) {
        if (t.code.equals(p) || t.name().equals(p)) {
          found = t;
        }
      }
      if (found == null) {
        throw new IllegalArgumentException(
            "unknown tie-break '" + part.trim() + "'; known: BH, BH-C1, SB, ARO, DE, WIN");
      }
      if (out.contains(found)) {
        throw new IllegalArgumentException("tie-break " + found.code + " named twice");
      }
      out.add(found);
    }
    return out;
  }
}
