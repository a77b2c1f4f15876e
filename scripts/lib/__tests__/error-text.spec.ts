import { errorText, oneLine } from '../error-text';

describe('error text', () => {
  it('puts text on one line', () => {
    expect(oneLine('  a\n  b\t c  ')).toBe('a b c');
    expect(oneLine(undefined)).toBe('');
    expect(oneLine(null)).toBe('');
    expect(oneLine(42)).toBe('42');
  });

  it('names the code when the message does not', () => {
    expect(errorText(Object.assign(new Error('connect refused'), { code: 'ECONNREFUSED' }))).toBe('ECONNREFUSED connect refused');
    expect(errorText(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe('connect ECONNREFUSED 127.0.0.1:5432');
    expect(errorText(new Error('two\nlines'))).toBe('two lines');
  });

  it('reads the first error of an AggregateError (both addresses of localhost refused)', () => {
    const first = Object.assign(new Error('connect ECONNREFUSED ::1:6379'), { code: 'ECONNREFUSED' });
    expect(errorText(new AggregateError([first, new Error('second')], ''))).toBe('connect ECONNREFUSED ::1:6379');
  });

  it('says something for anything thrown', () => {
    expect(errorText(undefined)).toBe('unknown error');
    expect(errorText(null)).toBe('unknown error');
    expect(errorText('plain words')).toBe('plain words');
    expect(errorText({ message: '' })).toBe('[object Object]');
  });
});
