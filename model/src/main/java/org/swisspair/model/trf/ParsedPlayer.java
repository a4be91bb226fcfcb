package org.swisspair.model.trf;

import org.swisspair.model.Player;

/** A player as read, with the 001 line it was read from (for the messages). */
record ParsedPlayer(Line line, Player player) {}
