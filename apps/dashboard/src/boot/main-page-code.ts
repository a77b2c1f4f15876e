/**
 * Fetches (without running) the code /app/main shows its key figures with: the signed-in area, the
 * pages' Thai texts, the dashboard, its KPI part and the survey card (app/routes/lazy-pages.ts
 * preloadMainPage). Asked for by the bootstrap (issue 15), so it comes together with the app's
 * entry instead of after the framework has been evaluated. main-page-preload.ts is an empty module:
 * the build gives its import() those chunks to preload (vite.config.ts, main-page-preload/),
 * which keeps the chunks as they are (importing the pages here would regroup the shared code).
 */
export function preloadMainPageCode(): void {
  import('./main-page-preload').catch(() => {
    // The pages' own lazy imports fetch their code and show a failure.
  });
}

/**
 * Fetches (without running) what a sign-in opens: the light first view of /app/main, the KPI report
 * calls' code, the app's entry and /app/main's code as above, with their stylesheets. The sign-in screen asks for it once its form is
 * usable (issue 32), so the sign-in's answer finds the code in and only runs it. Settles once all
 * of it is in (or failed: the imports after the sign-in fetch it again and show a failure).
 */
export function preloadSignedInCode(): Promise<void> {
  return import('./signed-in-code-preload').then(
    () => undefined,
    () => undefined,
  );
}
