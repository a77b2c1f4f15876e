import { CATEGORY_ERRORS, HOTSHEET_COLUMNS, HOTSHEET_ROW_PROBLEMS, LOCALES } from '@voc/domain';
import { columnLabel, IMPORT_TEXT_KEYS, importText } from '../import-texts';

describe('import problem texts', () => {
  it('have a text for every key a problem row can carry, in both languages', () => {
    const keys = [...Object.values(HOTSHEET_ROW_PROBLEMS), ...Object.values(CATEGORY_ERRORS), 'errors.field.max', 'errors.ticket.dealerUnknown', 'errors.ticket.dealerClosed'];
    expect(keys.filter((key) => !IMPORT_TEXT_KEYS.includes(key))).toEqual([]);
    for (const locale of LOCALES) expect(keys.filter((key) => importText(key, locale) === key)).toEqual([]);
  });

  it('fill placeholders, Thai with the English hint', () => {
    expect(importText(HOTSHEET_ROW_PROBLEMS.duplicateInFile, 'en-US', { row: 7 })).toBe('Same complaint as row 7 of this file');
    expect(importText(HOTSHEET_ROW_PROBLEMS.duplicateInFile, 'th-TH', { row: 7 })).toBe('ซ้ำกับแถวที่ 7 ในไฟล์นี้ (Same complaint as row 7 of this file)');
    expect(importText('errors.unknown.key', 'en-US')).toBe('errors.unknown.key');
  });

  it('label every column', () => {
    for (const column of HOTSHEET_COLUMNS) {
      expect(columnLabel(column.key, 'en-US')).toBe(column.en);
      expect(columnLabel(column.key, 'th-TH')).toBe(`${column.th} (${column.en})`);
    }
  });
});
