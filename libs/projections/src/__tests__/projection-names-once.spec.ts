import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECTION_FEED_NAMES } from '../registry-queries';

/**
 * The projections are listed once, in this lib's registry: product code elsewhere reads the list
 * (PROJECTION_FEEDS, PROJECTION_FEED_NAMES, PARTITIONED_FEEDS, relayedLogs) instead of writing its own. A
 * list of two or more projection names written out (`['tickets', 'voc']`), or a switch over them
 * (`case 'voc':`) in the worker's projections, is a second list that drifts: adding a projection
 * would then take more than its registry entry, its tables and its evolve. A projection's own code
 * may still name its own feed (its checkpoint, its frozen months). Migrations (history, frozen)
 * and tests are not scanned.
 */
const root = path.resolve(__dirname, '../../../..');
const SCANNED = ['apps/api/src', 'apps/worker/src', 'libs'];
const SKIPPED = /(^|\/)(node_modules|dist|__tests__|test)(\/|$)|\/src\/(.+\/)?migrations\/|\.(spec|integration-spec|e2e-spec)\.tsx?$|^libs\/projections\//;

const name = `['"\`](?:${PROJECTION_FEED_NAMES.join('|')})['"\`]`;
/** Two projection names side by side in a list, across line breaks. */
const listed = new RegExp(`${name}\\s*,\\s*(?:\\/\\/[^\\n]*\\n\\s*)?${name}`, 'g');
/** A switch over projection names. */
const switched = new RegExp(`case\\s+${name}\\s*:`, 'g');

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (SKIPPED.test(rel)) continue;
    if (entry.isDirectory()) out.push(...sourceFiles(rel));
    else if (/\.tsx?$/.test(entry.name)) out.push(rel);
  }
  return out;
}

/** The places outside the registry that list projections, each with its file and line. */
export function projectionListsOutsideRegistry(files: readonly string[], read: (file: string) => string): string[] {
  return files
    .filter((file) => !SKIPPED.test(file))
    .flatMap((file) => {
      const text = read(file);
      const found = [...text.matchAll(listed)];
      if (file.startsWith('apps/worker/src/projections/')) found.push(...text.matchAll(switched));
      return found.map((match) => `${file}:${text.slice(0, match.index).split('\n').length}: ${match[0].replace(/\s+/g, ' ')}`);
    });
}

describe('projections listed only in the registry', () => {
  it.each<[string, string, string, boolean]>([
    ['a list of names', 'apps/worker/src/a.ts', "const RELAYED = ['tickets', 'voc', 'voice'];", true],
    ['a list across lines', 'apps/api/src/a.ts', "[\n  'pdca',\n  'voice_surveys',\n]", true],
    ['a type union', 'libs/sql/src/a.ts', "type P = 'tickets' | 'voc';", false],
    ['a switch over them in the worker projections', 'apps/worker/src/projections/p.ts', "switch (p) { case 'voc': return 1; }", true],
    ['one projection naming its own feed', 'apps/worker/src/projections/voc/p.ts', "export const VOC_PROJECTION = 'voc';", false],
    ['the registry itself', 'libs/projections/src/projection-registry.ts', "['tickets', 'voc']", false],
    ['a migration', 'libs/migrations/src/reporting/migrations/1-x.ts', "IN ('voice', 'voice_surveys')", false],
  ])('%s', (_case, file, text, found) => {
    expect(projectionListsOutsideRegistry([file], () => text)).toHaveLength(found ? 1 : 0);
  });

  it('holds for the product code (the relay, the processor, the checkpoints, the rebuild, the health check)', () => {
    const files = SCANNED.flatMap(sourceFiles);
    expect(files).toEqual(expect.arrayContaining(['apps/worker/src/projections/event-relay.service.ts', 'apps/worker/src/projections/projections.processor.ts', 'apps/api/src/health/queries/health.handler.ts']));
    expect(projectionListsOutsideRegistry(files, (file) => readFileSync(path.join(root, file), 'utf8'))).toEqual([]);
  });
});
