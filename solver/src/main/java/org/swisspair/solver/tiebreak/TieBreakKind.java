package org.swisspair.solver.tiebreak;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The tie-breaks of C.07 by their C.07 / TRF-2026 acronym, with what each may be modified by. */
public enum TieBreakKind {
  /** Points: the primary score (C.07 Art. 5; the {@code PTS} of a TRF-2026 212 list). */
  PTS("Points", true, Mods.NONE),
  /** Direct encounter among the tied participants (C.07 Art. 6). */
  DE("Direct encounter", true, Mods.FORFEITS),
  /** Number of rounds won, with or without playing (C.07 WIN). */
  WIN("Number of wins", true, Mods.NONE),
  /** Number of games won over the board (C.07 WON). */
  WON("Number of games won", true, Mods.NONE),
  /** Number of games played with black (C.07 BPG). */
  BPG("Games played with black", true, Mods.NONE),
  /** Number of games won with black (C.07 BWG). */
  BWG("Games won with black", true, Mods.NONE),
  /**
   * Rounds one elected to play: the rounds that are not voluntarily unplayed (C.07 7.6, GE in the
   * 2024 text, REP in TRF-2026's list).
   */
  REP("Rounds elected to play", true, Mods.NONE),
  /** Sum of progressive scores (C.07 PS), with Cut-n dropping the first rounds. */
  PS("Progressive scores", true, Mods.CUT),
  /** Koya system: points against the opponents with at least half the maximum (C.07 KS). */
  KS("Koya system", true, Mods.LIMIT),
  /** Buchholz: the sum of the opponents' scores (C.07 BH). */
  BH("Buchholz", true, Mods.CUT_MEDIAN),
  /** Fore Buchholz: Buchholz with the final round's games taken as draws (C.07 FB). */
  FB("Fore Buchholz", true, Mods.CUT_MEDIAN),
  /** Sonneborn-Berger: each opponent's score times the points scored against him (C.07 SB). */
  SB("Sonneborn-Berger", true, Mods.CUT),
  /** Average of the opponents' Buchholz (C.07 AOB). */
  AOB("Average of opponents' Buchholz", true, Mods.CUT_MEDIAN),
  /** Average rating of the opponents (C.07 ARO). */
  ARO("Average rating of opponents", true, Mods.CUT_MEDIAN),
  /** Tournament performance rating (C.07 TPR). */
  TPR("Tournament performance rating", true, Mods.NONE),
  /** Perfect tournament performance (C.07 PTP). */
  PTP("Perfect tournament performance", true, Mods.NONE),
  /** Average of the opponents' tournament performance ratings (C.07 APRO). */
  APRO("Average performance rating of opponents", true, Mods.NONE),
  /** Average of the opponents' perfect tournament performances (C.07 APPO). */
  APPO("Average perfect performance of opponents", true, Mods.NONE),
  /** The score in the standard 1 / ½ / 0 points (C.07 7.7 of the 2026 text; TRF-2026 STD). */
  STD("Standard points", true, Mods.NONE),
  /** The tournament pairing number, lower first (C.07 7.8 of the 2026 text; TRF-2026 TPN). */
  TPN("Pairing number", false, Mods.NONE),
  /** The rating, higher first, unrated per the options (C.07 10.6 of the 2026 text; RTNG). */
  RTNG("Rating", true, Mods.NONE),
  /** Team events: the score that is not the primary one, game or match points (C.07 13.1). */
  MPVGP("Match points versus game points", true, Mods.NONE),
  /**
   * Team events: extended Sonneborn-Berger, each opponent's primary score times the secondary
   * points scored against him (C.07 13.2, TIE-15).
   */
  ESB("Extended Sonneborn-Berger", true, Mods.CUT),
  /** ESB with the opponent's match points times the match points scored (C.07 13.2). */
  EMMSB("Extended Sonneborn-Berger MP x MP", true, Mods.CUT),
  /** ESB with the opponent's match points times the game points scored (C.07 13.2). */
  EMGSB("Extended Sonneborn-Berger MP x GP", true, Mods.CUT),
  /** ESB with the opponent's game points times the match points scored (C.07 13.2). */
  EGMSB("Extended Sonneborn-Berger GP x MP", true, Mods.CUT),
  /** ESB with the opponent's game points times the game points scored (C.07 13.2). */
  EGGSB("Extended Sonneborn-Berger GP x GP", true, Mods.CUT),
  /**
   * Team events: extended direct encounter, the direct encounter by the primary score and, when
   * that separates nobody, by the secondary score (C.07 13.3).
   */
  EDE("Extended direct encounter", true, Mods.FORFEITS),
  /** EDE, then for two teams still tied their encounter's top board result (C.07 13.3.2). */
  EDET("Extended direct encounter, top boards", true, Mods.FORFEITS),
  /** EDE, then for two teams still tied their encounter's bottom board elimination (13.3.2). */
  EDEB("Extended direct encounter, bottom boards", true, Mods.FORFEITS),
  /** EDE, then for two teams still tied their encounter's board count, then TBR (13.3.2). */
  EDEBT("Extended direct encounter, board count, top boards", true, Mods.FORFEITS),
  /** EDE, then for two teams still tied their encounter's board count, then BBE (13.3.2). */
  EDEBB("Extended direct encounter, board count, bottom boards", true, Mods.FORFEITS),
  /**
   * Team events: scores and schedule strength combination, the secondary score plus the primary
   * Buchholz divided by a factor (C.07 13.4, TIE-16).
   */
  SSSC("Score and schedule strength combination", true, Mods.FORFEITS),
  /** Team events: board count, the sum of each board's game points times its number (C.07 12.1). */
  BC("Board count", false, Mods.NONE),
  /** Team events: top board result, game points on board 1, then board 2, ... (C.07 12.2). */
  TBR("Top board result", true, Mods.NONE),
  /** Team events: bottom board elimination, game points without the last boards (C.07 12.3). */
  BBE("Bottom board elimination", true, Mods.NONE);

  /** Which modifiers a tie-break takes (C.07 Art. 14). */
  enum Mods {
    NONE,
    CUT,
    CUT_MEDIAN,
    FORFEITS,
    LIMIT
  }

  private final String title;
  private final boolean higherFirst;
  private final Mods mods;

  TieBreakKind(String title, boolean higherFirst, Mods mods) {
    this.title = title;
    this.higherFirst = higherFirst;
    this.mods = mods;
  }

  /** The C.07 acronym, e.g. {@code BH}. */
  public String code() {
    return this == MPVGP ? "MPvGP" : name();
  }

  /**
   * True for the tie-breaks that rank the members of each tied group among themselves (DE, the EDE
   * family, TBR, BBE) rather than give each participant a value of his own.
   */
  public boolean ranksWithinGroup() {
    return switch (this) {
      case DE, EDE, EDET, EDEB, EDEBT, EDEBB, TBR, BBE -> true;
      default -> false;
    };
  }

  /** True for the tie-breaks C.07 defines for team events only (Art. 12 and 13). */
  public boolean teamOnly() {
    return compareTo(MPVGP) >= 0;
  }

  /** The tie-break's name in C.07, e.g. {@code Buchholz}. */
  public String title() {
    return title;
  }

  /** True when a higher value ranks first (every tie-break but TPN). */
  public boolean higherFirst() {
    return higherFirst;
  }

  /** True when the tie-break takes Cut-n (C.07 Art. 14). */
  public boolean takesCut() {
    return mods == Mods.CUT || mods == Mods.CUT_MEDIAN;
  }

  /** True when the tie-break takes Median-n (C.07 Art. 14). */
  public boolean takesMedian() {
    return mods == Mods.CUT_MEDIAN;
  }

  /** True when the tie-break can count forfeits as games against the scheduled opponent. */
  public boolean takesForfeitsAsPlayed() {
    return mods == Mods.FORFEITS || mods == Mods.CUT_MEDIAN || mods == Mods.CUT;
  }

  /** True when the tie-break takes a limit (the Koya system's percentage). */
  public boolean takesLimit() {
    return mods == Mods.LIMIT;
  }

  /** The kind named by {@code acronym} (C.07 spelling, any case; GE, KOYA, RTG and SNO too). */
  public static Optional<TieBreakKind> byCode(String acronym) {
    String a = acronym.toUpperCase(Locale.ROOT);
    switch (a) {
      case "GE":
        return Optional.of(REP);
      case "KOYA":
        return Optional.of(KS);
      case "RTG":
        return Optional.of(RTNG);
      case "SNO":
        return Optional.of(TPN);
      default:
        break;
    }
    for (TieBreakKind k : values()) {
      if (k.name().equals(a)) {
        return Optional.of(k);
      }
    }
    return Optional.empty();
  }

  /** Every acronym, in C.07 order, for messages. */
  public static List<String> codes() {
    return java.util.Arrays.stream(values()).map(TieBreakKind::code).toList();
  }
}
