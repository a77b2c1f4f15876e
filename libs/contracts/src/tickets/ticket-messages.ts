/** Message keys the ticket endpoints answer with (texts in the dashboard's catalogues). */
export const TICKET_MESSAGES = {
  updated: 'success.updated',
  updatedB: 'success.updated.ticket.status.B',
  canceled: 'success.canceled',
  deleted: 'success.deleted',
  verified: 'success.verified',
  noteAdded: 'success.noteAdded',
  ownerAssigned: 'success.ownerAssigned',
} as const;

export const UPLOAD_ERRORS = {
  imageType: 'errors.upload.imageType',
  pdfType: 'errors.upload.pdfType',
  imageCount: 'errors.upload.imageCount',
  pdfCount: 'errors.upload.pdfCount',
  imageSize: 'errors.upload.imageSize',
  pdfSize: 'errors.upload.pdfSize',
  excelType: 'errors.upload.excelType',
  /** A note takes one file at most. */
  noteFileCount: 'errors.upload.noteFileCount',
} as const;

export const TICKET_ERRORS = {
  dealerClosed: 'errors.ticket.dealerClosed',
  dealerUnknown: 'errors.ticket.dealerUnknown',
  duplicateTel: 'warnings.ticket.duplicateTel',
  staleVersion: 'errors.ticket.stale',
  /** This user may not create a ticket of this source (libs/domain mayCreateTicket). */
  createNotAllowed: 'errors.ticket.createNotAllowed',
  /** The chosen owner may not work this ticket (not its dealer's staff of its group, nor the call centre). */
  ownerNotAllowed: 'errors.ticket.ownerNotAllowed',
} as const;
