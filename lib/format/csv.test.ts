import { parse } from 'csv-parse/sync';
import { neutralised, toCsv } from './csv';

describe('toCsv', () => {
  it('starts with a byte order mark and reads back, cell for cell, with a CSV parser', () => {
    const rows = [
      ['Ɓilkisu Ƙwadabo', 'Adéwálé, "Ade"', 'line one\nline two'],
      ['Ẹ̀kọ́', '', 'ɗan ƙasa'],
    ];
    const csv = toCsv(['Name', 'Note', 'Message'], rows);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(parse(csv, { bom: true })).toEqual([['Name', 'Note', 'Message'], ...rows]);
  });

  it('neutralises every cell a spreadsheet would take for a formula, and no other', () => {
    for (const cell of ['=1+1', '+233 20 123 4567', '-2', '@SUM(A1)', '\t=1', '\r=1'])
      expect(neutralised(cell)).toBe(`'${cell}`);
    for (const cell of ['Ama', '', "'=quoted", ' =1', '1-2']) expect(neutralised(cell)).toBe(cell);
    const [, row]: string[][] = parse(toCsv(['a'], [['=HYPERLINK("http://example.com")']]), { bom: true });
    expect(row).toEqual([`'=HYPERLINK("http://example.com")`]);
  });
});
