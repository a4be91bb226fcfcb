package org.swisspair.solver.lim;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.swisspair.model.RoundState;
import org.swisspair.solver.pairing.Explanation;
import org.swisspair.solver.pairing.NoValidPairingException;
import org.swisspair.solver.pairing.Pair;
import org.swisspair.solver.pairing.PairingRules;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.RoundPairing;
import org.swisspair.solver.swiss.BoardOrder;

/**
 * The Lim system (C.04.4.3, applied from 1 February 2026), every round paired by {@link LimRound}
 * and coloured by Article 5. ETT26 has no TRF-2026 {@code 192} code for it (LIM-21): a file selects
 * it only with {@code --system lim} or {@code --lim}. Its options ({@link LimSettings}: the
 * Maxi-tournament rules) come from the file's {@code LIM} record, else from the constructor, and
 * the engine and its rules for the checker read the same ones. It is no {@link
 * org.swisspair.solver.pairing.AvoidingSystem}: soft avoidance chooses only among pairings the
 * rules rank equal, and the Lim text ranks none equal (ARB-13).
 */
public final class LimPairingSystem implements PairingSystem {
  private final LimSettings settings;

  /** The system for ordinary tournaments; a file's {@code LIM MAXI} record makes it Maxi. */
  public LimPairingSystem() {
    this(LimSettings.STANDARD);
  }

  /** The system with {@code settings} unless the file's {@code LIM} record says otherwise. */
  public LimPairingSystem(LimSettings settings) {
    this.settings = Objects.requireNonNull(settings, "settings");
  }

  @Override
  public String name() {
    return "lim";
  }

  /** The settings that apply to {@code state}'s tournament (LIM-18). */
  public LimSettings settings(RoundState state) {
    return LimSettings.of(state.tournament(), settings);
  }

  @Override
  public PairingRules rules(RoundState state) {
    return new LimRules(state, settings(state));
  }

  @Override
  public RoundPairing pair(RoundState state, boolean explain) throws NoValidPairingException {
    LimSettings s = settings(state);
    LimRound.Outcome outcome = new LimRound(state, s, explain).run();
    List<Pair> boards = new ArrayList<>();
    List<Explanation.ColourDecision> colours = new ArrayList<>();
    for (int[] p : outcome.pairs()) {
      LimColours.Decision d = LimColours.decide(state, state.player(p[0]), state.player(p[1]));
      boards.add(new Pair(d.white(), d.black()));
      colours.add(new Explanation.ColourDecision(d.white(), d.black(), d.rule(), d.reason()));
    }
    if (outcome.pab() != 0) {
      boards.add(new Pair(outcome.pab(), 0));
    }
    boards = BoardOrder.sort(state, boards);
    return new RoundPairing(
        state.round(), boards, explain ? LimExplainer.explain(state, s, outcome, colours) : null);
  }
}
