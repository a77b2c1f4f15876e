import type { OutputBundle, OutputChunk } from 'rolldown';
import { firstViewCodeLinks, firstViewTemplates } from '../first-view-preload-plugin';

const ROOT = '/repo/apps/dashboard';

function chunk(fileName: string, modules: string[], imports: string[] = [], { css = [] as string[], isEntry = false, name = fileName } = {}): OutputChunk {
  return { type: 'chunk', fileName, name, isEntry, moduleIds: modules.map((module) => `${ROOT}/${module}`), imports, viteMetadata: { importedCss: new Set(css), importedAssets: new Set() } } as unknown as OutputChunk;
}

const BUNDLE = Object.fromEntries(
  [
    chunk('index.js', ['src/main.tsx'], ['runtime.js'], { isEntry: true }),
    chunk('runtime.js', ['\0runtime']),
    chunk('react.js', ['node_modules/react/index.js'], ['runtime.js'], { name: 'react' }),
    chunk('first-view.js', ['src/first-view/first-view-entry.tsx'], ['react.js', 'i18n.js', 'runtime.js'], { css: ['first-view.css'] }),
    chunk('i18n.js', ['src/i18n/i18n.ts'], ['react.js'], { css: ['i18n.css'] }),
    chunk('requests.js', ['src/boot/early-dashboard-requests.ts'], ['runtime.js']),
    chunk('app.js', ['src/app/app-entry.tsx'], ['react.js']),
  ].map((output) => [output.fileName, output]),
) as unknown as OutputBundle;

const MODULES = ['src/first-view/first-view-entry.tsx', 'src/boot/early-dashboard-requests.ts'];

describe('the first view’s links in index.html', () => {
  it('links the modules’ chunks and what they import, with their stylesheets, not what index.html links already', () => {
    const links = firstViewCodeLinks(BUNDLE, ROOT, MODULES, ['react']);
    const tags = links.map((link) => `${String(link.attrs?.rel)} ${String(link.attrs?.href)}`).sort();
    expect(tags).toEqual(['modulepreload /first-view.js', 'modulepreload /i18n.js', 'modulepreload /requests.js', 'stylesheet /first-view.css', 'stylesheet /i18n.css']);
  });

  it('puts the report calls’ code in the first template and the view’s own links, without it, in the second', () => {
    const hrefs = (links: ReturnType<typeof firstViewCodeLinks>) => links.map((link) => `${String(link.attrs?.rel)} ${String(link.attrs?.href)}`).sort();
    const shared = { ...BUNDLE, 'first-view.js': chunk('first-view.js', ['src/first-view/first-view-entry.tsx'], ['react.js', 'i18n.js', 'requests.js']) } as unknown as OutputBundle;
    const { calls, view } = firstViewTemplates(shared, ROOT, { calls: ['src/boot/early-dashboard-requests.ts'], view: ['src/first-view/first-view-entry.tsx'] }, ['react']);
    expect(hrefs(calls)).toEqual(['modulepreload /requests.js']);
    expect(hrefs(view)).toEqual(['modulepreload /first-view.js', 'modulepreload /i18n.js', 'stylesheet /i18n.css']);
  });

  it('fails the build when a first view module is in no chunk (renamed?)', () => {
    expect(() => firstViewCodeLinks(BUNDLE, ROOT, ['src/gone.tsx'], ['react'])).toThrow('first view preload: no chunk holds src/gone.tsx');
  });
});
