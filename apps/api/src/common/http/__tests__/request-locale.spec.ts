import { requestLocale } from '../request-locale';
import { attachmentDisposition } from '../spreadsheet-response';

describe('requestLocale', () => {
  it.each([
    ['the lang query wins', 'en-US', 'th-TH', 'en-US'],
    ['an unsupported lang falls back to the header', 'fr-FR', 'en-GB,en;q=0.8', 'en-US'],
    ['the best-ranked supported language of the header', undefined, 'fr;q=1, en-US;q=0.5, th;q=0.9', 'th-TH'],
    ['a refused language (q=0) is skipped', undefined, 'th;q=0, en', 'en-US'],
    ['Thai by default', undefined, undefined, 'th-TH'],
    ['Thai when nothing fits', undefined, 'de, fr', 'th-TH'],
  ])('%s', (_name, lang, header, expected) => {
    expect(requestLocale(lang, header)).toBe(expected);
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII name and the exact UTF-8 name', () => {
    expect(attachmentDisposition('tickets_aftersales_qvoc_22112026.xlsx')).toBe(
      `attachment; filename="tickets_aftersales_qvoc_22112026.xlsx"; filename*=UTF-8''tickets_aftersales_qvoc_22112026.xlsx`,
    );
    expect(attachmentDisposition('รายงาน "1".xlsx')).toBe(`attachment; filename="______ _1_.xlsx"; filename*=UTF-8''${encodeURIComponent('รายงาน "1".xlsx')}`);
  });
});
