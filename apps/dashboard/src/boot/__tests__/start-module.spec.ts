import { opensMainPage, signInAddressOf, startModuleFor } from '../start-module';

describe('startModuleFor', () => {
  it.each([
    ['/signin', false, 'sign-in'],
    ['/signin/', false, 'sign-in'],
    ['/signin/admin', false, 'sign-in'],
    ['/signin/admin/', false, 'sign-in'],
    ['/signin', true, 'app'],
    ['/signin/admin', true, 'app'],
    ['/', false, 'app'],
    ['/', true, 'app'],
    ['/app/main', false, 'app'],
    ['/app/main', true, 'first-view'],
    ['/app', true, 'first-view'],
    ['/app/', true, 'first-view'],
    ['/app', false, 'app'],
    ['/app/main/', true, 'app'],
    ['/app/report/ticketkpi', true, 'app'],
    ['/app/ticket/survey/showroom', true, 'app'],
    ['/signin/other', false, 'app'],
    ['/signing', false, 'app'],
    ['/nowhere', false, 'app'],
    ['/nowhere', true, 'app'],
  ] as const)('%p with a stored session %p starts %p', (pathname, session, expected) => {
    expect(startModuleFor(pathname, session)).toBe(expected);
  });

  it('names the sign-in address of a path, else null', () => {
    expect(signInAddressOf('/signin/admin/')).toBe('/signin/admin');
    expect(signInAddressOf('/signin')).toBe('/signin');
    expect(signInAddressOf('/app/signin')).toBeNull();
  });

  it('knows the addresses that open the dashboard home', () => {
    expect(['/app/main', '/app', '/app/'].every(opensMainPage)).toBe(true);
    expect(['/app/mainx', '/app/report/ticketkpi', '/'].some(opensMainPage)).toBe(false);
  });
});
