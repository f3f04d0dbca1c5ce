/** Reading the maintained counts. Its face: what the other concerns and the composition root use. */
export { splitBetween, splitSince } from './days';
export {
  applicationDays,
  type ApplicationFigures,
  applicationTotals,
  count,
  counts,
  countScoresFrom,
  countsOf,
  countsOfNames,
  dayCounts,
} from './store';
