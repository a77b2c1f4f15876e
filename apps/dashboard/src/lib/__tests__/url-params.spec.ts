import { oneOfParam, positiveIntParam, searchOfParams, textParam, uuidParam, withoutEmpty } from '../url-params';

describe('url params', () => {
  it.each([
    ['3', 3],
    ['1', 1],
    ['0', null],
    ['-2', null],
    ['2.5', null],
    ['two', null],
    [null, null],
  ])('positive int %s → %s', (value, expected) => {
    expect(positiveIntParam(value)).toBe(expected);
  });

  it.each([
    ['normal', 'normal'],
    ['closed', 'closed'],
    ['Closed', null],
    ['', null],
    [null, null],
  ])('one of normal/closed: %s → %s', (value, expected) => {
    expect(oneOfParam(['normal', 'closed'] as const, value)).toBe(expected);
  });

  it.each([
    ['  D0005 ', 10, 'D0005'],
    ['abcdefghijkl', 5, 'abcde'],
    [null, 5, ''],
  ])('text %p (max %i) → %p', (value, max, expected) => {
    expect(textParam(value, max)).toBe(expected);
  });

  it.each([
    ['3F2B7A9E-1C4D-4E5F-8A6B-7C8D9E0F1A2B', '3f2b7a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b'],
    ['D0001', null],
    ['', null],
    [null, null],
  ])('uuid %p → %p', (value, expected) => {
    expect(uuidParam(value)).toBe(expected);
  });

  it('writes only what differs from the defaults, in the defaults order, without empty values', () => {
    const defaults = { name: '', status: '', page: 1, limit: 20 };
    expect(searchOfParams({ limit: 50, page: 2, status: 'closed', name: 'สยาม' }, defaults).toString()).toBe('name=%E0%B8%AA%E0%B8%A2%E0%B8%B2%E0%B8%A1&status=closed&page=2&limit=50');
    expect(searchOfParams(defaults, defaults).toString()).toBe('');
  });

  it('drops empty values but keeps numbers and filled texts', () => {
    expect(withoutEmpty({ a: '', b: 'x', page: 1 })).toEqual({ b: 'x', page: 1 });
  });
});
