/**
 * Pairing lists, explanations and standings as people and programs read them: the arbiter's text
 * list, self-contained HTML pages, the explanation with its criteria legend, and the JSON document
 * that {@code docs/schema/pairing.schema.json} describes.
 */
package org.swisspair.solver.output;
