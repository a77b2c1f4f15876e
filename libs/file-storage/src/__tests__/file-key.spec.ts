import { fileKey } from '../file-key';

describe('fileKey', () => {
  it('makes area/name keys for the names the product makes', () => {
    expect(fileKey('files', '0123456789abcdef0123456789abcdef.jpg')).toBe('files/0123456789abcdef0123456789abcdef.jpg');
    expect(fileKey('exports', 'a1.xlsx')).toBe('exports/a1.xlsx');
  });

  it.each(['../secret', 'a/b', '', '.hidden', 'a..b', 'x'.repeat(200), 'ไฟล์.xlsx'])('refuses a name that could leave its area: %j', (name) => {
    expect(() => fileKey('imports', name)).toThrow('unexpected file store key');
  });
});
