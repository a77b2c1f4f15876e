import type { OutputBundle, OutputChunk } from 'rolldown';
import { mainPagePreload } from '../main-page-preload-plugin';

const ROOT = '/repo/apps/dashboard';

function chunk(fileName: string, modules: string[], imports: string[] = []): OutputChunk {
  return { type: 'chunk', fileName, moduleIds: modules.map((module) => `${ROOT}/${module}`), imports } as unknown as OutputChunk;
}

const BUNDLE = Object.fromEntries(
  [
    chunk('carrier.js', ['src/boot/main-page-preload.ts']),
    chunk('page.js', ['src/page.tsx'], ['framework.js', 'shared.js']),
    chunk('texts.js', ['src/texts.ts']),
    chunk('framework.js', ['node_modules/react/index.js']),
    chunk('shared.js', ['src/shared.ts'], ['framework.js']),
    chunk('other.js', ['src/other.tsx'], ['framework.js']),
  ].map((output) => [output.fileName, output]),
) as unknown as OutputBundle;

function withBundle(modules: string[]) {
  const preload = mainPagePreload(ROOT, modules);
  const hook = preload.plugin.generateBundle as { handler: (options: unknown, bundle: OutputBundle) => void };
  hook.handler({}, BUNDLE);
  return preload.resolveDependencies;
}

describe('the main page preload', () => {
  it('gives the carrier module’s import the chunks of the main page’s modules and what they import', () => {
    const resolve = withBundle(['src/page.tsx', 'src/texts.ts']);
    expect(resolve('carrier.js', ['carrier.js']).sort()).toEqual(['carrier.js', 'framework.js', 'page.js', 'shared.js', 'texts.js']);
  });

  it('leaves every other import’s list as it is', () => {
    const resolve = withBundle(['src/page.tsx']);
    expect(resolve('other.js', ['other.js', 'framework.js'])).toEqual(['other.js', 'framework.js']);
  });

  it('fails the build when a main page module is in no chunk (renamed?)', () => {
    const resolve = withBundle(['src/gone.tsx']);
    expect(() => resolve('carrier.js', ['carrier.js'])).toThrow('main page preload: no chunk holds src/gone.tsx');
  });
});
