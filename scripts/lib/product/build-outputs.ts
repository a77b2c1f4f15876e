// The built files a start of the product runs (npm run build makes them).

import path from 'node:path';

import { REPO_ROOT } from '../repo-root';

export const BUILD_OUTPUTS = {
  api: 'apps/api/dist/main.js',
  worker: 'apps/worker/dist/main.js',
  migrate: 'apps/api/dist/cli/migrate.js',
  seed: 'apps/api/dist/cli/seed.js',
  seedPdca: 'apps/api/dist/cli/seed-pdca.js',
  dashboard: 'apps/dashboard/dist/index.html',
  surveyStandin: 'apps/survey-standin/dist/main.js',
  notifyStandins: 'apps/notify-standins/dist/main.js',
} as const;

/** Where a quiet start (the e2e setup) writes the product's output. */
export const DEFAULT_LOG_FILE = path.join(REPO_ROOT, 'e2e', 'artifacts', 'product.log');

/**
 * The build outputs (paths from the repository root) a start needs: the seeds only when it seeds,
 * the survey stand-in only when no real survey service is configured.
 */
export function neededBuildOutputs({ seed, realSurveyService, realNotifyTransports = false }: { seed: boolean; realSurveyService: boolean; /** Both SMTP_URL and SMS_GATEWAY_URL set: no notify stand-ins. */ realNotifyTransports?: boolean }): string[] {
  return Object.entries(BUILD_OUTPUTS)
    .filter(([what]) => !((what === 'seed' || what === 'seedPdca') && !seed) && !(what === 'surveyStandin' && realSurveyService) && !(what === 'notifyStandins' && realNotifyTransports))
    .map(([, rel]) => rel);
}
