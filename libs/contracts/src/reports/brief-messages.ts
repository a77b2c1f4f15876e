/** The brief endpoints' failures (issue 33). */
export const BRIEF_ERRORS = {
  /** No chromium could be started to print the PDF (503); the web page still shows the brief. */
  rendererUnavailable: 'errors.brief.rendererUnavailable',
} as const;
