package org.swisspair.solver.arbiter;

/**
 * One reason a tournament is not in FIDE mode, from the round it applies (checklist Q40-46).
 *
 * @param kind what takes the tournament out of FIDE mode
 * @param round the first round it affects, 1-based
 * @param detail what exactly, with names and numbers
 */
public record FideModeCause(Kind kind, int round, String detail) {
  /** What takes a tournament out of FIDE mode. */
  public enum Kind {
    /** A system that is not a FIDE system in force (C.04.2 1.1): the two older texts. */
    SYSTEM("a pairing system that is not a FIDE system in force"),
    /** A scoring system outside FIDE's limits (C.04.1; GEN-5 to GEN-8). */
    SCORING("a scoring system outside FIDE's rules"),
    /** A tie-break list that is not C.07's. */
    TIE_BREAKS("tie-breaks outside C.07"),
    /** Prohibited pairings ({@code 260}) that start after round 1 (checklist Q196; ARB-7). */
    PROHIBITED_PAIRINGS("prohibited pairings added after round 1"),
    /** Boards fixed by hand that differ from the engine's pairing (checklist Q68-69; ARB-8). */
    MANUAL_BOARDS("manual boards that differ from the engine's pairing"),
    /** A PAB chosen by hand that differs from the engine's (ARB-8). */
    CHOSEN_PAB("a PAB chosen by hand that differs from the engine's"),
    /**
     * Avoidance "if possible" that is not FIDE's (club, federation, family: {@code ### AVOID},
     * ARB-10).
     */
    SOFT_AVOIDANCE("avoidance groups that are not FIDE's"),
    /**
     * Virtual points that are not the Baku method's, the one FIDE-approved acceleration (C.04.2
     * 1.1-1.2, C.04.7; ARB-17).
     */
    ACCELERATION("an acceleration that is not FIDE-approved"),
    /** The file itself says it left FIDE mode ({@code ### FIDE mode left}, checklist Q44-45). */
    DECLARED("the file says it left FIDE mode");

    private final String words;

    Kind(String words) {
      this.words = words;
    }

    /** The cause in words, as the {@code ###} comment gives it. */
    public String words() {
      return words;
    }
  }
}
