import type { OutputBundle, OutputChunk } from 'rolldown';
import { mainPagePreload } from '../main-page-preload-plugin';

const ROOT = '/repo/apps/dashboard';

function chunk(fileName: string, modules: string[], imports: string[] = [], css: string[] = []): OutputChunk {
  return { type: 'chunk', fileName, moduleIds: modules.map((module) => `${ROOT}/${module}`), imports, viteMetadata: { importedCss: new Set(css), importedAssets: new Set() } } as unknown as OutputChunk;
}

const BUNDLE = Object.fromEntries(
  [
    chunk('carrier.js', ['src/boot/main-page-preload.ts']),
    chunk('app-carrier.js', ['src/boot/signed-in-code-preload.ts']),
    chunk('entry.js', ['src/entry.tsx'], ['framework.js'], ['entry.css']),
    chunk('page.js', ['src/page.tsx'], ['framework.js', 'shared.js'], ['page.css']),
    chunk('texts.js', ['src/texts.ts']),
    chunk('framework.js', ['node_modules/react/index.js']),
    chunk('shared.js', ['src/shared.ts'], ['framework.js']),
    chunk('other.js', ['src/other.tsx'], ['framework.js']),
  ].map((output) => [output.fileName, output]),
) as unknown as OutputBundle;

function withBundle(modules: string[], appModules: string[] = ['src/entry.tsx', ...modules]) {
  const preload = mainPagePreload(ROOT, { 'src/boot/main-page-preload.ts': modules, 'src/boot/signed-in-code-preload.ts': appModules }, ['src/boot/signed-in-code-preload.ts']);
  const hook = preload.plugin.generateBundle as { handler: (options: unknown, bundle: OutputBundle) => void };
  hook.handler({}, BUNDLE);
  return preload.resolveDependencies;
}

describe('the main page preload', () => {
  it('gives the carrier module’s import the chunks of the main page’s modules and what they import', () => {
    const resolve = withBundle(['src/page.tsx', 'src/texts.ts']);
    expect(resolve('carrier.js', ['carrier.js']).sort()).toEqual(['carrier.js', 'framework.js', 'page.js', 'shared.js', 'texts.js']);
  });

  it('gives each carrier its own modules: the signed-in code’s has the app’s entry too, with the stylesheets', () => {
    const resolve = withBundle(['src/page.tsx']);
    expect(resolve('app-carrier.js', ['app-carrier.js']).sort()).toEqual(['app-carrier.js', 'entry.css', 'entry.js', 'framework.js', 'page.css', 'page.js', 'shared.js']);
    expect(resolve('carrier.js', ['carrier.js']).sort()).toEqual(['carrier.js', 'framework.js', 'page.js', 'shared.js']);
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
