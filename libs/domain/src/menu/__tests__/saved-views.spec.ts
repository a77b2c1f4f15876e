import { noPermissions } from '../../users/permissions';
import type { UserType } from '../../users/user-types';
import { SAVED_VIEW_PATHS, SAVED_VIEW_QUERY_MAX, maySaveViewOf, savedViewHref, savedViewQuery } from '../saved-views';
import type { MenuPrincipal } from '../visible-menu';

const principal = (type: UserType, group = { showroom: true, service: true }): MenuPrincipal => ({ type, group, permission: noPermissions() });

describe('the pages a view may be saved for', () => {
  it('are the ticket lists and the reports, not forms, settings or the dashboard', () => {
    expect(SAVED_VIEW_PATHS).toContain('/app/ticket/survey/showroom');
    expect(SAVED_VIEW_PATHS).toContain('/app/report/ticketkpi');
    expect(SAVED_VIEW_PATHS).not.toContain('/app/main');
    expect(SAVED_VIEW_PATHS).not.toContain('/app/ticket/callcenter/showroom/add');
    expect(SAVED_VIEW_PATHS).not.toContain('/app/user');
  });

  it.each([
    ['csn', '/app/report/ticketkpi', true],
    ['csn', '/app/ticket/survey/service', true],
    ['csn', '/app/main', false],
    ['csn', '/app/user', false],
    ['csn', '/app/report/ticketkpi/', false],
    ['csn', '/app/report/ticketkpi/x', false],
    ['csn', 'https://evil.example/app/report/ticketkpi', false],
    ['csn', '/app/ticket/callcenter/showroom/add', false],
    ['csn', '', false],
    // A page the user's menu does not offer is refused too: a dealer sees no KPI summary.
    ['dealer', '/app/report/kpisummary', false],
  ] as Array<[UserType, string, boolean]>)('%s saving a view of %j: %s', (type, path, allowed) => {
    expect(maySaveViewOf(principal(type), path)).toBe(allowed);
  });
});

describe('the filter query a view keeps', () => {
  it.each([
    ['', ''],
    ['?', ''],
    ['?year=2026&month=10', 'year=2026&month=10'],
    ['year=2026&month=10', 'year=2026&month=10'],
    ['status=W&page=3', 'status=W'],
    ['page=3', ''],
    ['q=สมชาย ใจดี', `q=${encodeURIComponent('สมชาย')}+${encodeURIComponent('ใจดี')}`],
    ['a=<script>&b=#x', 'a=%3Cscript%3E&b=%23x'],
    ['x'.repeat(SAVED_VIEW_QUERY_MAX + 1), null],
  ])('%j keeps %j', (sent, kept) => {
    expect(savedViewQuery(sent)).toBe(kept);
  });

  it.each([
    [{ path: '/app/report/ticketkpi', query: 'year=2026' }, '/app/report/ticketkpi?year=2026'],
    [{ path: '/app/report/ticketkpi', query: '' }, '/app/report/ticketkpi'],
  ])('%j opens %s', (view, href) => {
    expect(savedViewHref(view)).toBe(href);
  });
});
