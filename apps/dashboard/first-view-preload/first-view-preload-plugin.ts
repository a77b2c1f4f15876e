import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { FIRST_VIEW_CALLS_CODE_TEMPLATE_ID, FIRST_VIEW_CODE_TEMPLATE_ID, PAGE_START_SCRIPT } from './page-start-script';

/**
 * The links the light first view's code needs beyond what index.html links already: the chunks
 * holding `modules` and every chunk they import statically (modulepreload: fetched, not run, until
 * the bootstrap imports them), and their stylesheets (stylesheet links: Vite's loader adds none
 * where one exists). The entry with its static imports, and the chunks named `linkedChunks` (index.html
 * links them already), are left out.
 */
export function firstViewCodeLinks(bundle: OutputBundle, dashboardRoot: string, modules: readonly string[], linkedChunks: readonly string[]): HtmlTagDescriptor[] {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const relative = (id: string) => path.relative(dashboardRoot, id).split(path.sep).join('/');
  const skip = new Set(chunks.filter((chunk) => linkedChunks.includes(chunk.name)).map((chunk) => chunk.fileName));
  for (let pending = chunks.filter((chunk) => chunk.isEntry), chunk = pending.pop(); chunk; chunk = pending.pop()) {
    skip.add(chunk.fileName);
    for (const name of chunk.imports) if (!skip.has(name) && byName.has(name)) pending.push(byName.get(name) as OutputChunk);
  }
  const wanted: OutputChunk[] = [];
  const pending = modules.map((module) => {
    const holder = chunks.find((chunk) => chunk.moduleIds.some((id) => relative(id) === module));
    if (!holder) throw new Error(`first view preload: no chunk holds ${module}`);
    return holder;
  });
  for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
    if (skip.has(chunk.fileName) || wanted.includes(chunk)) continue;
    wanted.push(chunk);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) pending.push(imported);
    }
  }
  const styles = new Set(wanted.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
  return [
    ...wanted.map((chunk): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` } })),
    ...[...styles].map((file): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'stylesheet', href: `/${file}` } })),
  ];
}

/** The first view's modules in index.html's two templates: the code that starts its report calls, and the view's own. */
export interface FirstViewModules {
  readonly calls: readonly string[];
  readonly view: readonly string[];
}

/**
 * Puts into index.html the light first view's links, inert in two <template>s (the report calls'
 * code, then the view's own code and stylesheets, without what the first holds), and the inline
 * start script that adds them, and sends the profile call, on a signed-in fresh load of /app/main
 * only (page-start-script.ts; issue 15: the bootstrap asked for them only once its own code had
 * come and run, a round trip later on a slow line). `linkedChunks` name chunks index.html links
 * already (the React core, start-preload/).
 */
export function firstViewPreload(dashboardRoot: string, modules: FirstViewModules, linkedChunks: readonly string[]): Plugin {
  return {
    name: 'voc-first-view-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) throw new Error('first view preload: no bundle to read the chunks from');
        const { calls, view } = firstViewTemplates(context.bundle, dashboardRoot, modules, linkedChunks);
        return [
          { tag: 'template', attrs: { id: FIRST_VIEW_CALLS_CODE_TEMPLATE_ID }, children: calls, injectTo: 'head' },
          { tag: 'template', attrs: { id: FIRST_VIEW_CODE_TEMPLATE_ID }, children: view, injectTo: 'head' },
          { tag: 'script', children: PAGE_START_SCRIPT, injectTo: 'head' },
        ];
      },
    },
  };
}

/** The two templates' links: the report calls' code, and the view's own links without those. */
export function firstViewTemplates(bundle: OutputBundle, dashboardRoot: string, modules: FirstViewModules, linkedChunks: readonly string[]): { calls: HtmlTagDescriptor[]; view: HtmlTagDescriptor[] } {
  const calls = firstViewCodeLinks(bundle, dashboardRoot, modules.calls, linkedChunks);
  const inCalls = new Set(calls.map((link) => String(link.attrs?.href)));
  const view = firstViewCodeLinks(bundle, dashboardRoot, modules.view, linkedChunks).filter((link) => !inCalls.has(String(link.attrs?.href)));
  return { calls, view };
}
