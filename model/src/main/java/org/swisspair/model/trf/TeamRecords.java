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
                true));
      }
    }
    return out;
  }
}
