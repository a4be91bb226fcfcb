package org.swisspair.solver.cli;

import picocli.CommandLine.IVersionProvider;

/** The version line of {@code --version}. */
final class Version implements IVersionProvider {
  /** The version when the jar manifest does not give one. */
  static final String DEFAULT = "0.1.0-SNAPSHOT";

  /** The version of this build. */
  static String number() {
    String v = Version.class.getPackage().getImplementationVersion();
    return v == null ? DEFAULT : v;
  }

  @Override
  public String[] getVersion() {
    return new String[] {
      "swisspair " + number(),
      "FIDE Swiss pairing engine (Dutch system C.04.3, rules from 1 February 2026)",
      "Java " + System.getProperty("java.version")
    };
  }
}
