import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** The module (path from apps/dashboard) whose import() preloads the main page's chunks. */
export const MAIN_PAGE_PRELOAD_MODULE = 'src/boot/main-page-preload.ts';
/** The module whose import() preloads the app's entry with the main page's chunks (the sign-in screen asks for it, issue 32). */
export const SIGNED_IN_CODE_PRELOAD_MODULE = 'src/boot/signed-in-code-preload.ts';

/**
 * Gives the import() of each carrier module (an empty module, path from apps/dashboard, a key of
 * `carriers`) the chunks holding its modules and every chunk they import statically to preload
 * (Vite's modulePreload.resolveDependencies: fetched as modulepreload links, run only when the page
 * imports them). A carrier named in `withStylesheets` gets the chunks' stylesheets too (applied at
 * once: the app's font faces and the KPI tiles' classes, which the sign-in screen does not use), so
 * the later import waits for none. The plugin keeps the bundle the resolver reads; use both together.
 */
export function mainPagePreload(dashboardRoot: string, carriers: Readonly<Record<string, readonly string[]>>, withStylesheets: readonly string[] = []) {
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
    const carried = carrier?.moduleIds.map(relative).find((id) => Object.prototype.hasOwnProperty.call(carriers, id));
    if (!carried) return deps;
    const modules = carriers[carried];
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
      if (withStylesheets.includes(carried)) for (const stylesheet of chunk.viteMetadata?.importedCss ?? []) wanted.add(stylesheet);
      for (const name of chunk.imports) {
        const imported = byName.get(name);
        if (imported) pending.push(imported);
      }
    }
    return [...wanted];
  };

  return { plugin, resolveDependencies };
}
