package org.swisspair.api;

import java.util.List;
import java.util.Optional;
import org.swisspair.model.Tournament;
import org.swisspair.solver.criteria.Criterion;
import org.swisspair.solver.output.ExplanationText;
import org.swisspair.solver.output.PairingJson;
import org.swisspair.solver.output.PairingList;
import org.swisspair.solver.output.RoundView;
import org.swisspair.solver.pairing.Explanation;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.RoundPairing;

/** A paired round with the tournament it belongs to, readable in every output format. */
public final class PairedRound {
  private final RoundView view;

  PairedRound(RoundView view) {
    this.view = view;
  }

  /** The round paired, 1-based. */
  public int round() {
    return view.round();
  }

  /** The tournament as it was paired. */
  public Tournament tournament() {
    return view.tournament();
  }

  /** The pairing: boards in publishing order (C.04.2 3.6), the PAB last as {@code id 0}. */
  public RoundPairing pairing() {
    return view.pairing();
  }

  /** The boards with two players, in board order. */
  public List<Pair> games() {
    return view.games();
  }

  /** The player given the pairing-allocated bye, if any. */
  public Optional<Integer> pab() {
    List<Integer> pabs = view.pabs();
    return pabs.isEmpty() ? Optional.empty() : Optional.of(pabs.get(0));
  }

  /** The name of player (or, in the Team system, team) {@code id}, as the lists print it. */
  public String name(int id) {
    return view.entrant(id).name();
  }

  /** The system's criteria in priority order, the legend of {@link #explain()}. */
  public List<Criterion> criteria() {
    return view.criteria();
  }

  /** Why the pairing was made, bracket by bracket, as data. */
  public Explanation explanation() {
    return view.pairing().explanation();
  }

  /** The explanation as a person reads it, with the legend of the system's criteria. */
  public String explain() {
    return ExplanationText.text(view);
  }

  /** The engines' format: the number of pairs, then {@code white black} per line. */
  public String engineFormat() {
    return view.pairing().toEngineFormat();
  }

  /** The pairing list as arbiters publish it: boards, names, ratings, scores. */
  public String text() {
    return PairingList.text(view);
  }

  /** The pairing list as one self-contained HTML page. */
  public String html() {
    return PairingList.html(view);
  }

  /** The pairing and explanation as JSON ({@code docs/schema/pairing.schema.json}). */
  public String json() {
    return PairingJson.json(view, "");
  }
}
