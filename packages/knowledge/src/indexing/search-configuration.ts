/** The text search configuration of migration 0002: French stemming over folded accents. */
export const SEARCH_CONFIGURATION = "fr_unaccent";
