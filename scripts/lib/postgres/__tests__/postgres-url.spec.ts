import { databaseName, embeddedPostgresUrl, isDefaultLocalPostgres, withDatabase } from '../postgres-url';

describe('PostgreSQL URLs', () => {
  it('swaps the database and keeps the rest', () => {
    expect(withDatabase('postgres://u:p@db:6543/voc?sslmode=require', 'postgres')).toBe('postgres://u:p@db:6543/postgres?sslmode=require');
    expect(withDatabase('postgres://postgres@127.0.0.1:5432/voc', 'voc test')).toBe('postgres://postgres@127.0.0.1:5432/voc%20test');
  });

  it.each([
    ['postgres://postgres@127.0.0.1:5432/voc', 'voc'],
    ['postgres://postgres@127.0.0.1:5432/voc%20test', 'voc test'],
    ['postgres://postgres@127.0.0.1:5432/', 'postgres'],
    ['postgres://postgres@127.0.0.1:5432', 'postgres'],
  ])('%s names database %s', (url, name) => {
    expect(databaseName(url)).toBe(name);
  });

  it.each([
    ['postgres://postgres@127.0.0.1:5432/voc', true],
    ['postgres://127.0.0.1/voc', true],
    ['postgres://postgres@localhost/other', true],
    ['postgres://postgres@[::1]:5432/voc', true],
    ['postgres://postgres@127.0.0.1:5433/voc', false],
    ['postgres://postgres:secret@127.0.0.1:5432/voc', false],
    ['postgres://app@127.0.0.1:5432/voc', false],
    ['postgres://postgres@db.example:5432/voc', false],
    ['postgres://postgres@127.0.0.1:5432/voc?sslmode=require', false],
    ['not a url', false],
  ])('%s may be stood in for by the embedded server: %s', (url, embeddable) => {
    expect(isDefaultLocalPostgres(url)).toBe(embeddable);
  });

  it('addresses the embedded server', () => {
    expect(embeddedPostgresUrl(5432, 'voc')).toBe('postgres://postgres@127.0.0.1:5432/voc');
    expect(embeddedPostgresUrl(40001, '')).toBe('postgres://postgres@127.0.0.1:40001/postgres');
  });
});
