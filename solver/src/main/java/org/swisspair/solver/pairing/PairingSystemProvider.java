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
  private final String codePrefix;

  /** A registration at {@code position} in the listings (smaller first: the handbook's order). */
  protected PairingSystemProvider(int position, PairingSystems.Entry entry) {
    this(position, entry, "");
  }

  /**
   * The same, the system also selected by every {@code 192} code that starts with {@code
   * codePrefix} (e.g. {@code FIDE_DUTCH}: a Dutch code of any year); "" for its own code alone.
   */
  protected PairingSystemProvider(int position, PairingSystems.Entry entry, String codePrefix) {
    this.position = position;
    this.entry = Objects.requireNonNull(entry, "entry");
    this.codePrefix = Objects.requireNonNull(codePrefix, "codePrefix");
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
   * removed) selects this system: the entry's own code, or one with the system's prefix.
   */
  public final boolean claims(String code) {
    return !entry.trfCode().isEmpty() && entry.trfCode().equals(code)
        || !codePrefix.isEmpty() && code.startsWith(codePrefix);
  }
}
