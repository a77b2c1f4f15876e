import type { TicketType } from '@voc/domain';

/** The hotsheet import page sits under the call-centre list of its type (which the import roles open). */
export const hotsheetImportPath = (type: TicketType) => `/app/ticket/callcenter/${type}/hotsheet`;

/** The import being followed is kept in the address (?import=<id>), so a reload resumes it. */
export const IMPORT_PARAM = 'import';
