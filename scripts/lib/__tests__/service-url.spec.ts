import { describeAddress, redactUrl } from '../service-url';

describe('service URLs in messages', () => {
  it.each([
    ['postgres://user:secret@db.example:6543/voc', 5432, 'db.example:6543'],
    ['postgres://postgres@127.0.0.1/voc', 5432, '127.0.0.1:5432'],
    ['redis://127.0.0.1', 6379, '127.0.0.1:6379'],
    ['not a url', 6379, '(unparsable URL)'],
  ])('%s is at %s', (url, defaultPort, address) => {
    expect(describeAddress(url, defaultPort)).toBe(address);
  });

  it.each([
    ['postgres://user:secret@db.example:6543/voc', 'postgres://user:***@db.example:6543/voc'],
    ['redis://:secret@127.0.0.1:6379', 'redis://:***@127.0.0.1:6379'],
    ['http://127.0.0.1:4100', 'http://127.0.0.1:4100/'],
    ['', '(unparsable URL)'],
  ])('%s is shown as %s', (url, shown) => {
    expect(redactUrl(url)).toBe(shown);
  });
});
