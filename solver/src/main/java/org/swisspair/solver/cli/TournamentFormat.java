package org.swisspair.solver.cli;

import java.nio.file.Path;
import java.util.Locale;

/** The file formats the command line reads and writes. */
enum TournamentFormat {
  /** TRF-16 player lines with the JaVaFo and bbpPairings records: what the engines read. */
  TRF16,
  /** TRF-2026 (FIDE C.02.03 Annexure A). */
  TRF26,
  /** The whole model as JSON, for tournaments that TRF cannot hold (more than 9,999 players). */
  JSON;

  /** The largest pairing number TRF's four-digit fields hold. */
  static final int TRF_MAX_PLAYERS = 9999;

  /** JSON for a {@code .json} file name, TRF otherwise. */
  static boolean isJson(Path file) {
    return file.getFileName() != null
        && file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".json");
  }
}
