package org.swisspair.solver.research;

/**
 * The result of one game from the two players' strengths: Otto Milvang's model, the one FIDE's
 * tournament generators use (the {@code drawresult} module of Milvang's Gacrux, MIT licence). Each
 * side's winning chance is an Elo logistic curve (base 10, scale {@code s}) shifted by an offset
 * that grows with the players' mean rating: White's offset favours White (the first-move
 * advantage), Black's offset grows more steeply, so that draws become more frequent in stronger
 * fields; the draw takes what is left.
 *
 * <p>With {@code m} the mean of the two ratings:
 *
 * <pre>
 *   P(White wins) = 1 / (1 + 10^((b - w + whiteOffset(m)) / s)),  whiteOffset(m) = a_w (m - 2000) + c_w
 *   P(Black wins) = 1 / (1 + 10^((w - b - blackOffset(m)) / s)),  blackOffset(m) = a_b (m - 2000) + c_b
 *   P(draw)       = 1 - P(White wins) - P(Black wins)
 * </pre>
 *
 * with {@code a_w = 0.0986}, {@code c_w = 96}, {@code a_b = -0.157}, {@code c_b = -150}, {@code s =
 * 370} ({@link #MILVANG}). Published anchors: 2000 against 2000 gives .3549 / .3628 / .2822, 2600
 * against 2600 gives .2758 / .5447 / .1795, 2200 (White) against 2000 gives .6424 / .2644 / .0931.
 *
 * @param whiteSlope a_w, the growth of White's offset per rating point of the mean
 * @param whiteOffset c_w, White's offset at a mean of 2000
 * @param blackSlope a_b
 * @param blackOffset c_b
 * @param scale s, the Elo scale of both curves
 */
public record GameModel(
    double whiteSlope, double whiteOffset, double blackSlope, double blackOffset, double scale) {

  /** Milvang's parameters. */
  public static final GameModel MILVANG = new GameModel(0.0986, 96, -0.157, -150, 370);

  public GameModel {
    if (!(scale > 0)) {
      throw new IllegalArgumentException("scale must be positive, was " + scale);
    }
  }

  /**
   * The three probabilities of a game.
   *
   * @param white P(White wins)
   * @param draw P(draw)
   * @param black P(Black wins)
   */
  public record Outcome(double white, double draw, double black) {
    /** White's expected score. */
    public double whiteScore() {
      return white + draw / 2;
    }
  }

  /**
   * The probabilities of a game between White of strength {@code w} and Black of strength {@code
   * b}.
   */
  public Outcome outcome(double w, double b) {
    double mean = (w + b) / 2;
    double whiteShift = whiteSlope * (mean - 2000) + whiteOffset;
    double blackShift = blackSlope * (mean - 2000) + blackOffset;
    double pw = 1 / (1 + Math.pow(10, (b - w + whiteShift) / scale));
    double pb = 1 / (1 + Math.pow(10, (w - b - blackShift) / scale));
    // Extreme fields could make the two curves overlap; the draw never goes below zero.
    double pd = Math.max(0, 1 - pw - pb);
    double sum = pw + pd + pb;
    return new Outcome(pw / sum, pd / sum, pb / sum);
  }
}
