package org.swisspair.model.trf;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.swisspair.model.Colour;
import org.swisspair.model.ResultCode;
import org.swisspair.model.RoundEntry;
import org.swisspair.model.Tournament;

/**
 * The ten columns of a round on a 001 line, read in place: each malformed block refused at its
 * column with the reader's message, short and blank-padded blocks read as written.
 */
class RoundBlockTest {

  /** A two-player file whose player 1 has round 1 written as {@code block} (from column 92). */
  private static String file(String block) {
    return "012 t\nXXR 3\n" + player(1, "1.0") + block + "\n" + player(2, "0.0") + "   1 b 0\n";
  }

  private static String player(int id, String points) {
    StringBuilder sb = new StringBuilder(" ".repeat(91));
    sb.replace(0, 3, "001");
    String n = Integer.toString(id);
    sb.replace(8 - n.length(), 8, n);
    sb.replace(84 - points.length(), 84, points);
    return sb.toString();
  }

  private static Tournament read(String block) throws TrfFormatException {
    return new TrfReader().read("f.trf", file(block).getBytes(StandardCharsets.UTF_8));
  }

  private static String refused(String block) {
    try {
      read(block);
    } catch (TrfFormatException e) {
      return e.getMessage().replaceFirst("; hint: .*", "");
    }
    throw new AssertionError("read: " + block);
  }

  @Test
  void readsBlocksAsWritten() throws Exception {
    RoundEntry won = new RoundEntry(2, Colour.WHITE, ResultCode.WIN);
    assertThat(read("   2 w 1").player(1).round(1)).isEqualTo(won);
    assertThat(read("   2 W 1  ").player(1).round(1)).isEqualTo(won);
    assertThat(read("  02 w 1").player(1).round(1)).isEqualTo(won);
    assertThat(read("2    w 1").player(1).round(1)).isEqualTo(won);
    assertThat(read("\t  2 w 1").player(1).round(1)).isEqualTo(won);
  }

  @Test
  void refusesEachMalformedBlockAtItsColumn() {
    assertThat(refused("   2x w 1"))
        .isEqualTo(
            "f.trf:3:96: round 1: unexpected 'x' at column 96: the round columns do not line up");
    assertThat(refused("   2 w 1x"))
        .isEqualTo(
            "f.trf:3:100: round 1: unexpected 'x' at column 100: the round columns do not line up");
    assertThat(refused("  -2 w 1"))
        .isEqualTo("f.trf:3:92: round 1 opponent: '-2' is not a pairing number");
    assertThat(refused(" 2 2 w 1"))
        .isEqualTo("f.trf:3:92: round 1 opponent: '2 2' is not a pairing number");
    assertThat(refused("   2 g 1")).isEqualTo("f.trf:3:97: round 1 colour: 'g' is not a colour");
    assertThat(refused("   2 w Q"))
        .isEqualTo("f.trf:3:99: round 1 result: unknown result code 'Q'");
    assertThat(refused("   2 w é"))
        .isEqualTo("f.trf:3:99: round 1 result: unknown result code 'é'");
    assertThat(refused("   1 w 1"))
        .isEqualTo("f.trf:3:92: round 1 opponent: player 1 is paired against itself");
    assertThat(refused("0000 w 1"))
        .isEqualTo("f.trf:3:99: round 1 result: played result '1' without an opponent");
    assertThat(refused("   2 w")).isEqualTo("f.trf:3:99: round 1 result: opponent 2 but no result");
    assertThat(refused("   2 - 1"))
        .isEqualTo("f.trf:3:97: round 1 colour: played game against 2 without a colour");
  }
}
