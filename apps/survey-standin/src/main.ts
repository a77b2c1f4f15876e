import { ConfigError } from '@voc/config';
import { readStandinConfig } from './standin-config';
import { startSurveyStandin } from './standin-server';

/** `node apps/survey-standin/dist/main.js`: the survey service stand-in (see standin-server.ts). */
async function main(): Promise<void> {
  const options = readStandinConfig(process.env);
  const standin = await startSurveyStandin(options);
  console.log(
    `survey service stand-in listening on ${standin.url} (${options.dealers} dealers, ${options.months} months${options.control ? ', control paths on' : ''})`,
  );
  const stop = () => {
    standin.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
