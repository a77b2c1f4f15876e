import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudget } from './bundle-budget/bundle-budget-plugin';
import { MAIN_PAGE_APP_MODULES, MAIN_PAGE_CALLS_MODULES, MAIN_PAGE_VIEW_MODULES } from './bundle-budget/first-load-budgets';
import { firstViewPreload } from './first-view-preload/first-view-preload-plugin';
import { MAIN_PAGE_PRELOAD_MODULE, SIGNED_IN_CODE_PRELOAD_MODULE, mainPagePreload } from './main-page-preload/main-page-preload-plugin';
import { brotliAssets } from './precompressed-assets/brotli-assets-plugin';
import { DASHBOARD_SECURITY_HEADERS } from './security-headers';
import { REACT_CORE_CHUNK, startPreload } from './start-preload/start-preload-plugin';

// The api runs on its own port; both the dev server and `vite preview` proxy /api to it so the
// browser sees one origin (no CORS). API_PROXY_TARGET names another host; otherwise the api on
// this machine. (docker compose serves the built files through its nginx gateway instead.)
const apiPort = process.env.API_PORT ?? process.env.PORT ?? '3000';
const apiTarget = process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${apiPort}`;
const dashboardPort = Number(process.env.DASHBOARD_PORT ?? 4200);

const proxy = { '/api': { target: apiTarget, changeOrigin: false } };

// What every page runs first (React, the router, Redux, i18next, emotion and MUI's styling core)
// as one chunk, and small shared chunks copied into the chunks that use them: left to itself the
// bundler cut the sign-in page into 42 files and /app/main into 81, and over HTTP/1.1 (six
// connections) on a slow line each wave of requests costs a round trip (bench/first-load.bench.ts).
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|@reduxjs|redux|reselect|immer|react-redux|i18next|react-i18next|@emotion|stylis|@mui[\\/](system|utils|styled-engine|private-theming|material[\\/]styles)|use-sync-external-store|hoist-non-react-statics|cookie|set-cookie-parser|@babel[\\/]runtime|clsx|prop-types|react-is|react-transition-group|dom-helpers)[\\/]/;
// React and i18next are their own chunk: all the light sign-in screen needs of the framework (src/main.tsx).
const REACT_CORE = /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/;
const codeSplitting = {
  groups: [
    { name: REACT_CORE_CHUNK, test: REACT_CORE, priority: 2 },
    { name: 'framework', test: FRAMEWORK, priority: 1 },
  ],
  experimentalInlineCommonChunks: { maxSize: 64 * 1024 },
};
// The app's /app/main code, fetched by the first view (or the bootstrap, on /app) with a stored
// session (src/boot/main-page-code.ts): the modules beyond the app's entry, which is imported itself;
// and, fetched by the sign-in screen while its form is on screen (issue 32), the light first view,
// the KPI report calls' code and the app's entry with them, so the sign-in's answer finds them in.
const dashboardRoot = fileURLToPath(new URL('.', import.meta.url));
const mainPage = mainPagePreload(dashboardRoot, {
  [MAIN_PAGE_PRELOAD_MODULE]: MAIN_PAGE_APP_MODULES,
  [SIGNED_IN_CODE_PRELOAD_MODULE]: [...MAIN_PAGE_VIEW_MODULES, ...MAIN_PAGE_CALLS_MODULES, 'src/app/app-entry.tsx', ...MAIN_PAGE_APP_MODULES],
}, [SIGNED_IN_CODE_PRELOAD_MODULE]);
const lib = (name: string) => fileURLToPath(new URL(`../../libs/${name}/src/index.ts`, import.meta.url));

export default defineConfig({
  // The build fails when a page's first load or a chunk outgrows its budget (bundle-budget/first-load-budgets.ts).
  // index.html asks for the React core chunk beside the bootstrap (start-preload/), and on a
  // signed-in load of /app/main for the first view's code and the profile (first-view-preload/).
  // The build writes a .br beside each script and stylesheet, which the preview server sends a browser that accepts brotli.
  plugins: [react(), mainPage.plugin, startPreload(), firstViewPreload(dashboardRoot, { calls: MAIN_PAGE_CALLS_MODULES, view: MAIN_PAGE_VIEW_MODULES }, [REACT_CORE_CHUNK]), bundleBudget(dashboardRoot), brotliAssets(DASHBOARD_SECURITY_HEADERS)],
  resolve: {
    alias: {
      '@voc/domain': lib('domain'),
      '@voc/contracts': lib('contracts'),
    },
  },
  server: { host: '127.0.0.1', port: dashboardPort, strictPort: true, proxy },
  // The built dashboard is served with its security headers (the dev server's HMR needs inline scripts).
  preview: { host: '127.0.0.1', port: dashboardPort, strictPort: true, proxy, headers: DASHBOARD_SECURITY_HEADERS },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: { resolveDependencies: mainPage.resolveDependencies },
    sourcemap: true,
    // Inlining common chunks needs entry signatures free to change (nothing imports the entry).
    rolldownOptions: { preserveEntrySignatures: false, output: { codeSplitting } },
  },
});
