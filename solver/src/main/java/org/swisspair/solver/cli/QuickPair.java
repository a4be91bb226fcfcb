package org.swisspair.solver.cli;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * {@code swisspair pair} without picocli, for the plain forms tournament programs and scripts use
 * ({@code pair IN [--system NAME] [-o OUT] [--format F] [--round N] [--explain] [--trust-results]
 * [--baku]}): picocli's reflective model of even one command costs a short command about a third of
 * its CPU. Anything else (help, an unknown or repeated option, {@code --name=value}, {@code @file},
 * a value starting with '-', a value picocli would convert differently) goes to picocli, which then
 * prints its own messages. The command run is the same {@link PairCommand}, so the output and exit
 * code are those of the picocli path.
 */
final class QuickPair {
  private static final Set<String> FLAGS = Set.of("--explain", "--trust-results", "--baku");
  private static final Set<String> VALUED =
      Set.of(
          "--system",
          "-o",
          "--output",
          "--format",
          "--round",
          "--colour-preferences",
          "--primary-score");

  private QuickPair() {}

  /** The {@code pair} command {@code args} ask for, or null when picocli should read them. */
  static PairCommand parse(Io io, List<String> args) {
    if (args.isEmpty() || !args.get(0).equals("pair")) {
      return null;
    }
    PairCommand c = new PairCommand(io);
    Set<String> seen = new HashSet<>();
    for (int i = 1; i < args.size(); i++) {
      String a = args.get(i);
      if (a.startsWith("@")) {
        return null;
      }
      if (FLAGS.contains(a) || VALUED.contains(a)) {
        // -o and --output are one option.
        if (!seen.add(a.equals("-o") ? "--output" : a)) {
          return null;
        }
        if (FLAGS.contains(a)) {
          switch (a) {
            case "--explain" -> c.explain = true;
            case "--trust-results" -> c.trustResults = true;
            default -> c.baku = true;
          }
          continue;
        }
        if (i + 1 >= args.size()) {
          return null;
        }
        String v = args.get(++i);
        if (v.startsWith("-") || v.startsWith("@") || !set(c, a, v)) {
          return null;
        }
      } else if (a.startsWith("-") && !a.equals(Io.STANDARD)) {
        return null;
      } else if (c.input == null) {
        Path p = path(a);
        if (p == null) {
          return null;
        }
        c.input = p;
      } else {
        return null;
      }
    }
    return c.input == null ? null : c;
  }

  /** Sets option {@code name} to {@code v}; false when picocli might read {@code v} otherwise. */
  private static boolean set(PairCommand c, String name, String v) {
    switch (name) {
      case "--system" -> c.systemOption.system = v;
      case "--colour-preferences" -> c.systemOption.colourPreferences = v;
      case "--primary-score" -> c.systemOption.primaryScore = v;
      case "--round" -> {
        if (v.isEmpty() || v.length() > 9 || !within(v, '0', '9')) {
          return false;
        }
        c.round = Integer.parseInt(v);
      }
      case "--format" -> {
        PairCommand.OutputFormat f = format(v);
        if (f == null) {
          return false;
        }
        c.format = f;
      }
      default -> {
        c.output = path(v);
        return c.output != null;
      }
    }
    return true;
  }

  /** The format named {@code v} in any case of its ASCII name, as picocli is set to read it. */
  private static PairCommand.OutputFormat format(String v) {
    for (PairCommand.OutputFormat f : PairCommand.OutputFormat.values()) {
      if (within(v, (char) 0, (char) 127) && f.name().equals(v.toUpperCase(Locale.ROOT))) {
        return f;
      }
    }
    return null;
  }

  /** True when every character of {@code v} is from {@code lo} to {@code hi}. */
  private static boolean within(String v, char lo, char hi) {
    for (int i = 0; i < v.length(); i++) {
      if (v.charAt(i) < lo || v.charAt(i) > hi) {
        return false;
      }
    }
    return true;
  }

  private static Path path(String v) {
    try {
      return Path.of(v);
    } catch (InvalidPathException e) {
      return null;
    }
  }
}
