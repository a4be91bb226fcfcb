/** JMH benchmarks of pairing and matching. */
package org.swisspair.benchmarks;
