/** The document's tags, one a module, in the order Swagger UI lists them; each controller names its own with @ApiTags. */
export const API_TAGS: ReadonlyArray<{ name: string; description: string }> = [
  { name: 'Auth', description: 'Sign-in (staff and dealer staff), the signed-in user, the own password.' },
  { name: 'Tickets', description: 'Complaint tickets: create, edit, status changes, verification, files.' },
  { name: 'Uploads', description: 'The files attached to tickets.' },
  { name: 'Reference lists', description: 'Sub-categories and problem lists for the ticket forms.' },
  { name: 'Reports', description: 'KPI, VOC, case-closed and hot-alert reports, the main dashboard, their freshness.' },
  { name: 'Surveys', description: 'Survey response rates and scores.' },
  { name: 'Voice', description: 'What customers say: topics, trends and NPS drivers of survey comments and ticket descriptions, the survey comments list, category suggestions for a ticket being written.' },
  { name: 'Notifications', description: 'The notification report and the SMS gateway receipts.' },
  { name: 'Alerts', description: 'Alerts the rules raise on the figures (NPS drops, breached shares, low response rates, rising complaint categories, uncontacted hot alerts), closed with a note; the rules (csn).' },
  { name: 'PDCA', description: 'Development plans of the branches that missed their targets.' },
  { name: 'Exports', description: 'Spreadsheet downloads of the ticket list and closed cases, and background exports.' },
  { name: 'Imports', description: 'Hotsheet (hot alert) imports: upload, dry run, preview, confirm.' },
  { name: 'Dealers', description: 'The dealer branches.' },
  { name: 'Users', description: 'User management (csn).' },
  { name: 'Car models', description: 'The car-model master.' },
  { name: 'Health', description: 'The state of the api and what it needs (public).' },
];
