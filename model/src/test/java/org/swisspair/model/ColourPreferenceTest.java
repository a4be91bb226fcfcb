package org.swisspair.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.swisspair.model.Colour.BLACK;
import static org.swisspair.model.Colour.WHITE;
import static org.swisspair.model.ColourPreference.Strength.ABSOLUTE;
import static org.swisspair.model.ColourPreference.Strength.MILD;
import static org.swisspair.model.ColourPreference.Strength.STRONG;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Colour preferences from played colours (Dutch 1.7). */
class ColourPreferenceTest {

  private static ColourPreference of(Colour... played) {
    return ColourPreference.of(List.of(played));
  }

  @Test
  void noGamesMeansNoPreference() {
    // Dutch 1.7.4.
    assertThat(of()).isEqualTo(ColourPreference.NONE);
  }

  @Test
  void oneGameGivesAStrongPreferenceForTheOtherColour() {
    // Dutch 1.7.2: colour difference +1 or -1.
    assertThat(of(WHITE)).isEqualTo(new ColourPreference(BLACK, STRONG));
    assertThat(of(BLACK)).isEqualTo(new ColourPreference(WHITE, STRONG));
  }

  @Test
  void balancedColoursAlternateMildly() {
    // Dutch 1.7.3.
    assertThat(of(WHITE, BLACK)).isEqualTo(new ColourPreference(WHITE, MILD));
    assertThat(of(BLACK, WHITE, WHITE, BLACK)).isEqualTo(new ColourPreference(WHITE, MILD));
  }

  @Test
  void sameColourInTheTwoLatestGamesIsAbsoluteWhateverTheDifference() {
    // Dutch 1.7.1: WBWWBB has difference 0 and WBB -1, but both end with two Blacks.
    assertThat(of(WHITE, BLACK, WHITE, WHITE, BLACK, BLACK))
        .isEqualTo(new ColourPreference(WHITE, ABSOLUTE));
    assertThat(of(WHITE, BLACK, BLACK)).isEqualTo(new ColourPreference(WHITE, ABSOLUTE));
    assertThat(of(BLACK, WHITE, WHITE)).isEqualTo(new ColourPreference(BLACK, ABSOLUTE));
  }

  @Test
  void colourDifferenceBeyondOneIsAbsoluteAndDecidesTheColour() {
    // Dutch 1.7.1: WWBW has difference +2 and alternates at the end.
    assertThat(of(WHITE, WHITE, BLACK, WHITE)).isEqualTo(new ColourPreference(BLACK, ABSOLUTE));
    assertThat(of(BLACK, BLACK, WHITE, BLACK)).isEqualTo(new ColourPreference(WHITE, ABSOLUTE));
  }

  @Test
  void strengthsAreOrderedWeakestFirst() {
    assertThat(ColourPreference.Strength.values())
        .containsExactly(ColourPreference.Strength.NONE, MILD, STRONG, ABSOLUTE);
  }
}
