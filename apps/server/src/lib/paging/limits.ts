/**
 * The sizes at which a list changes how it reads a page (decision 016). One object, so the tests can shrink
 * them and drive every plan with a few dozen rows.
 */
export const listLimits = {
  /** OFFSET up to this many rows is cheap (an index walk of a few thousand entries). */
  cheapOffset: 2_000,
  /**
   * A page far from both ends, asked for by number alone, is reached in steps this long, giving way to other
   * requests between steps once it has run a while (lib/loop-share).
   */
  walkStep: 10_000,
  /**
   * A filtered list sorted by name or payment status is read as a set and sorted when it holds at most this many
   * rows; past it, the filter matches often enough that walking the order's index finds a page soon.
   */
  smallSet: 4_000,
  /** A search term matching at most this many rows of the whole table is read through the search index. */
  searchCandidates: 1_000,
  /**
   * A search checked row by row reads the list's index this many entries at a time, giving way to other requests
   * between windows once it has run a while (lib/loop-share).
   */
  scanWindow: 2_000,
  /** How many of a list's first rows a common search term is checked against, to estimate its matches. */
  searchSample: 1_000,
};
