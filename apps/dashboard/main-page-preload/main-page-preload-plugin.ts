import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** The module (path from apps/dashboard) whose import() preloads the main page's chunks. */
export const MAIN_PAGE_PRELOAD_MODULE = 'src/boot/main-page-preload.ts';

/**
 * Gives the import() of src/boot/main-page-preload.ts the chunks holding `modules` and every chunk
 * they import statically to preload (Vite's modulePreload.resolveDependencies: fetched as
 * modulepreload links, run only when the page imports them). The plugin keeps the bundle the
 * resolver reads; use both together.
 */
export function mainPagePreload(dashboardRoot: string, modules: readonly string[]) {
  let bundle: OutputBundle | undefined;
  const relative = (id: string) => path.relative(dashboardRoot, id).split(path.sep).join('/');
  const chunks = () => Object.values(bundle ?? {}).filter((output): output is OutputChunk => output.type === 'chunk');

  const plugin: Plugin = {
    name: 'voc-main-page-preload',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
      },
    },
  };

  const resolveDependencies = (file: string, deps: string[]): string[] => {
    const carrier = chunks().find((chunk) => chunk.fileName === file);
    if (!carrier || !carrier.moduleIds.some((id) => relative(id) === MAIN_PAGE_PRELOAD_MODULE)) return deps;
    const byName = new Map(chunks().map((chunk) => [chunk.fileName, chunk]));
    const wanted = new Set(deps);
    const pending = modules.map((module) => {
      const holder = chunks().find((chunk) => chunk.moduleIds.some((id) => relative(id) === module));
      if (!holder) throw new Error(`main page preload: no chunk holds ${module}`);
      return holder;
    });
    for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
      if (wanted.has(chunk.fileName)) continue;
      wanted.add(chunk.fileName);
      for (const name of chunk.imports) {
        const imported = byName.get(name);
        if (imported) pending.push(imported);
      }
    }
    return [...wanted];
  };

  return { plugin, resolveDependencies };
}
