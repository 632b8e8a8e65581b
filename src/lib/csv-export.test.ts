import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { BOM, buildCsv, csvFileName, FORMULA_START, type CsvCell, type CsvColumn } from './csv-export';

type Row = { name: CsvCell; note: CsvCell };
const COLUMNS: CsvColumn<Row>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Note', value: (r) => r.note },
];

/** The file's cells, read back as a spreadsheet would (BOM off, quotes resolved). */
function cells(csv: string): string[][] {
  expect(csv.startsWith(BOM)).toBe(true);
  return Papa.parse<string[]>(csv.slice(BOM.length), { skipEmptyLines: true }).data;
}

async function noteCell(note: CsvCell): Promise<string> {
  return cells(await buildCsv(COLUMNS, [{ name: 'A', note }]))[1][1];
}

describe('buildCsv', () => {
  it('starts with a UTF-8 BOM, then the headers, one CRLF line per row', async () => {
    const csv = await buildCsv(COLUMNS, [
      { name: 'Amina', note: 'first' },
      { name: 'Bilal', note: 'second' },
    ]);
    expect(csv).toBe(`${BOM}Name,Note\r\nAmina,first\r\nBilal,second`);
  });

  it('writes only the header line for zero rows', async () => {
    const csv = await buildCsv(COLUMNS, []);
    expect(csv).toBe(`${BOM}Name,Note\r\n`);
    expect(cells(csv)).toEqual([['Name', 'Note']]);
  });

  it.each(['=', '+', '-', '@', '\t', '\r'])('prefixes a cell starting with %j with an apostrophe', async (trigger) => {
    const value = `${trigger}HYPERLINK("http://evil.example","x")`;
    expect(await noteCell(value)).toBe(`'${value}`);
  });

  it('guards every Unicode form of = + - @ (each character whose NFKC form starts with one) and the minus sign', async () => {
    const forms: string[] = ['\u2212'];
    for (let code = 0x80; code < 0x110000; code += 1) {
      if (code >= 0xd800 && code < 0xe000) continue;
      const char = String.fromCodePoint(code);
      if (/^[=+\-@]/.test(char.normalize('NFKC'))) forms.push(char);
    }
    expect(forms).toContain('\uFF1D');
    for (const char of forms) expect(FORMULA_START.test(`${char}1+1`), `U+${char.codePointAt(0)!.toString(16)}`).toBe(true);
    expect(await noteCell('\uFF1DHYPERLINK("http://evil.example")')).toBe('\'\uFF1DHYPERLINK("http://evil.example")');
  });

  it('guards a formula that spans lines, which Papa Parse’s default pattern misses', async () => {
    expect(await noteCell('=1+1\nsecond line')).toBe("'=1+1\nsecond line");
    expect(await noteCell('\r\n=cmd')).toBe("'\r\n=cmd");
  });

  it('guards numbers too, and leaves a trigger character later in the cell alone', async () => {
    expect(await noteCell(-5)).toBe("'-5");
    expect(await noteCell(12.5)).toBe('12.5');
    expect(await noteCell('a=b+c-d@e')).toBe('a=b+c-d@e');
    expect(await noteCell(' =1')).toBe(' =1');
  });

  it('quotes commas, quotes and line breaks so each cell comes back whole', async () => {
    const csv = await buildCsv(COLUMNS, [{ name: 'Smith, John', note: 'He said "hi"\nthen left\r\nfor good' }]);
    expect(csv).toContain('"Smith, John","He said ""hi""\nthen left\r\nfor good"');
    expect(cells(csv)[1]).toEqual(['Smith, John', 'He said "hi"\nthen left\r\nfor good']);
  });

  it('writes null and undefined as empty cells, and keeps non-Latin text', async () => {
    const csv = await buildCsv(COLUMNS, [
      { name: 'عائشة 🌙', note: null },
      { name: undefined, note: 'Zoë' },
    ]);
    expect(cells(csv).slice(1)).toEqual([
      ['عائشة 🌙', ''],
      ['', 'Zoë'],
    ]);
  });
});

describe('csvFileName', () => {
  it('names the file after the list and the UTC day', () => {
    expect(csvFileName('contact-forms', new Date(Date.UTC(2026, 10, 24, 23, 59)))).toBe('contact-forms-2026-11-24.csv');
  });
});
