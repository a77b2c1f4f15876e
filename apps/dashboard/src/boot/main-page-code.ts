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
