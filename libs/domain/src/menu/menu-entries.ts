/** Every entry the side menu can show, in menu order, with the route it opens (SPEC.md §2). */
export const MENU_ENTRIES = [
  { key: 'main', section: 'main', path: '/app/main' },
  { key: 'pdca', section: 'main', path: '/app/pdca' },
  { key: 'ticket.callcenter.showroom.add', section: 'newTicket', path: '/app/ticket/callcenter/showroom/add' },
  { key: 'ticket.callcenter.service.add', section: 'newTicket', path: '/app/ticket/callcenter/service/add' },
  { key: 'ticket.survey.showroom', section: 'survey', path: '/app/ticket/survey/showroom' },
  { key: 'ticket.survey.report.status.showroom', section: 'survey', path: '/app/ticket/survey/report/status/showroom' },
  { key: 'ticket.survey.report.responserate.showroom', section: 'survey', path: '/app/ticket/survey/report/responserate/showroom' },
  { key: 'ticket.survey.service', section: 'survey', path: '/app/ticket/survey/service' },
  { key: 'ticket.survey.report.status.service', section: 'survey', path: '/app/ticket/survey/report/status/service' },
  { key: 'ticket.survey.report.responserate.service', section: 'survey', path: '/app/ticket/survey/report/responserate/service' },
  { key: 'ticket.survey.report.scores', section: 'survey', path: '/app/ticket/survey/report/scores' },
  { key: 'ticket.callcenter.showroom', section: 'callcenter', path: '/app/ticket/callcenter/showroom' },
  { key: 'ticket.callcenter.report.status.showroom', section: 'callcenter', path: '/app/ticket/callcenter/report/status/showroom' },
  { key: 'ticket.callcenter.service', section: 'callcenter', path: '/app/ticket/callcenter/service' },
  { key: 'ticket.callcenter.report.status.service', section: 'callcenter', path: '/app/ticket/callcenter/report/status/service' },
  { key: 'ticket.hotsheet.showroom', section: 'hotsheet', path: '/app/ticket/hotsheet/showroom' },
  { key: 'ticket.hotsheet.service', section: 'hotsheet', path: '/app/ticket/hotsheet/service' },
  { key: 'report.quickvoc', section: 'report', path: '/app/report/quickvoc' },
  { key: 'report.ticketkpi', section: 'report', path: '/app/report/ticketkpi' },
  { key: 'report.salevoc', section: 'report', path: '/app/report/salevoc' },
  { key: 'report.salevocentity', section: 'report', path: '/app/report/salevocentity' },
  { key: 'report.salevockpi', section: 'report', path: '/app/report/salevockpi' },
  { key: 'report.servicevoc', section: 'report', path: '/app/report/servicevoc' },
  { key: 'report.servicevocentity', section: 'report', path: '/app/report/servicevocentity' },
  { key: 'report.servicevockpi', section: 'report', path: '/app/report/servicevockpi' },
  { key: 'report.kpisummary', section: 'report', path: '/app/report/kpisummary' },
  { key: 'report.caseclosed', section: 'report', path: '/app/report/caseclosed' },
  { key: 'report.carmodel', section: 'report', path: '/app/report/carmodel' },
  { key: 'report.callcenter', section: 'report', path: '/app/report/callcenter' },
  { key: 'report.hotsheet.showroom', section: 'report', path: '/app/report/hotsheet/showroom' },
  { key: 'report.hotsheet.service', section: 'report', path: '/app/report/hotsheet/service' },
  { key: 'report.pdca.showroom', section: 'report', path: '/app/report/pdca/showroom' },
  { key: 'report.pdca.service', section: 'report', path: '/app/report/pdca/service' },
  { key: 'report.notify.showroom', section: 'report', path: '/app/report/notify/showroom' },
  { key: 'report.notify.service', section: 'report', path: '/app/report/notify/service' },
  { key: 'dealer', section: 'setting', path: '/app/dealer' },
  { key: 'carmodel', section: 'setting', path: '/app/carmodel' },
  { key: 'user', section: 'setting', path: '/app/user' },
  { key: 'manuals', section: 'help', path: '/app/main/manuals' },
] as const;

export type MenuEntry = (typeof MENU_ENTRIES)[number];
export type MenuKey = MenuEntry['key'];
export type MenuSection = MenuEntry['section'];

export const MENU_SECTIONS: readonly MenuSection[] = ['main', 'newTicket', 'survey', 'callcenter', 'hotsheet', 'report', 'setting', 'help'];
