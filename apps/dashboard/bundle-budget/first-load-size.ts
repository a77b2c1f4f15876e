import type { FirstLoadBudget } from './first-load-budgets';

/** One chunk of a build, as the budget check sees it. */
export interface BuiltChunk {
  readonly fileName: string;
  readonly isEntry: boolean;
  /** Chunks it imports statically (file names). */
  readonly imports: readonly string[];
  /** The modules it holds (paths from apps/dashboard, or as the bundler names them). */
  readonly modules: readonly string[];
  readonly gzipBytes: number;
}

export interface FirstLoadSize {
  readonly page: string;
  readonly bytes: number;
  readonly budgetKb: number;
  /** Its chunks, largest first. */
  readonly chunks: readonly BuiltChunk[];
}

const KB = 1024;
export const kb = (bytes: number) => (bytes / KB).toFixed(1);

/** A chunk with every chunk it imports statically, directly or not. */
function withStaticImports(start: BuiltChunk, byName: ReadonlyMap<string, BuiltChunk>, into: Map<string, BuiltChunk>): void {
  const pending = [start];
  for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
    if (into.has(chunk.fileName)) continue;
    into.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (!imported) throw new Error(`chunk ${chunk.fileName} imports ${name}, which the build does not have`);
      pending.push(imported);
    }
  }
}

/** The JavaScript a page downloads before it shows: the entry's closure and its lazy modules'. */
export function firstLoadSize(chunks: readonly BuiltChunk[], budget: FirstLoadBudget): FirstLoadSize {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entries = chunks.filter((chunk) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`the build has ${entries.length} entry chunks, the budget check expects one`);
  const loaded = new Map<string, BuiltChunk>();
  withStaticImports(entries[0], byName, loaded);
  for (const module of budget.lazyModules) {
    const chunk = chunks.find((candidate) => candidate.modules.includes(module));
    if (!chunk) throw new Error(`${budget.page}: no chunk holds ${module} (renamed? see bundle-budget/first-load-budgets.ts)`);
    withStaticImports(chunk, byName, loaded);
  }
  const list = [...loaded.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { page: budget.page, bytes: list.reduce((sum, chunk) => sum + chunk.gzipBytes, 0), budgetKb: budget.budgetKb, chunks: list };
}

/** The budgets outgrown, each as a sentence naming the page or chunk and by how much; empty when none. */
export function budgetFailures(sizes: readonly FirstLoadSize[], chunks: readonly BuiltChunk[], anyChunkBudgetKb: number): string[] {
  const pages = sizes
    .filter((size) => size.bytes > size.budgetKb * KB)
    .map((size) => {
      const largest = size.chunks.slice(0, 5).map((chunk) => `${chunk.fileName} ${kb(chunk.gzipBytes)} KB`);
      return `first load of ${size.page}: ${kb(size.bytes)} KB gzipped JavaScript, budget ${size.budgetKb} KB, ${kb(size.bytes - size.budgetKb * KB)} KB over (largest: ${largest.join(', ')})`;
    });
  const single = chunks
    .filter((chunk) => chunk.gzipBytes > anyChunkBudgetKb * KB)
    .map((chunk) => `chunk ${chunk.fileName}: ${kb(chunk.gzipBytes)} KB gzipped, budget ${anyChunkBudgetKb} KB for any chunk, ${kb(chunk.gzipBytes - anyChunkBudgetKb * KB)} KB over`);
  return [...pages, ...single];
}

/** One line per page for the build's output: size against budget. */
export function firstLoadLines(sizes: readonly FirstLoadSize[]): string[] {
  return sizes.map((size) => `first load of ${size.page}: ${kb(size.bytes)} KB gzipped JavaScript in ${size.chunks.length} chunks (budget ${size.budgetKb} KB)`);
}
