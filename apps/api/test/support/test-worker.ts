import type { INestApplicationContext } from '@nestjs/common';
// The import and export tests run the worker beside the api in this process, as production runs
// them side by side: the one place an api test reaches into the worker app (its own test support).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startTestWorker as startWorker, waitFor } from '../../../worker/test/support/worker-context';

import { TEST_STORAGE_DIR } from './test-storage';

export { waitFor };

export { TEST_STORAGE_DIR };

/** The real worker (every queue), sharing the test api's Redis prefix and storage folder. */
export function startTestWorker(redisPrefix: string, env: Record<string, string> = {}): Promise<INestApplicationContext> {
  return startWorker(redisPrefix, { STORAGE_DIR: TEST_STORAGE_DIR, HEARTBEAT_EVERY_SECONDS: '60', ...env });
}
