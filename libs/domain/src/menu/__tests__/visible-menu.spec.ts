import { USER_TYPES, type UserType } from '../../users/user-types';
import { noPermissions, type PermissionFlags } from '../../users/permissions';
import { MENU_ENTRIES } from '../menu-entries';
import { visibleMenu, canOpenPath, type MenuPrincipal } from '../visible-menu';

const both = { showroom: true, service: true };
const showroomOnly = { showroom: true, service: false };
const serviceOnly = { showroom: false, service: true };

function principal(type: UserType, group = both, permission: Partial<PermissionFlags> = {}): MenuPrincipal {
  return { type, group, permission: { ...noPermissions(), ...permission } };
}

const keys = (p: MenuPrincipal) => visibleMenu(p).map((e) => e.key);

const ALL_TICKET_LISTS = ['ticket.survey.showroom', 'ticket.survey.service', 'ticket.callcenter.showroom', 'ticket.callcenter.service', 'ticket.hotsheet.showroom', 'ticket.hotsheet.service'];
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
  'report.kpisummary',
  'report.caseclosed',
  'report.hotsheet.showroom',
  'report.hotsheet.service',
  'report.pdca.showroom',
  'report.pdca.service',
  'report.notify.showroom',
  'report.notify.service',
  'dealer',
];
const SURVEY_SCORES = 'ticket.survey.report.scores';
/** What customers say and the comment list (issue 30) follow the survey scores. */
const VOICE: string[] = ['ticket.survey.comments', 'report.voice'];
const NEW_TICKET = ['ticket.callcenter.showroom.add', 'ticket.callcenter.service.add'];

describe('visibleMenu', () => {
  // One row per user type (both group flags, no permissions): what must and must not be visible.
  const table: Array<[UserType, string[], string[]]> = [
    ['nissan', ['pdca', ...NEW_TICKET, ...ALL_TICKET_LISTS, ...ALL_STATUS_REPORTS, ...MANAGEMENT, 'report.quickvoc'], ['user', 'deletedtickets']],
    ['nml', [...ALL_TICKET_LISTS, ...ALL_STATUS_REPORTS, ...MANAGEMENT, 'report.salevoc'], [...NEW_TICKET, 'user', 'pdca', 'deletedtickets']],
    ['region_manager', ['pdca', ...ALL_TICKET_LISTS, ...ALL_STATUS_REPORTS, 'report.servicevoc'], [...NEW_TICKET, ...MANAGEMENT, 'user', 'deletedtickets']],
    ['csn', ['pdca', ...NEW_TICKET, ...ALL_TICKET_LISTS, ...ALL_STATUS_REPORTS, ...MANAGEMENT, 'user', 'deletedtickets'], []],
    ['callcenter', [...NEW_TICKET, ...ALL_TICKET_LISTS], [...ALL_STATUS_REPORTS, ...MANAGEMENT, 'report.quickvoc', 'user', 'pdca', 'deletedtickets']],
    ['area_manager', ['pdca', ...ALL_TICKET_LISTS, ...ALL_STATUS_REPORTS, 'report.quickvoc', 'report.ticketkpi'], [...NEW_TICKET, ...MANAGEMENT, 'user', 'deletedtickets']],
    ['dealer', ['pdca', ...ALL_TICKET_LISTS, ...ALL_STATUS_REPORTS, 'report.salevoc', 'report.servicevoc'], [...NEW_TICKET, ...MANAGEMENT, 'user', 'deletedtickets']],
    ['external', ['main', 'manuals'], ['pdca', ...NEW_TICKET, ...ALL_TICKET_LISTS, ...ALL_STATUS_REPORTS, ...MANAGEMENT, 'report.quickvoc', 'user', 'deletedtickets']],
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

  it('the helper kinds come from permissions: bp_dashboard opens the ticket lists of both types (service mirrors showroom), either opens quickvoc and ticketkpi', () => {
    const dealerShowroom = keys(principal('dealer', showroomOnly, { bp_dashboard: true }));
    expect(dealerShowroom).toEqual(expect.arrayContaining(['ticket.survey.showroom', 'ticket.survey.service', 'ticket.callcenter.service']));
    expect(keys(principal('dealer', showroomOnly, { bp_report: true }))).not.toContain('ticket.survey.service');
    for (const permission of [{ bp_dashboard: true }, { bp_report: true }]) {
      const external = keys(principal('external', both, permission));
      expect(external).toEqual(expect.arrayContaining(['report.quickvoc', 'report.ticketkpi']));
      // External users have no ticket scope: the server would refuse or answer nothing.
      for (const key of [...ALL_TICKET_LISTS, ...ALL_STATUS_REPORTS, ...NEW_TICKET]) expect(external).not.toContain(key);
    }
  });

  it('survey scores follow the survey reports: either group flag opens them, call centre and external users never', () => {
    expect(keys(principal('dealer', showroomOnly))).toContain(SURVEY_SCORES);
    expect(keys(principal('dealer', serviceOnly))).toContain(SURVEY_SCORES);
    expect(keys(principal('area_manager', { showroom: false, service: false }))).not.toContain(SURVEY_SCORES);
    expect(keys(principal('callcenter'))).not.toContain(SURVEY_SCORES);
    expect(keys(principal('external', both, { bp_dashboard: true, bp_report: true }))).not.toContain(SURVEY_SCORES);
  });

  it.each([
    ['dealer', showroomOnly, true],
    ['dealer', serviceOnly, true],
    ['area_manager', { showroom: false, service: false }, false],
    ['callcenter', both, false],
    ['region_manager', both, true],
  ] as const)('the voice pages follow the survey scores: %s %o sees them %p', (type, group, seen) => {
    for (const key of VOICE) expect(keys(principal(type, group)).some((shown) => shown === key)).toBe(seen);
    expect(canOpenPath(principal(type, group), '/app/report/voice')).toBe(seen);
    expect(canOpenPath(principal(type, group), '/app/ticket/survey/comments')).toBe(seen);
  });

  it.each([
    ['csn', true, true],
    ['nissan', true, false],
    ['nml', true, false],
    ['region_manager', true, false],
    ['area_manager', true, false],
    ['dealer', true, false],
    ['callcenter', false, false],
    ['external', false, false],
  ] as const)('alerts (issue 33): %s reads them %p and edits the rules %p', (type, reads, edits) => {
    expect(keys(principal(type)).includes('report.alerts')).toBe(reads);
    expect(keys(principal(type)).includes('alertrule')).toBe(edits);
    expect(canOpenPath(principal(type), '/app/report/alerts')).toBe(reads);
    expect(canOpenPath(principal(type), '/app/alertrule')).toBe(edits);
  });

  it.each([
    ['csn', true],
    ['nissan', true],
    ['nml', true],
    ['region_manager', true],
    ['area_manager', true],
    ['dealer', false],
    ['callcenter', false],
    ['external', false],
  ] as const)('the monthly brief (issue 33): %s reads it %p', (type, reads) => {
    expect(keys(principal(type)).includes('report.brief')).toBe(reads);
    expect(canOpenPath(principal(type), '/app/report/brief')).toBe(reads);
  });

  it('the voice pages stay closed to external users whatever their helper permissions', () => {
    for (const key of VOICE) expect(keys(principal('external', both, { bp_dashboard: true, bp_report: true }))).not.toContain(key);
  });

  it.each([
    ['csn', true, true],
    ['nissan', true, true],
    ['nml', true, false],
    ['region_manager', true, false],
    ['area_manager', true, false],
    ['dealer', true, false],
    ['callcenter', false, false],
    ['external', false, false],
  ] as const)('%s: car-model and call-centre analysis %p, car-model master %p', (type, analysis, master) => {
    const shown = keys(principal(type));
    expect(shown.includes('report.carmodel')).toBe(analysis);
    expect(shown.includes('report.callcenter')).toBe(analysis);
    expect(shown.includes('carmodel')).toBe(master);
    expect(canOpenPath(principal(type), '/app/carmodel')).toBe(master);
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

  it('canOpenPath lets the most specific entry decide: seeing a list does not open its new-ticket form', () => {
    expect(canOpenPath(principal('dealer'), '/app/ticket/callcenter/showroom')).toBe(true);
    expect(canOpenPath(principal('dealer'), '/app/ticket/callcenter/showroom/add')).toBe(false);
    expect(canOpenPath(principal('dealer'), '/app/ticket/callcenter/service/add')).toBe(false);
    expect(canOpenPath(principal('callcenter'), '/app/ticket/callcenter/service/add')).toBe(true);
    expect(canOpenPath(principal('csn'), '/app/ticket/callcenter/showroom/123')).toBe(true);
    expect(canOpenPath(principal('csn'), '/app/elsewhere')).toBe(false);
  });
});

/**
 * Every role × every route (both group flags, no permissions): exactly these entries open, by the
 * menu and by typing the address alike. The new-ticket entries follow mayCreateTicket, the rule
 * the api's create command applies.
 */
describe('every role × route', () => {
  const REPORTS_FOR_GROUPS = ['report.quickvoc', 'report.ticketkpi', 'report.salevoc', 'report.salevocentity', 'report.servicevoc', 'report.servicevocentity', 'report.carmodel', 'report.callcenter'];
  const EXPECTED: Record<UserType, string[]> = {
    nissan: ['main', 'pdca', ...NEW_TICKET, ...ALL_TICKET_LISTS, ...ALL_STATUS_REPORTS, SURVEY_SCORES, ...VOICE, 'report.alerts', 'report.brief', ...REPORTS_FOR_GROUPS, ...MANAGEMENT, 'carmodel', 'manuals'],
    nml: ['main', ...ALL_TICKET_LISTS, ...ALL_STATUS_REPORTS, SURVEY_SCORES, ...VOICE, 'report.alerts', 'report.brief', ...REPORTS_FOR_GROUPS, ...MANAGEMENT, 'manuals'],
    region_manager: ['main', 'pdca', ...ALL_TICKET_LISTS, ...ALL_STATUS_REPORTS, SURVEY_SCORES, ...VOICE, 'report.alerts', 'report.brief', ...REPORTS_FOR_GROUPS, 'manuals'],
    csn: ['main', 'pdca', ...NEW_TICKET, ...ALL_TICKET_LISTS, ...ALL_STATUS_REPORTS, SURVEY_SCORES, ...VOICE, 'report.alerts', 'report.brief', ...REPORTS_FOR_GROUPS, ...MANAGEMENT, 'carmodel', 'user', 'deletedtickets', 'alertrule', 'manuals'],
    callcenter: ['main', ...NEW_TICKET, ...ALL_TICKET_LISTS, 'manuals'],
    area_manager: ['main', 'pdca', ...ALL_TICKET_LISTS, ...ALL_STATUS_REPORTS, SURVEY_SCORES, ...VOICE, 'report.alerts', 'report.brief', ...REPORTS_FOR_GROUPS, 'manuals'],
    dealer: ['main', 'pdca', ...ALL_TICKET_LISTS, ...ALL_STATUS_REPORTS, SURVEY_SCORES, ...VOICE, 'report.alerts', ...REPORTS_FOR_GROUPS, 'manuals'],
    external: ['main', 'manuals'],
  };
  const cases = USER_TYPES.flatMap((type) => MENU_ENTRIES.map((entry) => [type, entry.path, EXPECTED[type].includes(entry.key)] as const));

  it.each(cases)('%s opens %s: %s', (type, path, allowed) => {
    expect(canOpenPath(principal(type), path)).toBe(allowed);
    expect(keys(principal(type)).includes(MENU_ENTRIES.find((e) => e.path === path)!.key)).toBe(allowed);
  });
});
