/**
 * Parquet output for the research toolkit: a {@link org.swisspair.solver.research.TableWriter} that
 * {@code swisspair simulate} finds with {@link java.util.ServiceLoader} when this module's jars are
 * on the class path.
 */
package org.swisspair.parquet;
