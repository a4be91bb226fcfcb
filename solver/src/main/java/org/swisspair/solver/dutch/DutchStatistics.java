package org.swisspair.solver.dutch;

/**
 * What the speed paths of Dutch rounds (C.04.3) did: how often each was tried and decided, counted
 * per round and summed by {@link DutchPairingSystem#statistics()}. Tests read them to show that the
 * path they compare with the reference was taken; nothing in the engine reads them.
 */
public final class DutchStatistics {
  private long boundaryPasses;
  private long boundedTried;
  private long boundedDecided;
  private long perfectDecided;
  private long transpositionsDecided;
  private long remaindersSolved;
  private long bandPairs;
  private long classedSolves;
  private long brokenClasses;
  private long dualTightRests;
  private long restsWithoutUsed;
  private long restChecks;

  /**
   * Rounds paired by a pass with a boundary (the brackets above it kept the first pass's paths).
   */
  public synchronized long boundaryPasses() {
    return boundaryPasses;
  }

  /** Brackets a bounded candidate was looked for in. */
  public synchronized long boundedTried() {
    return boundedTried;
  }

  /** Brackets a bounded candidate decided. */
  public synchronized long boundedDecided() {
    return boundedDecided;
  }

  /** Brackets a perfect candidate decided. */
  public synchronized long perfectDecided() {
    return perfectDecided;
  }

  /** Remainders a tight transposition decided, after the bracket's first solve. */
  public synchronized long transpositionsDecided() {
    return transpositionsDecided;
  }

  /** Remainders the Article 4 solve decided, after the bracket's first solve. */
  public synchronized long remaindersSolved() {
    return remaindersSolved;
  }

  /** Pairs priced solves started with for being near a fold. */
  public synchronized long bandPairs() {
    return bandPairs;
  }

  /** Priced solves the player classes held for. */
  public synchronized long classedSolves() {
    return classedSolves;
  }

  /** Priced solves that found a pair contradicting the classes, and priced pair by pair. */
  public synchronized long brokenClasses() {
    return brokenClasses;
  }

  /** Tight rests of a classed solve listed with tightness read from the duals. */
  public synchronized long dualTightRests() {
    return dualTightRests;
  }

  /** Pricing rounds of a tight rest that left the paired players out. */
  public synchronized long restsWithoutUsed() {
    return restsWithoutUsed;
  }

  /** Priced tight rests checked against the whole rest ({@link DutchTuning#checkRest}). */
  public synchronized long restChecks() {
    return restChecks;
  }

  void countBoundaryPass() {
    boundaryPasses++;
  }

  void countBoundedTried() {
    boundedTried++;
  }

  void countBoundedDecided() {
    boundedDecided++;
  }

  void countPerfectDecided() {
    perfectDecided++;
  }

  void countTranspositionDecided() {
    transpositionsDecided++;
  }

  void countRemainderSolved() {
    remaindersSolved++;
  }

  void countBandPair() {
    bandPairs++;
  }

  void countClassedSolve() {
    classedSolves++;
  }

  void countBrokenClasses() {
    brokenClasses++;
  }

  void countDualTightRest() {
    dualTightRests++;
  }

  void countRestWithoutUsed() {
    restsWithoutUsed++;
  }

  void countRestCheck() {
    restChecks++;
  }

  /** Adds a round's counts to these. */
  synchronized void add(DutchStatistics round) {
    boundaryPasses += round.boundaryPasses;
    boundedTried += round.boundedTried;
    boundedDecided += round.boundedDecided;
    perfectDecided += round.perfectDecided;
    transpositionsDecided += round.transpositionsDecided;
    remaindersSolved += round.remaindersSolved;
    bandPairs += round.bandPairs;
    classedSolves += round.classedSolves;
    brokenClasses += round.brokenClasses;
    dualTightRests += round.dualTightRests;
    restsWithoutUsed += round.restsWithoutUsed;
    restChecks += round.restChecks;
  }

  /** A copy of the counts as they are now. */
  synchronized DutchStatistics copy() {
    DutchStatistics c = new DutchStatistics();
    c.add(this);
    return c;
  }

  @Override
  public synchronized String toString() {
    return "boundary passes "
        + boundaryPasses
        + ", bounded candidates "
        + boundedDecided
        + "/"
        + boundedTried
        + ", perfect candidates "
        + perfectDecided
        + ", tight transpositions "
        + transpositionsDecided
        + ", remainder solves "
        + remaindersSolved
        + ", band pairs "
        + bandPairs
        + ", classed solves "
        + classedSolves
        + ", broken classes "
        + brokenClasses
        + ", dual tight rests "
        + dualTightRests
        + ", rests without used "
        + restsWithoutUsed
        + ", rest checks "
        + restChecks;
  }
}
