package org.swisspair.solver.tiebreak;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.swisspair.model.Tournament;

/**
 * An ordered list of tie-breaks (C.07 Art. 4.1), as a TRF-2026 {@code 202} record holds it: codes
 * separated by commas (or spaces), applied one after the other to break the ties left by the score.
 */
public final class TieBreakList {
  private final List<TieBreakSpec> specs;

  private TieBreakList(List<TieBreakSpec> specs) {
    this.specs = List.copyOf(specs);
  }

  /** A list of the given tie-breaks; the same tie-break twice is refused. */
  public static TieBreakList of(List<TieBreakSpec> specs) {
    List<String> seen = new ArrayList<>();
    for (TieBreakSpec s : specs) {
      if (seen.contains(s.code())) {
        throw new IllegalArgumentException("tie-break " + s.code() + " named twice");
      }
      seen.add(s.code());
    }
    return new TieBreakList(specs);
  }

  /**
   * Reads codes separated by commas or spaces, e.g. {@code BH/C1,BH,SB,DE}; a modifier standing
   * alone after a space ({@code BH C1}) belongs to the code before it. Throws {@link
   * IllegalArgumentException} naming the bad code and the known ones.
   */
  public static TieBreakList parse(String commaOrSpaceSeparatedCodes) {
    List<String> codes = new ArrayList<>();
    for (String part : commaOrSpaceSeparatedCodes.split(",")) {
      for (String token : part.strip().split("\\s+")) {
        if (token.isEmpty()) {
          continue;
        }
        if (!codes.isEmpty() && isBareModifier(token)) {
          codes.set(codes.size() - 1, codes.get(codes.size() - 1) + "/" + token);
        } else {
          codes.add(token);
        }
      }
    }
    List<TieBreakSpec> specs = new ArrayList<>();
    for (String c : codes) {
      specs.add(TieBreakSpec.parse(c));
    }
    return of(specs);
  }

  private static boolean isBareModifier(String token) {
    return token.matches("(?i)[CML]\\d+|L[+-]\\d+|[PFR]") && TieBreakKind.byCode(token).isEmpty();
  }

  /**
   * The list of the file's TRF-2026 {@code 202} record, else of its {@code 212} record without its
   * {@code PTS}; empty when the file has neither. Throws {@link IllegalArgumentException} naming
   * the record when it holds a bad code.
   */
  public static Optional<TieBreakList> fromTrf(Tournament t) {
    String record = "202";
    String text = t.header().get(record);
    if (text == null || text.isBlank()) {
      record = "212";
      text = t.header().get(record);
    }
    if (text == null || text.isBlank()) {
      return Optional.empty();
    }
    try {
      TieBreakList list = parse(text);
      if (record.equals("212")) {
        List<TieBreakSpec> rest = new ArrayList<>(list.specs);
        rest.removeIf(s -> s.kind() == TieBreakKind.PTS);
        list = new TieBreakList(rest);
      }
      return Optional.of(list);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("record " + record + ": " + e.getMessage(), e);
    }
  }

  /** The list the standings use when the file names none: BH/C1, BH, SB, DE, WIN, ARO. */
  public static TieBreakList defaultIndividual() {
    return parse("BH/C1,BH,SB,DE,WIN,ARO");
  }

  /**
   * The list the team standings use when the file names none: MPvGP, BH/C1, BH, ESB, EDE (TIE-15).
   */
  public static TieBreakList defaultTeam() {
    return parse("MPvGP,BH/C1,BH,ESB,EDE");
  }

  /** The tie-breaks in the order they apply. */
  public List<TieBreakSpec> specs() {
    return specs;
  }

  /** The list as a {@code 202} record holds it: the codes separated by commas. */
  public String trfText() {
    return String.join(",", specs.stream().map(TieBreakSpec::code).toList());
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof TieBreakList l && l.specs.equals(specs);
  }

  @Override
  public int hashCode() {
    return specs.hashCode();
  }

  @Override
  public String toString() {
    return trfText();
  }
}
