import ExcelJS from 'exceljs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openXlsxSheet } from '../xlsx-stream-reader';
import { readZipDirectory } from '../zip-guard';

describe('openXlsxSheet', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'xlsx-reader-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  // exceljs's own WorkbookReader loses Thai characters that straddle two chunks of XML.
  it.each([true, false])('keeps every Thai character whole across chunk boundaries (shared strings: %s)', async (sharedStrings) => {
    const file = path.join(dir, `thai-${sharedStrings}.xlsx`);
    const text = 'พนักงานขายไม่ติดต่อกลับตามนัด ลูกค้าไม่พอใจมาก';
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: sharedStrings });
    book.addWorksheet('Other').addRow(['x']).commit();
    const sheet = book.addWorksheet('Hotsheet');
    for (let i = 0; i < 5000; i++) sheet.addRow([i, `${text}${i}`]).commit();
    await book.commit();
    const opened = await openXlsxSheet(file, await readZipDirectory(file, { maxEntries: 50, maxUncompressedBytes: 1e9 }), 'hotsheet');
    let rows = 0;
    const broken: number[] = [];
    for await (const row of opened!.rows) {
      rows += 1;
      if (row.getCell(2).value !== `${text}${row.getCell(1).value}`) broken.push(row.number);
    }
    expect({ rows, broken }).toEqual({ rows: 5000, broken: [] });
    expect(await openXlsxSheet(file, await readZipDirectory(file, { maxEntries: 50, maxUncompressedBytes: 1e9 }), 'Nope')).toBeNull();
  });
});
