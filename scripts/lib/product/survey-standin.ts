// The development stand-in of the car maker's survey service (apps/survey-standin), run when no
// SURVEY_SERVICE_URL is configured.

import { freePort } from '../network/ports';
import { startProcess, type OutputStream, type ProcessHandle } from '../processes/child-process';
import { BUILD_OUTPUTS } from './build-outputs';

export interface LaunchedStandin {
  process: ProcessHandle;
  url: string;
  /** Its health address: it is up once this answers. */
  healthUrl: string;
  user: string;
  password: string;
}

/** The stand-in's environment: the SURVEY_STANDIN_* settings of `extraEnv`, its port and account. */
export function standinEnv(
  extraEnv: Readonly<Record<string, string>>,
  { nodeEnv, port, user, password }: { nodeEnv: string; port: number; user: string; password: string },
): Record<string, string> {
  return {
    ...Object.fromEntries(Object.entries(extraEnv).filter(([key]) => key.startsWith('SURVEY_STANDIN_'))),
    NODE_ENV: nodeEnv,
    SURVEY_STANDIN_PORT: String(port),
    SURVEY_STANDIN_USER: user,
    SURVEY_STANDIN_PASSWORD: password,
  };
}

/** Start the stand-in on a free port (SURVEY_STANDIN_USER and _PASSWORD of this process, or the defaults). */
export async function launchSurveyStandin({
  extraEnv,
  nodeEnv,
  output,
}: {
  extraEnv: Readonly<Record<string, string>>;
  nodeEnv: string;
  output: OutputStream | undefined;
}): Promise<LaunchedStandin> {
  const port = await freePort();
  const user = process.env.SURVEY_STANDIN_USER || 'survey';
  const password = process.env.SURVEY_STANDIN_PASSWORD || 'survey-dev';
  const proc = startProcess('survey', process.execPath, [BUILD_OUTPUTS.surveyStandin], {
    env: standinEnv(extraEnv, { nodeEnv, port, user, password }),
    output,
  });
  const url = `http://127.0.0.1:${port}`;
  return { process: proc, url, healthUrl: `${url}/__standin/health`, user, password };
}
