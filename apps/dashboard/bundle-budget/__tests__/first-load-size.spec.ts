import { type BuiltChunk, budgetFailures, firstLoadSize } from '../first-load-size';

const KB = 1024;
const chunk = (fileName: string, kb: number, imports: string[] = [], modules: string[] = [], isEntry = false): BuiltChunk => ({
  fileName,
  isEntry,
  imports,
  modules,
  gzipBytes: kb * KB,
});

// An entry with a shared vendor chunk, a lazy page importing a form chunk, a lazy chart chunk.
const BUILD: BuiltChunk[] = [
  chunk('index.js', 50, ['vendor.js'], ['src/main.tsx'], true),
  chunk('vendor.js', 40),
  chunk('sign-in.js', 5, ['form.js', 'vendor.js'], ['src/sign-in.tsx']),
  chunk('form.js', 20),
  chunk('home.js', 10, ['cards.js'], ['src/home.tsx', 'src/home-header.tsx']),
  chunk('cards.js', 3),
  chunk('charts.js', 90, ['vendor.js'], ['src/charts.ts']),
];

describe('first load size', () => {
  it.each([
    ['the entry alone', [], 90],
    ['a lazy page with its static imports, shared chunks once', ['src/sign-in.tsx'], 115],
    ['two lazy modules', ['src/sign-in.tsx', 'src/home.tsx'], 128],
    ['a page without its lazily fetched charts', ['src/home.tsx'], 103],
    ['a module that shares its chunk with others', ['src/home-header.tsx'], 103],
  ])('counts %s', (_case, lazyModules, expectedKb) => {
    expect(firstLoadSize(BUILD, { page: '/x', lazyModules, budgetKb: 999 }).bytes).toBe(expectedKb * KB);
  });

  it('fails loudly when no chunk holds a budgeted module', () => {
    expect(() => firstLoadSize(BUILD, { page: '/x', lazyModules: ['src/gone.tsx'], budgetKb: 999 })).toThrow('/x: no chunk holds src/gone.tsx');
  });

  it('fails loudly on an import the build does not have', () => {
    expect(() => firstLoadSize([chunk('index.js', 1, ['missing.js'], [], true)], { page: '/x', lazyModules: [], budgetKb: 1 })).toThrow('imports missing.js');
  });
});

describe('budget failures', () => {
  const signIn = firstLoadSize(BUILD, { page: '/signin', lazyModules: ['src/sign-in.tsx'], budgetKb: 110 });

  it('name the page, its size, the budget and the overshoot, with its largest chunks', () => {
    expect(budgetFailures([signIn], BUILD, 100)).toEqual([
      'first load of /signin: 115.0 KB gzipped JavaScript, budget 110 KB, 5.0 KB over (largest: index.js 50.0 KB, vendor.js 40.0 KB, form.js 20.0 KB, sign-in.js 5.0 KB)',
    ]);
  });

  it('name a chunk over the budget for any chunk', () => {
    expect(budgetFailures([], BUILD, 80)).toEqual(['chunk charts.js: 90.0 KB gzipped, budget 80 KB for any chunk, 10.0 KB over']);
  });

  it('are none when every budget holds, a budget met exactly included', () => {
    expect(budgetFailures([{ ...signIn, budgetKb: 115 }], BUILD, 90)).toEqual([]);
  });
});
