import { USER_TYPES, type UserType } from '../../users/user-types';
import { noPermissions, type PermissionFlags } from '../../users/permissions';
import { visibleMenu, canOpenPath, type MenuPrincipal } from '../visible-menu';

const both = { showroom: true, service: true };
const showroomOnly = { showroom: true, service: false };
const serviceOnly = { showroom: false, service: true };

function principal(type: UserType, group = both, permission: Partial<PermissionFlags> = {}): MenuPrincipal {
  return { type, group, permission: { ...noPermissions(), ...permission } };
}

const keys = (p: MenuPrincipal) => visibleMenu(p).map((e) => e.key);

const ALL_TICKET_LISTS = ['ticket.survey.showroom', 'ticket.survey.service', 'ticket.callcenter.showroom', 'ticket.callcenter.service'];
const ALL_STATUS_REPORTS = [
  'ticket.survey.report.status.showroom',
  'ticket.survey.report.responserate.showroom',
  'ticket.survey.report.status.service',
  'ticket.survey.report.responserate.service',
  'ticket.callcenter.report.status.showroom',
  'ticket.callcenter.report.status.service',
];
const MANAGEMENT = [
  'report.salevockpi',
  'report.servicevockpi',
  'report.hotsheet.showroom',
  'report.hotsheet.service',
  'report.pdca.showroom',
  'report.pdca.service',
  'report.notify.showroom',
  'report.notify.service',
  'dealer',
];
const NEW_TICKET = ['ticket.callcenter.showroom.add', 'ticket.callcenter.service.add'];

describe('visibleMenu', () => {
  // One row per user type (both group flags, no permissions): what must and must not be visible.
  const table: Array<[UserType, string[], string[]]> = [
    ['nissan', [...NEW_TICKET, ...ALL_TICKET_LISTS, ...ALL_STATUS_REPORTS, ...MANAGEMENT, 'report.quickvoc'], ['user']],
    ['nml', [...ALL_TICKET_LISTS, ...ALL_STATUS_REPORTS, ...MANAGEMENT, 'report.salevoc'], [...NEW_TICKET, 'user']],
    ['region_manager', [...ALL_TICKET_LISTS, ...ALL_STATUS_REPORTS, 'report.servicevoc'], [...NEW_TICKET, ...MANAGEMENT, 'user']],
    ['csn', [...NEW_TICKET, ...ALL_TICKET_LISTS, ...ALL_STATUS_REPORTS, ...MANAGEMENT, 'user'], []],
    ['callcenter', [...NEW_TICKET, ...ALL_TICKET_LISTS], [...ALL_STATUS_REPORTS, ...MANAGEMENT, 'report.quickvoc', 'user']],
    ['area_manager', [...ALL_TICKET_LISTS, ...ALL_STATUS_REPORTS, 'report.quickvoc', 'report.ticketkpi'], [...NEW_TICKET, ...MANAGEMENT, 'user']],
    ['dealer', [...ALL_TICKET_LISTS, ...ALL_STATUS_REPORTS, 'report.salevoc', 'report.servicevoc'], [...NEW_TICKET, ...MANAGEMENT, 'user']],
    ['external', ['main', 'manuals'], [...NEW_TICKET, ...ALL_TICKET_LISTS, ...ALL_STATUS_REPORTS, ...MANAGEMENT, 'report.quickvoc', 'user']],
  ];

  it('has a row for every user type', () => {
    expect(table.map(([type]) => type).sort()).toEqual([...USER_TYPES].sort());
  });

  it.each(table)('%s sees what its role allows', (type, visible, hidden) => {
    const shown = keys(principal(type));
    expect(shown).toEqual(expect.arrayContaining(['main', 'manuals', ...visible]));
    for (const key of hidden) expect(shown).not.toContain(key);
  });

  it.each([
    ['dealer', showroomOnly, ['ticket.survey.showroom', 'report.salevoc'], ['ticket.survey.service', 'report.servicevoc', 'ticket.callcenter.report.status.service']],
    ['dealer', serviceOnly, ['ticket.survey.service', 'report.servicevoc'], ['ticket.survey.showroom', 'report.salevoc', 'ticket.callcenter.report.status.showroom']],
    ['area_manager', showroomOnly, ['ticket.callcenter.showroom'], ['ticket.callcenter.service']],
    ['nissan', showroomOnly, ['ticket.survey.service', 'report.servicevoc'], []],
  ] as const)('group flags restrict %s (%o)', (type, group, visible, hidden) => {
    const shown = keys(principal(type, group));
    expect(shown).toEqual(expect.arrayContaining([...visible]));
    for (const key of hidden) expect(shown).not.toContain(key);
  });

  it('the helper kinds come from permissions: bp_dashboard opens showroom lists, bp_report service lists and reports', () => {
    const bpDashboard = keys(principal('external', both, { bp_dashboard: true }));
    expect(bpDashboard).toEqual(expect.arrayContaining(['ticket.survey.showroom', 'ticket.callcenter.showroom', 'report.quickvoc', 'report.ticketkpi']));
    expect(bpDashboard).not.toContain('ticket.survey.service');
    const bpReport = keys(principal('external', both, { bp_report: true }));
    expect(bpReport).toEqual(expect.arrayContaining(['ticket.survey.service', 'report.quickvoc', 'report.ticketkpi']));
    expect(bpReport).not.toContain('ticket.survey.showroom');
    expect(bpReport).not.toContain('ticket.survey.report.status.service');
  });

  it('keeps menu order', () => {
    const shown = keys(principal('csn'));
    expect(shown[0]).toBe('main');
    expect(shown.indexOf('report.quickvoc')).toBeLessThan(shown.indexOf('dealer'));
  });

  it('canOpenPath allows a page below an entry and refuses one outside the menu', () => {
    expect(canOpenPath(principal('csn'), '/app/user/new')).toBe(true);
    expect(canOpenPath(principal('dealer'), '/app/user')).toBe(false);
    expect(canOpenPath(principal('dealer', showroomOnly), '/app/ticket/survey/showroom')).toBe(true);
  });
});
