package org.swisspair.solver.pairing;

import java.util.Objects;

/**
 * A system's registration in {@link PairingSystems}: each system package has one, named in {@code
 * META-INF/services/org.swisspair.solver.pairing.PairingSystemProvider} and found by {@link
 * java.util.ServiceLoader}, so that this contract package names no system.
 */
public abstract class PairingSystemProvider {
  private final int position;
  private final PairingSystems.Entry entry;

  /** A registration at {@code position} in the listings (smaller first: the handbook's order). */
  protected PairingSystemProvider(int position, PairingSystems.Entry entry) {
    this.position = position;
    this.entry = Objects.requireNonNull(entry, "entry");
  }

  /** The system's registry entry. */
  public final PairingSystems.Entry entry() {
    return entry;
  }

  /** The system's place in every listing, smaller first. */
  public final int position() {
    return position;
  }

  /**
   * True when the TRF-2026 {@code 192} code {@code code} (upper case, its {@code _BAKU} suffix
   * removed) selects this system; by default, when it is the entry's own code.
   */
  public boolean claims(String code) {
    return !entry.trfCode().isEmpty() && entry.trfCode().equals(code);
  }
}
