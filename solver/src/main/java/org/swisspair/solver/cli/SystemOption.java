package org.swisspair.solver.cli;

import picocli.CommandLine.Option;

/** The {@code --system} option shared by the commands that pair. */
final class SystemOption {
  @Option(
      names = "--system",
      paramLabel = "NAME",
      defaultValue = "dutch",
      description = "Pairing system (default: ${DEFAULT-VALUE}).")
  String system = "dutch";
}
