/**
 * The research simulation of {@code org.swisspair.solver.research} as an Apache Spark job: ranges
 * of tournament indices spread over the executors, one Parquet row per tournament and system.
 */
package org.swisspair.spark;
