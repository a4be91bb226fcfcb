package org.swisspair.model.trf;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.swisspair.model.Tournament;

/**
 * The {@code ###} comment a file that has left FIDE mode carries, giving the round (checklist Q44):
 * {@code ### FIDE mode left @ Round 5: manual boards differ from the engine's pairing}.
 *
 * @param round the first round not in FIDE mode
 * @param reason why, in words
 */
public record FideModeComment(int round, String reason) {
  private static final Pattern LINE =
      Pattern.compile(
          "###\\s*FIDE\\s+mode\\s+left\\s*@\\s*Round\\s+(\\d{1,3})\\s*(?::(.*))?",
          Pattern.CASE_INSENSITIVE);

  /** Checks the round. */
  public FideModeComment {
    if (round < 1) {
      throw new IllegalArgumentException("round must be >= 1, was " + round);
    }
    reason = reason == null ? "" : reason.strip();
  }

  /** The comment line. */
  public String line() {
    return "### FIDE mode left @ Round " + round + (reason.isEmpty() ? "" : ": " + reason);
  }

  /** The comment one line holds, empty when it holds none. */
  public static Optional<FideModeComment> parse(String line) {
    Matcher m = LINE.matcher(line.strip());
    if (!m.matches() || Integer.parseInt(m.group(1)) < 1) {
      return Optional.empty();
    }
    return Optional.of(new FideModeComment(Integer.parseInt(m.group(1)), m.group(2)));
  }

  /** The earliest such comment of {@code t}, empty when it carries none. */
  public static Optional<FideModeComment> of(Tournament t) {
    FideModeComment first = null;
    for (String line : t.otherLines()) {
      Optional<FideModeComment> c = parse(line);
      if (c.isPresent() && (first == null || c.get().round() < first.round())) {
        first = c.get();
      }
    }
    return Optional.ofNullable(first);
  }

  /**
   * {@code t} carrying this comment in place of any it carries, unless that one names an earlier or
   * the same round: FIDE mode once left is not re-entered (checklist Q45).
   */
  public Tournament addTo(Tournament t) {
    Optional<FideModeComment> old = of(t);
    if (old.isPresent() && old.get().round() <= round) {
      return t;
    }
    List<String> other = new ArrayList<>();
    for (String line : t.otherLines()) {
      if (parse(line).isEmpty()) {
        other.add(line);
      }
    }
    other.add(line());
    return t.withOtherLines(other);
  }
}
