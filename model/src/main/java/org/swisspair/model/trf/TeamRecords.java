package org.swisspair.model.trf;

import static org.swisspair.model.trf.Line.tokens;

import java.util.ArrayList;
import java.util.List;
import org.swisspair.model.Points;
import org.swisspair.model.Team;
import org.swisspair.model.trf.Line.Token;

/** The team records: TRF-16 {@code 013} and TRF-2026 {@code 310} (C.04.6), with their members. */
final class TeamRecords {
  private final ReadContext ctx;
  final List<Line> lines = new ArrayList<>();

  TeamRecords(ReadContext ctx) {
    this.ctx = ctx;
  }

  /** The 013 and 310 records in file order, their members among the {@code n} players. */
  List<Team> teams(int n) throws TrfFormatException {
    List<Team> out = new ArrayList<>();
    int order = 0;
    for (Line l : lines) {
      List<Integer> members = new ArrayList<>();
      if (l.cols(1, 3).equals("013")) {
        order++;
        for (Token t : tokens(l, 37)) {
          members.add(ctx.playerId(l, t, "013 member", n));
        }
        out.add(new Team(order, l.cols(5, 36).trim(), "", "", members, false));
      } else {
        String num = l.cols(5, 7).trim();
        if (num.isEmpty() || !Points.isAsciiDigits(num)) {
          throw ctx.error(l, 5, "310 team number", "'" + num + "' is not a team number", null);
        }
        for (Token t : tokens(l, 74)) {
          members.add(ctx.playerId(l, t, "310 member", n));
        }
        out.add(
            new Team(
                Integer.parseInt(num),
                l.cols(9, 40).trim(),
                l.cols(42, 46).trim(),
                l.cols(48, 53).trim(),
                members,
                true,
                points(l, 55, 60, "310 match points"),
                points(l, 62, 67, "310 game points"),
                rank(l)));
      }
    }
    return out;
  }

  /** A points field of 310 in tenths, null when blank; 299 penalties may make it negative. */
  private Integer points(Line l, int from, int to, String field) throws TrfFormatException {
    String text = l.cols(from, to).trim();
    if (text.isEmpty()) {
      return null;
    }
    try {
      return Points.parse(text);
    } catch (NumberFormatException e) {
      throw ctx.error(
          l,
          from,
          field,
          "'" + text + "' is not a number",
          "the " + field + " are in columns " + from + "-" + to + ", e.g. '  15.0'");
    }
  }

  /** The rank field of 310 (columns 69-71), 0 when blank. */
  private int rank(Line l) throws TrfFormatException {
    String text = l.cols(69, 71).trim();
    if (text.isEmpty()) {
      return 0;
    }
    if (!Points.isAsciiDigits(text)) {
      throw ctx.error(
          l, 69, "310 team rank", "'" + text + "' is not a rank", "the rank is in columns 69-71");
    }
    return Integer.parseInt(text);
  }
}
