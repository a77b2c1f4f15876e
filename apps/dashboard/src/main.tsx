import { readStoredSession } from './lib/session/session-storage';
import { startModuleFor } from './boot/start-module';

// The entry is a bootstrap (issue 15): a signed-out visit to /signin or /signin/admin fetches the
// light sign-in screen only (React, i18next and the start texts: no router, store or MUI); every
// other address the app. The sign-in screen starts the app itself once the user is signed in.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const session = readStoredSession();
const start = startModuleFor(window.location.pathname, session !== null);
const started =
  start === 'sign-in'
    ? import('./sign-in/sign-in-entry').then((module) => module.startSignIn(container))
    : import('./app/app-entry').then((module) => module.startApp(container));
started.catch((error: unknown) => console.error('the dashboard could not be started', error));
