import { cellValue } from '../xlsx-writer';

describe('cellValue', () => {
  it.each([
    ['=1+1'],
    ['+66812345678'],
    ['-2+3'],
    ['@SUM(A1)'],
    ['\t=cmd'],
  ])('writes %j as inline text, never a formula', (text) => {
    expect(cellValue(text, 'text')).toEqual({ richText: [{ text }] });
  });

  it('leaves other values as they are; dates move to Thai wall time; empty is no cell', () => {
    expect(cellValue('สมชาย', 'text')).toBe('สมชาย');
    expect(cellValue(12, 'integer')).toBe(12);
    expect(cellValue(new Date('2026-11-22T03:00:00Z'), 'datetime')).toEqual(new Date('2026-11-22T10:00:00Z'));
    expect(cellValue('', 'text')).toBeNull();
    expect(cellValue(undefined, 'date')).toBeNull();
  });
});

describe('writeWorkbook', () => {
  it('writes what exceljs reads back: typed cells, Thai wall-clock dates, text made safe for XML, frozen bold header', async () => {
    const { PassThrough } = await import('node:stream');
    const ExcelJS = (await import('exceljs')).default;
    const { sheetOf, writeWorkbook } = await import('../xlsx-writer');
    type Row = { text: string; n: number | null; when: Date | null; ok: boolean };
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const rows: Row[] = [
      { text: '=1+1 & <b> "q"', n: 1234.5, when: new Date('2026-11-22T03:00:00Z'), ok: true },
      { text: 'bell\u0007 tab\tnew\nline  ', n: Number.NaN, when: new Date(Number.NaN), ok: false },
      { text: 'ก'.repeat(40_000), n: null, when: null, ok: true },
    ];
    const written = await writeWorkbook(
      out,
      [
        sheetOf<Row>({
          name: 'Data',
          columns: [
            { key: 'text', header: { 'th-TH': 'ข้อความ', 'en-US': 'Text' }, width: 20, kind: 'text', value: (r) => r.text },
            { key: 'n', header: { 'th-TH': 'จำนวน', 'en-US': 'Number' }, width: 10, kind: 'decimal', value: (r) => r.n },
            { key: 'when', header: { 'th-TH': 'เวลา', 'en-US': 'When' }, width: 18, kind: 'datetime', value: (r) => r.when },
            { key: 'ok', header: { 'th-TH': 'ผ่าน', 'en-US': 'OK' }, width: 6, kind: 'text', value: (r) => r.ok },
          ],
          rows,
        }),
      ],
      { locale: 'en-US' },
    );
    expect(written).toBe(3);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Data')!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).values).toEqual([undefined, 'Text', 'Number', 'When', 'OK']);
    expect(sheet.getRow(1).font).toMatchObject({ bold: true });
    expect(sheet.getRow(2).values).toEqual([undefined, '=1+1 & <b> "q"', 1234.5, new Date('2026-11-22T10:00:00Z'), true]);
    expect(sheet.getCell('B2').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('C2').numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(sheet.getRow(3).values).toEqual([undefined, 'bell tab\tnew\nline  ', undefined, undefined, false]);
    expect((sheet.getCell('A4').value as string).length).toBe(32_767);
    expect(sheet.getColumn(3).width).toBe(18);
  });
});
