import { ConfigError } from '@voc/config';

/** Runs a command-line task: one line on a configuration error, the cause on any other failure. */
export function runCli(name: string, task: () => Promise<void>): void {
  task().then(
    () => process.exit(0),
    (error: unknown) => {
      const detail = error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
      process.stderr.write(`${name} failed: ${detail}\n`);
      process.exit(1);
    },
  );
}
