package org.swisspair.solver.criteria;

import java.util.List;
import org.swisspair.solver.criteria.Criterion.Kind;

/** The criteria of the FIDE (Dutch) system, Article 2, in descending priority. */
public final class DutchCriteria {
  private DutchCriteria() {}

  /** C1-C21 in priority order. */
  public static final List<Criterion> ALL =
      List.of(
          new Criterion(
              "C1",
              "2.1.1",
              Kind.ABSOLUTE,
              "two players shall not meet more than once",
              "pairs of players who already played each other"),
          new Criterion(
              "C2",
              "2.1.2",
              Kind.ABSOLUTE,
              "no PAB for a player who already had one or scored a win without playing",
              "PAB given to an ineligible player"),
          new Criterion(
              "C3",
              "2.1.3",
              Kind.ABSOLUTE,
              "non-topscorers with the same absolute colour preference shall not meet",
              "pairs of non-topscorers with the same absolute preference"),
          new Criterion(
              "C4",
              "2.2.1",
              Kind.COMPLETION,
              "the players not yet paired must remain pairable",
              "players left unpairable"),
          new Criterion(
              "C5",
              "2.3.1",
              Kind.QUALITY,
              "minimise the score of the PAB assignee",
              "score of the PAB assignee"),
          new Criterion(
              "C6",
              "2.4.1",
              Kind.QUALITY,
              "minimise the number of downfloaters",
              "number of downfloaters"),
          new Criterion(
              "C7",
              "2.4.2",
              Kind.QUALITY,
              "minimise the scores (in descending order) of the downfloaters",
              "downfloaters' scores, highest first"),
          new Criterion(
              "C8",
              "2.4.3",
              Kind.QUALITY,
              "choose downfloaters so that the next bracket complies with C1-C7",
              "pairs and downfloater scores of the next bracket"),
          new Criterion(
              "C9",
              "2.4.4",
              Kind.QUALITY,
              "minimise the unplayed games of the PAB assignee",
              "unplayed games of the PAB assignee"),
          new Criterion(
              "C10",
              "2.4.5",
              Kind.QUALITY,
              "minimise topscorers or their opponents getting a colour difference beyond +-2",
              "players with |colour difference| > 2"),
          new Criterion(
              "C11",
              "2.4.6",
              Kind.QUALITY,
              "minimise topscorers or their opponents getting the same colour three times in a row",
              "players with three equal colours in a row"),
          new Criterion(
              "C12",
              "2.4.7",
              Kind.QUALITY,
              "minimise the players who do not get their colour preference",
              "players not getting their preference"),
          new Criterion(
              "C13",
              "2.4.8",
              Kind.QUALITY,
              "minimise the players who do not get their strong colour preference",
              "players not getting a strong preference"),
          new Criterion(
              "C14",
              "2.4.9",
              Kind.QUALITY,
              "minimise resident downfloaters who downfloated the previous round",
              "resident downfloaters with a downfloat last round"),
          new Criterion(
              "C15",
              "2.4.10",
              Kind.QUALITY,
              "minimise MDP opponents who upfloated the previous round",
              "MDP opponents with an upfloat last round"),
          new Criterion(
              "C16",
              "2.4.11",
              Kind.QUALITY,
              "minimise resident downfloaters who downfloated two rounds before",
              "resident downfloaters with a downfloat two rounds before"),
          new Criterion(
              "C17",
              "2.4.12",
              Kind.QUALITY,
              "minimise MDP opponents who upfloated two rounds before",
              "MDP opponents with an upfloat two rounds before"),
          new Criterion(
              "C18",
              "2.4.13",
              Kind.QUALITY,
              "minimise score differences of MDPs who downfloated the previous round",
              "score differences, highest first"),
          new Criterion(
              "C19",
              "2.4.14",
              Kind.QUALITY,
              "minimise score differences of MDP opponents who upfloated the previous round",
              "score differences, highest first"),
          new Criterion(
              "C20",
              "2.4.15",
              Kind.QUALITY,
              "minimise score differences of MDPs who downfloated two rounds before",
              "score differences, highest first"),
          new Criterion(
              "C21",
              "2.4.16",
              Kind.QUALITY,
              "minimise score differences of MDP opponents who upfloated two rounds before",
              "score differences, highest first"));

  /** The criterion with the given id. */
  public static Criterion byId(String id) {
    return ALL.stream()
        .filter(c -> c.id().equals(id))
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no Dutch criterion " + id));
  }
}
