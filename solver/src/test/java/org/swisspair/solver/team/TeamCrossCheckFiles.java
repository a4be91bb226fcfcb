package org.swisspair.solver.team;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.swisspair.model.team.PreferenceType;
import org.swisspair.model.team.PrimaryScore;
import org.swisspair.model.trf.TrfWriter;
import org.swisspair.solver.pairing.NoValidPairingException;

/**
 * The generated half of the team cross-check's direction (b) (tools/crosscheck/
 * team-swisspair-to-sharly.sh): N team tournaments of C.04.6, paired by swisspair, written as
 * TRF-2026 files in one JVM (one JVM per file spent most of the run starting the JVM). Not a test:
 * run with {@code java -cp ... TeamCrossCheckFiles DIR COUNT SEED [DEADLINE]}.
 *
 * <p>Tournament {@code i} has 5 to 16 teams of 4 boards, 3 to 9 rounds, Type A, Type B or no colour
 * preferences, match or game points primary, 5% forfeited matches (330), byes, withdrawals and late
 * entries (240); every other one has a reserve per team (300 line-ups), the rest none. The name
 * says which: {@code ours-INDEX-PREFS-PRIMARY-tTEAMS-rROUNDS-res1|res0.trf}. DEADLINE (seconds
 * since the epoch): no tournament is started after it.
 */
public final class TeamCrossCheckFiles {
  private static final PreferenceType[] PREFERENCES = {
    PreferenceType.A, PreferenceType.B, PreferenceType.NONE
  };

  private TeamCrossCheckFiles() {}

  /** Entry point; prints how many files were written and how many met a round with no pairing. */
  public static void main(String[] args) throws IOException {
    Path dir = Path.of(args[0]);
    int count = Integer.parseInt(args[1]);
    long seed = Long.parseLong(args[2]);
    long deadline = args.length > 3 ? Long.parseLong(args[3]) * 1000 : Long.MAX_VALUE;
    Files.createDirectories(dir);
    int written = 0;
    int deadEnds = 0;
    int started = 0;
    for (int i = 0; i < count; i++) {
      if (System.currentTimeMillis() >= deadline) {
        break;
      }
      started++;
      long s = seed * 100003 + i;
      int teams = (int) (5 + s % 12);
      int rounds = (int) Math.min(3 + (s / 12) % 7, teams - 1);
      PreferenceType prefs = PREFERENCES[(int) ((s / 7) % 3)];
      PrimaryScore primary = (s / 5) % 2 == 0 ? PrimaryScore.MATCH : PrimaryScore.GAME;
      int reserves = i % 2;
      String name =
          String.format(
              "ours-%05d-%s-%s-t%02d-r%d-res%d.trf",
              i,
              prefs == PreferenceType.NONE ? "none" : prefs.name(),
              primary == PrimaryScore.MATCH ? "match" : "game",
              teams,
              rounds,
              reserves);
      Path out = dir.resolve(name);
      if (Files.exists(out)) {
        written++;
        continue;
      }
      TeamGenerator.Options o =
          new TeamGenerator.Options(
              teams,
              4,
              rounds,
              s,
              prefs,
              primary,
              false,
              0.05,
              0.07,
              0.02,
              (int) (s % 3 == 0 ? 1 : 0),
              false);
      String text;
      try {
        text =
            TrfWriter.toText(
                new TeamGenerator(new TeamPairingSystem(), reserves).generate(o),
                TrfWriter.Flavour.TRF26);
      } catch (NoValidPairingException e) {
        deadEnds++;
        continue;
      }
      Path tmp = dir.resolve(name + ".tmp");
      Files.writeString(tmp, text);
      Files.move(tmp, out, StandardCopyOption.ATOMIC_MOVE);
      written++;
    }
    System.out.println(
        started
            + " started, "
            + written
            + " written, "
            + deadEnds
            + " generator dead ends (a round with no legal pairing)");
  }
}
