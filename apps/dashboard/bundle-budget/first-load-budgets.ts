/**
 * The dashboard's JavaScript budgets, in KB (1,024 bytes) gzipped, all in this one file (issue 15).
 * `vite build` fails when one is outgrown (bundle-budget-plugin.ts), so `npm run build`, and with it
 * `npm test`, fails too. A page's first load is the entry chunk with everything it imports
 * statically, plus the lazy modules the page renders at once, each with its static imports; code a
 * page fetches later (the charts of /app/main, the other language) is not part of it.
 */

// Issue 15 asks for /signin ≤ 120 KB and /app/main ≤ 170 KB before its charts. Both are reached by
// light screens that main.tsx (a bootstrap, src/boot/start-module.ts) starts on a fresh load: a
// signed-out visit to a sign-in address gets the sign-in screen (src/sign-in), a signed-in visit to
// /app/main the first view (src/first-view), which shows the KPI figures from the early calls and
// starts the app behind it. Each is React, i18next and its texts, without router, store or MUI.
// The app that takes over /app/main is counted too, as its own entry: the framework (react-dom
// ~62 KB, react-router ~29 KB, Redux Toolkit with RTK Query and immer ~23 KB, i18next ~16 KB, MUI's
// styling core and emotion ~20 KB; vite.config.ts) is ~180 KB gzipped alone, measured from the
// build's source maps (docs/BENCHMARKS.md). The budgets hold what was reached (a few KB of
// headroom), so nothing grows back unnoticed; lower them as code leaves a first load.

export interface FirstLoadBudget {
  /** The address, as printed. */
  readonly page: string;
  /** Modules (paths from apps/dashboard) whose chunks the page needs before it shows, beyond the entry's. */
  readonly lazyModules: readonly string[];
  readonly budgetKb: number;
}

/**
 * The modules of the app that takes over /app/main, beyond its entry (src/app/app-entry.tsx): the
 * signed-in area, the pages' Thai texts, the dashboard, its KPI part and the survey card. Fetched
 * by the first view once its own code is in (src/boot/main-page-code.ts, vite.config.ts).
 */
export const MAIN_PAGE_APP_MODULES: readonly string[] = [
  'src/app/routes/signed-in-area.tsx',
  'src/features/dashboard/components/dashboard-home-page.tsx',
  'src/features/reports/components/kpi-dashboard.tsx',
  'src/features/surveys/components/survey-summary-card.tsx',
  // The pages' Thai texts (the start bundle has the sign-in pages' and the frames' only).
  'src/i18n/th-TH.ts',
];

/** The code that starts /app/main's KPI report calls (index.html asks for it with the profile call). */
export const MAIN_PAGE_CALLS_MODULES: readonly string[] = ['src/boot/early-dashboard-requests.ts'];
/** The light first view of /app/main itself. */
export const MAIN_PAGE_VIEW_MODULES: readonly string[] = ['src/first-view/first-view-entry.tsx'];
/** The light first view of /app/main and the code that starts its KPI report calls. */
export const MAIN_PAGE_FIRST_VIEW_MODULES: readonly string[] = [...MAIN_PAGE_VIEW_MODULES, ...MAIN_PAGE_CALLS_MODULES];

export const FIRST_LOAD_BUDGETS: readonly FirstLoadBudget[] = [
  {
    page: '/signin',
    // The light sign-in screen (src/sign-in), which main.tsx starts for a signed-out visit.
    lazyModules: ['src/sign-in/sign-in-entry.tsx'],
    budgetKb: 104,
  },
  {
    // What a signed-in fresh load of /app/main runs before its KPI figures show: the bootstrap, the
    // light first view with its Thai texts (src/i18n/th-TH-first-view.ts) and the KPI report calls' code.
    page: '/app/main (KPI figures)',
    lazyModules: MAIN_PAGE_FIRST_VIEW_MODULES,
    budgetKb: 107,
  },
  {
    // What it runs before the app has taken over and is interactive (its navigation there): the
    // first view's load above and the app with /app/main's page, before its charts' chunk
    // (features/reports/components/kpi-dashboard-charts.ts), which comes after the key figures.
    page: '/app/main (app interactive)',
    lazyModules: [...MAIN_PAGE_FIRST_VIEW_MODULES, 'src/app/app-entry.tsx', ...MAIN_PAGE_APP_MODULES],
    // 325 until stop 29, whose texts (the voice pages, the survey sync's held items, the sign-in
    // limits and password rules) grew the pages' Thai catalogue, loaded whole here, past it by
    // under 1 KB: the catalogue split per page is the way back down. 330 from issue 32 (h-lists):
    // the key figures became links (their addresses built with the dashboard's own requests), the
    // dates take the interface language's style (lib/date-format.ts, one module for the whole app),
    // and the Thai catalogue carries the new pages' texts (tickets behind a figure, drafts, the date
    // box), 1.1 KB in all; the new pages' code itself is lazy. 334 from this stop's merge: the
    // alerts and alert-rules pages, the deleted-tickets audit, the survey pages' pending and
    // not-eligible columns, the late-change and KPI4a-dealer texts added 2.1 KB to the same Thai
    // catalogue. Every page's code is lazy; the catalogue is the one part that grows with each page,
    // and splitting it per page (loaded with the page's chunk) is the open work that brings this down.
    budgetKb: 334,
  },
];

/** No one chunk, wherever it is used, may grow past this (the largest are the framework chunk, vite.config.ts, 98 KB, and the charts, 95 KB). */
export const ANY_CHUNK_BUDGET_KB = 105;
