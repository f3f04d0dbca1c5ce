/** Full-text query building over the FTS5 tables. Its face: what the other concerns and the composition root use. */
export { allOf, anyWordsQuery, keywordsQuery, placeQuery, searchWords, textPlan, type TextPlan } from './fts';
