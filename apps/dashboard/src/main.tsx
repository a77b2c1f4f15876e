import { readStoredSession } from './lib/session/session-storage';
import { startModuleFor } from './boot/start-module';
import { startEarlyAppRequests, whenReportCallsSent } from './boot/early-app-requests';

// The entry is a bootstrap (issue 15): a signed-out visit to /signin or /signin/admin fetches the
// light sign-in screen only (React, i18next and the start texts: no router, store or MUI); a
// signed-in visit to /app/main the light first view (its key figures, the same parts), which starts
// the app behind it; every other address the app. The sign-in screen starts the app itself once the
// user is signed in.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const session = readStoredSession();
const module = startModuleFor(window.location.pathname, session !== null);
// A stored session's first calls go out now, while the code is on its way; the first view asks for
// the app's code itself once its own is in.
const calls = session && module !== 'sign-in' ? startEarlyAppRequests(session, window.location.pathname, { preloadPageCode: module === 'app' }) : null;
// Each import its own statement: the build attaches to an import() the chunks it preloads, and a
// ternary of two imports got the app's list on both (the sign-in screen then fetched the app too).
async function start(root: HTMLElement): Promise<void> {
  if (module === 'sign-in') {
    const signIn = await import('./sign-in/sign-in-entry');
    return signIn.startSignIn(root);
  }
  if (module === 'first-view') {
    // Its code arrives (preloaded) with the profile's answer; run it once the report calls are out.
    await whenReportCallsSent(calls);
    const firstView = await import('./first-view/first-view-entry');
    return firstView.startFirstView(root, calls);
  }
  const app = await import('./app/app-entry');
  return app.startApp(root);
}
start(container).catch((error: unknown) => console.error('the dashboard could not be started', error));
