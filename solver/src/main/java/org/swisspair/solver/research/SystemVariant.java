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
   * The systems of the registry whose round is not one game between two players, with the reason:
   * the {@link Simulator} plays one game per pairing, so it refuses them rather than scoring them
   * wrongly.
   */
  static final Map<String, String> NOT_SIMULATED =
      Map.of(
          "double-swiss",
          "a Double-Swiss round is a two-game match, and the simulator plays one game per pairing",
          "team",
          "a Team round is a match of several boards between teams, and the simulator plays one"
              + " game between two players per pairing");

  /** The label used in files and reports, e.g. {@code dutch+baku}. */
  public String label() {
    return baku ? system + "+baku" : system;
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
