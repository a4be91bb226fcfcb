package org.swisspair.spark;

import java.io.Serializable;
import org.swisspair.model.trf.TrfReader;
import org.swisspair.solver.research.Field;
import org.swisspair.solver.research.GameModel;
import org.swisspair.solver.research.StudyOptions;
import org.swisspair.solver.research.SystemVariant;

/**
 * What the Spark job simulates, in a form that travels to the executors; each executor rebuilds the
 * same {@link StudyOptions} the command line would, so a row is the same wherever it is made.
 *
 * @param systems the systems, as {@code swisspair simulate --systems} takes them
 * @param players players per tournament (ignored when {@code trf} is given)
 * @param distribution the strength distribution, e.g. {@code normal:1800:300}
 * @param ratingNoise standard deviation between rating and strength
 * @param trf the bytes of a TRF file whose players form the field, or null
 * @param unratedRating rating of the unrated players of {@code trf}
 * @param rounds rounds per tournament
 * @param tournaments tournaments per system
 * @param seed the study seed
 * @param halfByeRate chance of a half-point bye per player and round
 * @param absenceRate chance of a known absence per player and round
 * @param forfeitRate chance of a no-show per player and game
 * @param topK k of the top-k metrics
 * @param boards boards per team match for the Team system
 */
public record JobSpec(
    String systems,
    int players,
    String distribution,
    double ratingNoise,
    byte[] trf,
    int unratedRating,
    int rounds,
    long tournaments,
    long seed,
    double halfByeRate,
    double absenceRate,
    double forfeitRate,
    int topK,
    int boards)
    implements Serializable {

  private static final long serialVersionUID = 1L;

  /** The study options (one thread: Spark gives the parallelism). */
  public StudyOptions options() {
    Field.Source field;
    if (trf != null) {
      try {
        field =
            Field.players(
                new TrfReader(TrfReader.Options.DEFAULT).read("field.trf", trf),
                ratingNoise,
                unratedRating);
      } catch (Exception e) {
        throw new IllegalArgumentException("the --trf file: " + e.getMessage(), e);
      }
    } else {
      field = Field.distribution(distribution, players, ratingNoise);
    }
    if (tournaments > Integer.MAX_VALUE) {
      throw new IllegalArgumentException("at most " + Integer.MAX_VALUE + " tournaments");
    }
    return new StudyOptions(
        field,
        rounds,
        (int) tournaments,
        SystemVariant.parseList(systems),
        seed,
        1,
        halfByeRate,
        absenceRate,
        forfeitRate,
        topK,
        GameModel.MILVANG,
        boards);
  }
}
