package org.swisspair.solver.dutch;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * For the tests of the matching path: bounded candidates switched off for the whole test class
 * (they would decide the brackets before the matching is reached), the property restored after.
 */
final class MatchingOnly implements BeforeAllCallback, AfterAllCallback {
  private static final String KEY = "swisspair.boundedCandidates";
  private static final ExtensionContext.Namespace NAMESPACE =
      ExtensionContext.Namespace.create(MatchingOnly.class);

  @Override
  public void beforeAll(ExtensionContext context) {
    String old = System.getProperty(KEY);
    context.getStore(NAMESPACE).put(KEY, old == null ? "" : "=" + old);
    System.setProperty(KEY, "false");
  }

  @Override
  public void afterAll(ExtensionContext context) {
    String saved = context.getStore(NAMESPACE).get(KEY, String.class);
    restore(KEY, saved.isEmpty() ? null : saved.substring(1));
  }

  /** Sets {@code key} back to {@code old}, or clears it when it was not set. */
  static void restore(String key, String old) {
    if (old == null) {
      System.clearProperty(key);
    } else {
      System.setProperty(key, old);
    }
  }
}
