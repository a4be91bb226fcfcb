package org.swisspair.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RoundEntryTest {
  /** Every combination of a few values of each component. */
  private static List<RoundEntry> entries() {
    List<RoundEntry> out = new ArrayList<>();
    for (int opponent : new int[] {0, 1, 7}) {
      for (Colour c : Colour.values()) {
        for (ResultCode r : ResultCode.values()) {
          out.add(new RoundEntry(opponent, c, r));
          if (r.paired()) {
            out.add(new RoundEntry(opponent, c, r, new MatchGames(ResultCode.WIN, r)));
          }
        }
      }
    }
    return out;
  }

  @Test
  void equalsIsTheEqualityOfEveryComponentAsARecordWouldHaveIt() {
    List<RoundEntry> a = entries();
    List<RoundEntry> b = entries();
    for (int i = 0; i < a.size(); i++) {
      for (int j = 0; j < b.size(); j++) {
        RoundEntry x = a.get(i);
        RoundEntry y = b.get(j);
        boolean same =
            x.opponent() == y.opponent()
                && x.colour() == y.colour()
                && x.result() == y.result()
                && java.util.Objects.equals(x.games(), y.games());
        assertThat(x.equals(y)).as("%s vs %s", x, y).isEqualTo(same).isEqualTo(i == j);
        if (same) {
          assertThat(x.hashCode()).isEqualTo(y.hashCode());
        }
      }
    }
    assertThat(a.get(0)).isNotEqualTo(null).isNotEqualTo("x");
  }

  @Test
  void colourPreferencesAreEqualExactlyWhenColourAndStrengthAre() {
    for (Colour c : Colour.values()) {
      for (ColourPreference.Strength s : ColourPreference.Strength.values()) {
        for (Colour d : Colour.values()) {
          for (ColourPreference.Strength t : ColourPreference.Strength.values()) {
            ColourPreference p = new ColourPreference(c, s);
            ColourPreference q = new ColourPreference(d, t);
            assertThat(p.equals(q)).isEqualTo(c == d && s == t);
            if (c == d && s == t) {
              assertThat(p.hashCode()).isEqualTo(q.hashCode());
            }
          }
        }
      }
    }
  }
}
