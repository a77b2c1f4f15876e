import { MAIN_PAGE_ADDRESSES } from '../src/boot/start-module';
import { LOCALE_STORAGE_KEY } from '../src/i18n/locale-storage-key';
import { SESSION_STORAGE_KEY } from '../src/lib/session/session-storage';
import { PAGE_STARTED_GETS_GLOBAL, PROFILE_ADDRESS } from '../src/lib/store/page-started-gets';

/** The <template> of index.html holding the light first view's links (first-view-preload-plugin.ts). */
export const FIRST_VIEW_CODE_TEMPLATE_ID = 'voc-first-view-code';

const json = (value: unknown) => JSON.stringify(value);

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
 * (security-headers.ts): no 'unsafe-inline'. The profile call is asked for before the links are
 * added: over HTTP/1.1 a host gets six connections, index.html's own links take four, and a call
 * queued behind the first view's five links (the stylesheets at a higher priority) waited for a
 * connection to come free, a round trip later on a slow line (bench/first-load.bench.ts, traced).
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
    var code = document.getElementById(${json(FIRST_VIEW_CODE_TEMPLATE_ID)});
    if (code && code.content) document.head.appendChild(code.content.cloneNode(true));
  } catch (error) {
    // No storage or no fetch: the bootstrap starts everything itself, as without this script.
  }
})();`;
