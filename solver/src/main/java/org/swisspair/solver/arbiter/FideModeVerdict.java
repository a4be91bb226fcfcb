package org.swisspair.solver.arbiter;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.swisspair.model.Tournament;
import org.swisspair.model.trf.FideModeComment;

/**
 * Whether a tournament is still in FIDE mode and, if not, since which round and why (checklist
 * Q40-46): every cause found, earliest round first.
 *
 * @param causes the causes, by round; empty when the tournament is in FIDE mode
 */
public record FideModeVerdict(List<FideModeCause> causes) {
  /** Copies the causes. */
  public FideModeVerdict {
    causes = List.copyOf(causes);
  }

  /**
   * This verdict with {@code more} causes, earliest round first (e.g. soft avoidance given to one
   * pairing, ARB-10).
   */
  public FideModeVerdict with(List<FideModeCause> more) {
    if (more.isEmpty()) {
      return this;
    }
    List<FideModeCause> all = new ArrayList<>(causes);
    all.addAll(more);
    all.sort(Comparator.comparingInt(FideModeCause::round).thenComparing(FideModeCause::kind));
    return new FideModeVerdict(all);
  }

  /** True when nothing takes the tournament out of FIDE mode. */
  public boolean inFideMode() {
    return causes.isEmpty();
  }

  /** The first round not in FIDE mode, 0 when the tournament is in FIDE mode. */
  public int sinceRound() {
    return causes.isEmpty() ? 0 : causes.get(0).round();
  }

  /** The {@code ###} comment the file carries once it has left FIDE mode (checklist Q44). */
  public Optional<FideModeComment> comment() {
    if (causes.isEmpty()) {
      return Optional.empty();
    }
    FideModeCause first = causes.get(0);
    return Optional.of(new FideModeComment(first.round(), first.kind().words()));
  }

  /** {@code t} carrying the comment when it has left FIDE mode, else {@code t} itself. */
  public Tournament addCommentTo(Tournament t) {
    return comment().map(c -> c.addTo(t)).orElse(t);
  }

  /** One line per cause, or "in FIDE mode". */
  public String describe() {
    if (causes.isEmpty()) {
      return "in FIDE mode";
    }
    StringBuilder sb = new StringBuilder("not in FIDE mode since round " + sinceRound());
    for (FideModeCause c : causes) {
      sb.append("\n  round ").append(c.round()).append(": ").append(c.kind().words());
      if (!c.detail().isEmpty()) {
        sb.append(": ").append(c.detail());
      }
    }
    return sb.toString();
  }
}
