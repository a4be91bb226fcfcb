package org.swisspair.solver.tiebreak;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.swisspair.model.ResultCode;
import org.swisspair.model.Tournament;
import org.swisspair.solver.testing.HandTournament;

/**
 * BH, BH/C1 and SB on random tournaments against a second, literal computation of C.07 Article 16
 * written from the text row by row; the seed is printed on failure.
 */
class TieBreakRandomTest {
  private static final ResultCode[] BYES = {
    ResultCode.PAIRING_BYE,
    ResultCode.HALF_BYE,
    ResultCode.FULL_BYE,
    ResultCode.ZERO_BYE,
    ResultCode.ABSENT
  };

  /** A random field of 4 to 11 players over 3 to 7 rounds with games, forfeits and byes. */
  private static Tournament random(long seed) {
    Random rnd = new Random(seed);
    int n = 4 + rnd.nextInt(8);
    int rounds = 3 + rnd.nextInt(5);
    int[] ratings = new int[n];
    for (int i = 0; i < n; i++) {
      ratings[i] = 1400 + rnd.nextInt(1000);
    }
    HandTournament g = new HandTournament(ratings);
    for (int r = 0; r < rounds; r++) {
      List<Integer> ids = new ArrayList<>();
      for (int id = 1; id <= n; id++) {
        ids.add(id);
      }
      java.util.Collections.shuffle(ids, rnd);
      int i = 0;
      while (i < ids.size()) {
        if (i + 1 < ids.size() && rnd.nextInt(6) > 0) {
          char[] results = {'1', '=', '0', '+', '-'};
          g.game(ids.get(i), ids.get(i + 1), results[rnd.nextInt(rnd.nextInt(4) == 0 ? 5 : 3)]);
          i += 2;
        } else {
          g.bye(ids.get(i), BYES[rnd.nextInt(BYES.length)]);
          i++;
        }
      }
    }
    return g.build(rounds);
  }

  /** The literal reading: C.07 16.2 categories, 16.3 for opponents, 16.4 dummy, 16.5 cut. */
  private static final class Literal {
    final Tournament t;
    final int rounds;

    Literal(Tournament t) {
      this.t = t;
      this.rounds = t.roundsInFile();
    }

    long points(int id) {
      long s = 0;
      for (int r = 1; r <= rounds; r++) {
        s += t.scoring().points(t.player(id).round(r));
      }
      return s;
    }

    boolean requestedBye(int id, int r) {
      ResultCode c = t.player(id).round(r).result();
      return c == ResultCode.HALF_BYE || c == ResultCode.ZERO_BYE || c == ResultCode.ABSENT;
    }

    boolean vur(int id, int r) {
      return requestedBye(id, r) || t.player(id).round(r).result() == ResultCode.FORFEIT_LOSS;
    }

    /** 16.3: a requested bye followed only by VURs (16.2.5) counts as a draw. */
    long asOpponent(int id) {
      long s = 0;
      for (int r = 1; r <= rounds; r++) {
        boolean onlyVursAfter = true;
        for (int q = r + 1; q <= rounds; q++) {
          onlyVursAfter &= vur(id, q);
        }
        s += requestedBye(id, r) && onlyVursAfter ? 5 : t.scoring().points(t.player(id).round(r));
      }
      return s;
    }

    long[][] contributions(int id, boolean sb) {
      long[][] out = new long[rounds][];
      for (int r = 1; r <= rounds; r++) {
        var e = t.player(id).round(r);
        boolean game = e.played();
        long score = game ? asOpponent(e.opponent()) : points(id);
        long value = sb ? score * t.scoring().points(e) : score;
        out[r - 1] = new long[] {score, value, !game && vur(id, r) ? 1 : 0};
      }
      return out;
    }

    long sum(long[][] c) {
      long s = 0;
      for (long[] x : c) {
        s += x[1];
      }
      return s;
    }

    long cut1(long[][] c) {
      long[] least = null;
      long[] lowestVur = null;
      for (long[] x : c) {
        if (least == null || x[0] < least[0] || (x[0] == least[0] && x[1] < least[1])) {
          least = x;
        }
        if (x[2] == 1
            && (lowestVur == null
                || x[0] < lowestVur[0]
                || (x[0] == lowestVur[0] && x[1] < lowestVur[1]))) {
          lowestVur = x;
        }
      }
      long[] cut = lowestVur != null && lowestVur[1] >= least[1] ? lowestVur : least;
      return sum(c) - cut[1];
    }
  }

  @Test
  void buchholzFamilyAgreesWithTheLiteralReadingOnRandomTournaments() {
    for (long seed = 1; seed <= 300; seed++) {
      Tournament t = random(seed);
      Literal lit = new Literal(t);
      TieBreakStandings s =
          TieBreakStandings.compute(
              t, t.roundsInFile(), TieBreakList.parse("BH,BH/C1,SB"), TieBreakOptions.defaults());
      for (int id = 1; id <= t.size(); id++) {
        String where = "seed " + seed + ", participant " + id;
        assertThat(s.value(0, id).scaled())
            .as(where + " BH")
            .isEqualTo(lit.sum(lit.contributions(id, false)));
        assertThat(s.value(1, id).scaled())
            .as(where + " BH/C1")
            .isEqualTo(lit.cut1(lit.contributions(id, false)));
        assertThat(s.value(2, id).scaled())
            .as(where + " SB")
            .isEqualTo(lit.sum(lit.contributions(id, true)));
      }
    }
  }
}
