import { landingPath } from '../landing-path';

describe('landingPath', () => {
  it.each([
    [null, '/app/main'],
    [undefined, '/app/main'],
    ['', '/app/main'],
    ['/', '/app/main'],
    ['/?x=1', '/app/main'],
    ['/signin', '/app/main'],
    ['/signin/', '/app/main'],
    ['/signin/admin', '/app/main'],
    ['/signin/admin?next=1', '/app/main'],
    ['//evil.example/app', '/app/main'],
    ['https://evil.example/app/main', '/app/main'],
    ['/signing-off', '/signing-off'],
    ['/app/main', '/app/main'],
    ['/app/report/quickvoc', '/app/report/quickvoc'],
    ['/app/report/quickvoc?month=04', '/app/report/quickvoc?month=04'],
    ['/somewhere/unknown', '/somewhere/unknown'],
  ])('%p lands on %p', (remembered, expected) => {
    expect(landingPath(remembered)).toBe(expected);
  });
});
