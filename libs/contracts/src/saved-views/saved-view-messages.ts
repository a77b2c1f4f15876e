/** The saved-view endpoints' refusals and confirmations (issue 32). */
export const SAVED_VIEW_ERRORS = {
  nameTaken: 'errors.savedView.nameTaken',
  page: 'errors.savedView.page',
  tooMany: 'errors.savedView.tooMany',
} as const;

export const SAVED_VIEW_MESSAGES = {
  saved: 'messages.savedView.saved',
  renamed: 'messages.savedView.renamed',
  deleted: 'messages.savedView.deleted',
} as const;
