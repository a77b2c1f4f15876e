import { MAIN_PAGE_ADDRESSES } from '../src/boot/start-module';
import { LOCALE_STORAGE_KEY } from '../src/i18n/locale-storage-key';
import { SESSION_STORAGE_KEY } from '../src/lib/session/session-storage';
import { PAGE_STARTED_GETS_GLOBAL, PROFILE_ADDRESS } from '../src/lib/store/page-started-gets';

/** The <template> of index.html holding the links of the code that starts the KPI report calls (first-view-preload-plugin.ts). */
export const FIRST_VIEW_CALLS_CODE_TEMPLATE_ID = 'voc-first-view-calls-code';
/** The <template> of index.html holding the light first view's other links: its own code and stylesheets. */
export const FIRST_VIEW_CODE_TEMPLATE_ID = 'voc-first-view-code';

const json = (value: unknown) => JSON.stringify(value);

/**
 * The first view's own links are added this long after the report calls' code, or when the profile
 * answers if that is sooner: long enough for the code's request to have its connection (a
 * stylesheet asked for at once took it), short against the round trip after which index.html's
 * small scripts free theirs for the view's code.
 */
export const VIEW_CODE_AFTER_MS = 150;

// The interface languages and the default (@voc/domain's LOCALES and DEFAULT_LOCALE): written out
// because this module is read by vite.config.ts, which cannot resolve the workspace's libraries;
// page-start-script.spec.ts runs this script and the bootstrap's readStoredLocale on the same storage.
const LOCALES = ['th-TH', 'en-US'];
const DEFAULT_LOCALE = 'th-TH';

/**
 * The inline script of index.html (issue 15). On a fresh load of /app/main (or /app) with a stored
 * session it asks, while the HTML is still being read, for what the bootstrap would ask for a round
 * trip later, once its own code had come and run: the light first view's code (the template's
 * modulepreload and stylesheet links) and the profile call, left for the bootstrap in
 * PAGE_STARTED_GETS_GLOBAL (src/lib/store/page-started-gets.ts). It reads the session and the
 * language as the bootstrap does (the same keys, the same checks: a spec runs both on the same
 * storage); where they differed, the bootstrap would send its own call and ignore this one. A sign-in
 * load, or any other address, pays nothing but reading this text. Its text is fixed (the chunks'
 * names are in the template), so the Content-Security-Policy allows it by its hash
 * (security-headers.ts): no 'unsafe-inline'. Over HTTP/1.1 a host gets six connections, and on a
 * slow line each wave of requests costs a round trip (bench/first-load.bench.ts, traced); index.html's
 * own links take four. So the profile call is asked for first and the code that starts the KPI
 * report calls (early-dashboard-requests) next: the two connections left. The first view's own code
 * and stylesheet are added VIEW_CODE_AFTER_MS later, or once the profile has answered (or failed)
 * if that is sooner: added at once, the
 * stylesheet (at a higher priority) took the code's connection in some loads, and that code then
 * came a round trip later, and the report calls with it; and in flight when the report calls went
 * out, the view's code kept them queued for connections. Added a moment later, it takes the
 * connections index.html's small scripts leave, and the report calls find three free.
 */
export const PAGE_START_SCRIPT = `(function () {
  try {
    if (${json(MAIN_PAGE_ADDRESSES)}.indexOf(location.pathname) < 0) return;
    var session = JSON.parse(localStorage.getItem(${json(SESSION_STORAGE_KEY)}) || 'null');
    if (!session || typeof session !== 'object' || typeof session.token !== 'string' || session.token === '' || typeof session.token_type !== 'string' || session.token_type === '') return;
    var locale = localStorage.getItem(${json(LOCALE_STORAGE_KEY)});
    if (${json(LOCALES)}.indexOf(locale) < 0) locale = ${json(DEFAULT_LOCALE)};
    var headers = { Authorization: session.token_type + ' ' + session.token, 'Accept-Language': locale };
    var response = fetch(${json(PROFILE_ADDRESS)}, { headers: headers, priority: 'high' });
    response.catch(function () {});
    window[${json(PAGE_STARTED_GETS_GLOBAL)}] = [{ url: ${json(PROFILE_ADDRESS)}, headers: headers, response: response }];
    var add = function (id) {
      var code = document.getElementById(id);
      if (code && code.content) document.head.appendChild(code.content.cloneNode(true));
    };
    add(${json(FIRST_VIEW_CALLS_CODE_TEMPLATE_ID)});
    var viewAdded = false;
    var addView = function () {
      if (viewAdded) return;
      viewAdded = true;
      add(${json(FIRST_VIEW_CODE_TEMPLATE_ID)});
    };
    response.then(addView, addView);
    setTimeout(addView, ${VIEW_CODE_AFTER_MS});
  } catch (error) {
    // No storage or no fetch: the bootstrap starts everything itself, as without this script.
  }
})();`;
