/**
 * Reading and writing tournaments: FIDE TRF-16 and TRF-2026 (with the JaVaFo {@code XX?} and
 * bbpPairings {@code BB?} extensions), old Krause {@code .tab} files, and JSON for tournaments
 * larger than TRF's four-digit pairing numbers allow; the TRF-2026 team records, read into a {@link
 * org.swisspair.model.team.TeamTournament} ({@link org.swisspair.model.trf.TeamRecordReader}).
 * Files are written atomically so that a failed run never leaves a half-written output.
 */
package org.swisspair.model.trf;
