// jest setupFiles of the e2e run: this spec file runs against its own worker's product (worker-env.ts).
import { useOwnWorkerProduct } from './worker-env';

useOwnWorkerProduct();
