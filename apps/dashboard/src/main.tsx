import { readStoredSession } from './lib/session/session-storage';
import { startModuleFor } from './boot/start-module';
import { startEarlyAppRequests } from './boot/early-app-requests';

// The entry is a bootstrap (issue 15): a signed-out visit to /signin or /signin/admin fetches the
// light sign-in screen only (React, i18next and the start texts: no router, store or MUI); every
// other address the app. The sign-in screen starts the app itself once the user is signed in.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const session = readStoredSession();
const module = startModuleFor(window.location.pathname, session !== null);
// A stored session's first calls go out now, while the app's code is on its way.
if (module === 'app' && session) startEarlyAppRequests(session, window.location.pathname);
// Each import its own statement: the build attaches to an import() the chunks it preloads, and a
// ternary of two imports got the app's list on both (the sign-in screen then fetched the app too).
async function start(root: HTMLElement): Promise<void> {
  if (module === 'sign-in') {
    const signIn = await import('./sign-in/sign-in-entry');
    return signIn.startSignIn(root);
  }
  const app = await import('./app/app-entry');
  return app.startApp(root);
}
start(container).catch((error: unknown) => console.error('the dashboard could not be started', error));
