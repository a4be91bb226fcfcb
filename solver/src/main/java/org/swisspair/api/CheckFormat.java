package org.swisspair.api;

/** The formats a check's report is rendered in. */
public enum CheckFormat {
  /** The report a person reads: each differing round side by side, then the summary line. */
  TEXT,
  /** The structured report ({@code CheckReportJson}) with the text inside. */
  JSON
}
