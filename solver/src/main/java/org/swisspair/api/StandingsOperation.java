package org.swisspair.api;

import java.util.List;
import java.util.Locale;
import org.swisspair.model.Player;
import org.swisspair.model.Tournament;
import org.swisspair.model.team.TeamTournament;
import org.swisspair.model.trf.TeamRecordReader;
import org.swisspair.solver.output.StandingsPage;
import org.swisspair.solver.tiebreak.TieBreakList;
import org.swisspair.solver.tiebreak.TieBreakOptions;
import org.swisspair.solver.tiebreak.TieBreakSpec;
import org.swisspair.solver.tiebreak.TieBreakStandings;
import org.swisspair.solver.tiebreak.TieBreakValue;

/** {@link Operations#standings}: scores and the C.07 tie-breaks, ranked. */
final class StandingsOperation {
  private StandingsOperation() {}

  static StandingsResult standings(StandingsRequest q) {
    String input = q.tournament().label();
    TieBreakList given = null;
    if (q.tiebreaks() != null) {
      try {
        given = TieBreakList.parse(q.tiebreaks());
      } catch (IllegalArgumentException e) {
        throw OperationException.invalid("--tiebreaks: " + e.getMessage(), e);
      }
    }
    TournamentSource.Read read = q.tournament().read(false);
    try {
      Tournament t = read.tournament();
      TieBreakOptions options = TieBreakOptions.forTournament(t);
      if (q.unratedLeftOut()) {
        options = options.withUnratedLeftOut();
      } else if (q.unratedRating() != null) {
        if (q.unratedRating() < 1 || q.unratedRating() > 9999) {
          throw OperationException.invalid(
              "--unrated-rating: expected a rating from 1 to 9999 or 'omit', was '"
                  + q.unratedRating()
                  + "'");
        }
        options = options.withUnratedRating(q.unratedRating());
      }
      // A team event ranks its teams (C.07 Art. 12, 13), from the team records.
      boolean teamEvent = TieBreakStandings.isTeamEvent(t);
      TeamTournament teams = null;
      if (teamEvent) {
        try {
          teams = TeamRecordReader.read(t);
        } catch (IllegalArgumentException e) {
          throw OperationException.invalid(input + ": " + e.getMessage(), e);
        }
      }
      TieBreakList list = given;
      if (list == null) {
        try {
          list =
              TieBreakList.fromTrf(t)
                  .orElse(
                      teamEvent ? TieBreakList.defaultTeam() : TieBreakList.defaultIndividual());
        } catch (IllegalArgumentException e) {
          throw OperationException.invalid(input + ": " + e.getMessage(), e);
        }
      }
      int last = teamEvent ? Math.max(t.roundsInFile(), teams.roundsInFile()) : t.roundsInFile();
      int r = q.round() == null ? last : q.round();
      if (r < 0 || r > last) {
        throw OperationException.invalid("--round: the file has rounds 0.." + last + ", was " + r);
      }
      if (q.roundRobin()) {
        options = options.withRoundRobin(true);
      }
      try {
        options = options.withRules(q.rules());
      } catch (IllegalArgumentException e) {
        throw OperationException.invalid("--rules: " + e.getMessage(), e);
      }
      TieBreakStandings s;
      try {
        s =
            teamEvent
                ? TieBreakStandings.computeTeams(teams, t, r, list, options)
                : TieBreakStandings.compute(t, r, list, options);
      } catch (IllegalArgumentException e) {
        throw OperationException.invalid(input + ": " + e.getMessage(), e);
      }
      String output =
          switch (q.format()) {
            case HTML -> StandingsPage.html(t, s);
            case JSON -> StandingsPage.json(t, s, input);
            case CSV -> teamEvent ? teamTable(s, true) : table(t, s, true);
            case TEXT -> teamEvent ? teamTable(s, false) : table(t, s, false);
          };
      return new StandingsResult(t, s, output, read.warnings());
    } catch (OperationException e) {
      throw e.after(read.warnings());
    }
  }

  private static String table(Tournament t, TieBreakStandings s, boolean csv) {
    List<TieBreakSpec> specs = s.list().specs();
    StringBuilder out = new StringBuilder();
    if (csv) {
      out.append("rank,tpn,name,rating,points");
      for (TieBreakSpec spec : specs) {
        out.append(',').append(spec.code());
      }
      out.append('\n');
    } else {
      out.append(String.format(Locale.ROOT, "Standings after round %d%n", s.afterRound()));
      out.append(
          String.format(
              Locale.ROOT, "%-5s %5s  %-32s %6s %6s", "Rank", "TPN", "Name", "Rating", "Pts"));
      for (TieBreakSpec spec : specs) {
        out.append(String.format(Locale.ROOT, " %8s", spec.code()));
      }
      out.append('\n');
    }
    boolean anyWithdrawn = false;
    for (TieBreakStandings.Row row : s.rows()) {
      Player p = t.player(row.id());
      String rank = (row.shared() ? "=" : "") + row.rank();
      anyWithdrawn |= row.withdrawn();
      if (csv) {
        out.append(rank).append(',').append(row.id()).append(',').append(quote(p.name()));
        out.append(',').append(p.rating()).append(',').append(row.points());
        for (TieBreakValue v : row.values()) {
          out.append(',').append(v);
        }
        out.append('\n');
      } else {
        String name =
            truncate(p.name(), row.withdrawn() ? 28 : 32) + (row.withdrawn() ? " (w)" : "");
        out.append(
            String.format(
                Locale.ROOT,
                "%-5s %5d  %-32s %6d %6s",
                rank,
                row.id(),
                name,
                p.rating(),
                row.points()));
        for (TieBreakValue v : row.values()) {
          out.append(String.format(Locale.ROOT, " %8s", v));
        }
        out.append('\n');
      }
    }
    if (!csv && anyWithdrawn) {
      out.append("(w): withdrawn\n");
    }
    return out.toString();
  }

  /** The team standings: rank, team number, name, match and game points, the tie-breaks. */
  private static String teamTable(TieBreakStandings s, boolean csv) {
    List<TieBreakSpec> specs = s.list().specs();
    StringBuilder out = new StringBuilder();
    if (csv) {
      out.append("rank,team,name,mp,gp");
      for (TieBreakSpec spec : specs) {
        out.append(',').append(spec.code());
      }
      out.append('\n');
    } else {
      out.append(String.format(Locale.ROOT, "Team standings after round %d%n", s.afterRound()));
      out.append(
          String.format(Locale.ROOT, "%-5s %4s  %-32s %6s %6s", "Rank", "No", "Team", "MP", "GP"));
      for (TieBreakSpec spec : specs) {
        out.append(String.format(Locale.ROOT, " %8s", spec.code()));
      }
      out.append('\n');
    }
    boolean anyWithdrawn = false;
    for (TieBreakStandings.Row row : s.rows()) {
      String name = s.tournament().player(row.id()).name();
      String rank = (row.shared() ? "=" : "") + row.rank();
      anyWithdrawn |= row.withdrawn();
      TieBreakValue mp = s.matchPoints(row.id());
      TieBreakValue gp = s.gamePoints(row.id());
      if (csv) {
        out.append(rank).append(',').append(row.id()).append(',').append(quote(name));
        out.append(',').append(mp).append(',').append(gp);
        for (TieBreakValue v : row.values()) {
          out.append(',').append(v);
        }
        out.append('\n');
      } else {
        String shown = truncate(name, row.withdrawn() ? 28 : 32) + (row.withdrawn() ? " (w)" : "");
        out.append(
            String.format(Locale.ROOT, "%-5s %4d  %-32s %6s %6s", rank, row.id(), shown, mp, gp));
        for (TieBreakValue v : row.values()) {
          out.append(String.format(Locale.ROOT, " %8s", v));
        }
        out.append('\n');
      }
    }
    if (!csv && anyWithdrawn) {
      out.append("(w): withdrawn\n");
    }
    return out.toString();
  }

  private static String truncate(String s, int n) {
    return s.length() <= n ? s : s.substring(0, n);
  }

  private static String quote(String s) {
    return s.contains(",") || s.contains("\"") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
  }
}
