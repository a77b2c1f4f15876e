import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { ANY_CHUNK_BUDGET_KB, FIRST_LOAD_BUDGETS } from './first-load-budgets';
import { type BuiltChunk, budgetFailures, firstLoadLines, firstLoadSize } from './first-load-size';

/**
 * Fails `vite build` when a page's first load or a chunk outgrows its budget (first-load-budgets.ts),
 * saying which and by how much; prints each page's first load otherwise. Sizes are the chunks'
 * final code gzipped at zlib's default level, as a server would send them.
 */
export function bundleBudget(dashboardRoot: string): Plugin {
  return {
    name: 'voc-bundle-budget',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks: BuiltChunk[] = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                isEntry: output.isEntry,
                imports: output.imports,
                modules: output.moduleIds.map((id) => path.relative(dashboardRoot, id).split(path.sep).join('/')),
                gzipBytes: gzipSync(output.code).length,
              },
            ]
          : [],
      );
      const sizes = FIRST_LOAD_BUDGETS.map((budget) => firstLoadSize(chunks, budget));
      for (const line of firstLoadLines(sizes)) this.info(line);
      const failures = budgetFailures(sizes, chunks, ANY_CHUNK_BUDGET_KB);
      if (failures.length > 0) this.error(`JavaScript budgets outgrown (apps/dashboard/bundle-budget/first-load-budgets.ts):\n${failures.join('\n')}`);
    },
  };
}
