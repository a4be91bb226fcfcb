package org.swisspair.solver.research;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.swisspair.solver.pairing.PairingSystem;
import org.swisspair.solver.pairing.PairingSystems;

/**
 * One pairing system of a study as the registry names it, optionally with Baku acceleration
 * (C.04.7): {@code dutch}, {@code burstein+baku}.
 *
 * @param system the registry name
 * @param baku with Baku acceleration
 */
public record SystemVariant(String system, boolean baku) {

  /**
   * The systems of the registry that the simulator cannot play, with the reason; empty since
   * Double-Swiss ({@link Simulator}, two games per match) and Team ({@link TeamSimulator}) are
   * played too, kept so that a new system of another kind is refused rather than scored wrongly.
   */
  static final Map<String, String> NOT_SIMULATED = Map.of();

  /** The label used in files and reports, e.g. {@code dutch+baku}. */
  public String label() {
    return baku ? system + "+baku" : system;
  }

  /** True for the Double-Swiss system, whose pairings are two-game matches. */
  public boolean doubleSwiss() {
    return system.equals("double-swiss");
  }

  /** True for the Team system, whose units are teams and whose pairings are team matches. */
  public boolean team() {
    return system.equals("team");
  }

  /** Games a pairing of this system plays in one round: 2, {@code boards} or 1. */
  public int matchGames(int boards) {
    return doubleSwiss() ? 2 : team() ? boards : 1;
  }

  /** A new instance of the system (systems are not shared between threads). */
  public PairingSystem create() {
    return PairingSystems.entry(system).factory().get();
  }

  /**
   * Parses one name such as {@code dutch} or {@code dutch+baku}; fails with a message naming the
   * built systems when the name is unknown or the system is not built yet.
   */
  public static SystemVariant parse(String text) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    boolean baku = false;
    if (t.endsWith("+baku")) {
      baku = true;
      t = t.substring(0, t.length() - "+baku".length());
    }
    PairingSystems.Entry e;
    try {
      e = PairingSystems.entry(t);
    } catch (IllegalArgumentException ex) {
      throw new IllegalArgumentException(
          "unknown pairing system '"
              + text.trim()
              + "'; built: "
              + String.join(", ", PairingSystems.built())
              + " (add +baku for Baku acceleration)");
    }
    if (NOT_SIMULATED.containsKey(e.name())) {
      throw new IllegalArgumentException(
          "cannot simulate the " + e.displayName() + " system yet: " + NOT_SIMULATED.get(e.name()));
    }
    if (!e.built()) {
      throw new IllegalArgumentException(
          "the "
              + e.displayName()
              + " system is not built yet; built: "
              + String.join(", ", PairingSystems.built()));
    }
    if (baku && e.name().equals("team")) {
      // The team file takes its virtual points from 250 records, which the simulator does not
      // write; refused rather than silently played without acceleration.
      throw new IllegalArgumentException(
          "cannot simulate team+baku: the simulator does not accelerate team tournaments");
    }
    return new SystemVariant(e.name(), baku);
  }

  /**
   * Parses a comma-separated list; {@code all} stands for every built system of the registry that
   * the simulator can play.
   */
  public static List<SystemVariant> parseList(String text) {
    LinkedHashSet<SystemVariant> out = new LinkedHashSet<>();
    for (String part : text.split(",")) {
      if (part.isBlank()) {
        continue;
      }
      if (part.trim().equalsIgnoreCase("all")) {
        for (String name : PairingSystems.built()) {
          if (!NOT_SIMULATED.containsKey(name)) {
            out.add(new SystemVariant(name, false));
          }
        }
      } else {
        out.add(parse(part));
      }
    }
    if (out.isEmpty()) {
      throw new IllegalArgumentException("no pairing system named in '" + text + "'");
    }
    return new ArrayList<>(out);
  }

  /** One line per built system that {@code all} leaves out, saying why; empty when none. */
  public static List<String> leftOutOfAll() {
    List<String> out = new ArrayList<>();
    for (String name : PairingSystems.built()) {
      if (NOT_SIMULATED.containsKey(name)) {
        out.add("'all' leaves out " + name + ": " + NOT_SIMULATED.get(name));
      }
    }
    return out;
  }
}
