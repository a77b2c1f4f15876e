import path from 'node:path';

/** The repository's root folder (the scripts run from anywhere, their children from here). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
