import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The storage folder of the api and worker a test file starts: one per jest worker process (a
 * process runs one file at a time), so a test that counts stored files never sees another run's
 * or another file's.
 */
export const TEST_STORAGE_DIR = path.join(tmpdir(), `voc-test-storage-${process.pid}`);
