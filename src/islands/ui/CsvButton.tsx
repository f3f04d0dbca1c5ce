import { announce } from '../../client/browser/announce';
import { downloadText } from '../../client/browser/download';
import { type CsvValue, toCsv } from '../../contract';
import { Button } from './Button';

/** A file name from a table's title: "Applications per day" → applications-per-day.csv. */
export const csvName = (title: string) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'table'
  }.csv`;

/** Downloads a table as CSV, built in the page from the rows it shows (header row first). */
export function CsvButton({ title, rows }: { title: string; rows: () => readonly (readonly CsvValue[])[] }) {
  return (
    <Button
      size="sm"
      variant="secondary"
      className="csv-button"
      aria-label={`Download CSV: ${title}`}
      onClick={() => {
        downloadText(csvName(title), toCsv(rows()));
        announce(`${title} downloaded as CSV.`);
      }}
    >
      Download CSV
    </Button>
  );
}
