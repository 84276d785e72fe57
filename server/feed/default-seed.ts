/** The seed of the demo catalogue and the feed simulator when SEED is not set (one model for both). */
export const DEFAULT_SEED = 20_261_122;
