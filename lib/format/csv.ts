import { stringify } from 'csv-stringify/sync';

/*
 * CSV for spreadsheet programs: UTF-8 with a byte order mark, so Excel reads Hausa and French
 * names right, and every cell that a spreadsheet would take for a formula (starting with =, +, -,
 * @, a tab or a carriage return) neutralised with a leading apostrophe, so a visitor's "message"
 * cannot run anything on a staff member's machine (OWASP's CSV injection advice).
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export const neutralised = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);

export function toCsv(header: string[], rows: string[][]): string {
  return stringify(
    [header, ...rows].map((row) => row.map(neutralised)),
    { bom: true, record_delimiter: 'windows' },
  );
}
