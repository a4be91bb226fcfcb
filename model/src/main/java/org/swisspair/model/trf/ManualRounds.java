package org.swisspair.model.trf;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.swisspair.model.Tournament;

/**
 * The {@code ###} comments that record the arbiter's hand in a round (checklist Q69 names the
 * {@code ### MPA @ Round n: ...} comment; TRF-2026 defines no record for it): {@code ### MPA @
 * Round 5: 12-7, 3-25 board 4} for boards fixed by hand and {@code ### PAB @ Round 5: 17} for a PAB
 * the arbiter chose. The reader keeps comments verbatim in {@link Tournament#otherLines()} and the
 * writers write them back, so the convention lives there, in TRF and JSON alike.
 */
public final class ManualRounds {
  private ManualRounds() {}

  private static final Pattern MPA =
      Pattern.compile("###\\s*MPA\\s*@\\s*Round\\s+(\\d{1,3})\\s*:(.*)", Pattern.CASE_INSENSITIVE);
  private static final Pattern PAB =
      Pattern.compile(
          "###\\s*PAB\\s*@\\s*Round\\s+(\\d{1,3})\\s*:\\s*(\\d{1,4})\\s*",
          Pattern.CASE_INSENSITIVE);
  private static final String BOARD =
      "\\s*(\\d{1,4})\\s*-\\s*(\\d{1,4})(?:\\s+board\\s+(\\d{1,4}))?\\s*";
  private static final Pattern ONE_BOARD = Pattern.compile(BOARD, Pattern.CASE_INSENSITIVE);
  private static final Pattern BOARD_LIST =
      Pattern.compile(BOARD + "(?:," + BOARD + ")*", Pattern.CASE_INSENSITIVE);

  /** The arbiter's hand in each round of {@code t} that its comments mark, by round. */
  public static Map<Integer, ManualRound> of(Tournament t) {
    Map<Integer, ManualRound> out = new TreeMap<>();
    for (String line : t.otherLines()) {
      parse(line).ifPresent(m -> out.merge(m.round(), m, ManualRounds::merge));
    }
    return out;
  }

  /** The arbiter's hand in round {@code round} of {@code t}, empty when no comment marks it. */
  public static ManualRound of(Tournament t, int round) {
    ManualRound m = of(t).get(round);
    return m != null ? m : new ManualRound(round, List.of(), 0);
  }

  /**
   * The manual round one comment line records, empty when the line is not an {@code ### MPA} or
   * {@code ### PAB} comment. An {@code ### MPA} comment whose text is not a list of boards in this
   * convention's form (another program's words) still marks the round as manual.
   */
  public static Optional<ManualRound> parse(String line) {
    String text = line.strip();
    Matcher m = MPA.matcher(text);
    if (m.matches()) {
      int round = Integer.parseInt(m.group(1));
      String body = m.group(2).strip();
      if (round < 1) {
        return Optional.empty();
      }
      if (!BOARD_LIST.matcher(body).matches()) {
        return Optional.of(new ManualRound(round, List.of(), 0, body.isEmpty() ? text : body));
      }
      List<ManualBoard> boards = new ArrayList<>();
      for (String item : body.split(",")) {
        Matcher b = ONE_BOARD.matcher(item);
        if (!b.matches()) {
          throw new IllegalStateException("board list matched but item did not: " + item);
        }
        int white = Integer.parseInt(b.group(1));
        int black = Integer.parseInt(b.group(2));
        int board = b.group(3) == null ? 0 : Integer.parseInt(b.group(3));
        if (white < 1 || black < 1) {
          return Optional.of(new ManualRound(round, List.of(), 0, body));
        }
        boards.add(new ManualBoard(white, black, board));
      }
      return Optional.of(new ManualRound(round, boards, 0));
    }
    Matcher p = PAB.matcher(text);
    if (p.matches()) {
      int round = Integer.parseInt(p.group(1));
      int pab = Integer.parseInt(p.group(2));
      if (round >= 1 && pab >= 1) {
        return Optional.of(new ManualRound(round, List.of(), pab));
      }
    }
    return Optional.empty();
  }

  /** The comment lines that record {@code m}: one {@code ### MPA}, one {@code ### PAB}, or both. */
  public static List<String> lines(ManualRound m) {
    List<String> out = new ArrayList<>();
    if (!m.boards().isEmpty()) {
      List<String> boards = new ArrayList<>();
      m.boards().forEach(b -> boards.add(b.toString()));
      out.add("### MPA @ Round " + m.round() + ": " + String.join(", ", boards));
    } else if (!m.otherText().isEmpty()) {
      out.add("### MPA @ Round " + m.round() + ": " + m.otherText());
    }
    if (m.pab() > 0) {
      out.add("### PAB @ Round " + m.round() + ": " + m.pab());
    }
    return out;
  }

  /**
   * {@code t} with the comments of {@code m}'s round replaced by those recording {@code m} (none
   * when it is empty), after the other records.
   */
  public static Tournament with(Tournament t, ManualRound m) {
    List<String> other = new ArrayList<>();
    for (String line : t.otherLines()) {
      Optional<ManualRound> old = parse(line);
      if (old.isEmpty() || old.get().round() != m.round()) {
        other.add(line);
      }
    }
    other.addAll(lines(m));
    return t.withOtherLines(other);
  }

  private static ManualRound merge(ManualRound a, ManualRound b) {
    List<ManualBoard> boards = new ArrayList<>(a.boards());
    boards.addAll(b.boards());
    String text =
        a.otherText().isEmpty()
            ? b.otherText()
            : b.otherText().isEmpty() ? a.otherText() : a.otherText() + "; " + b.otherText();
    return new ManualRound(a.round(), boards, b.pab() != 0 ? b.pab() : a.pab(), text);
  }
}
