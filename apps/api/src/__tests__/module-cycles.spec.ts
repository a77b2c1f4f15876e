import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The api's modules (the folders and files directly under apps/api/src) import one another one
 * way: no module reaches itself through its imports. The graph is drawn from every relative import
 * of the product sources (specs and __tests__ left out); a cycle is named with a file for each step.
 */
const SRC = path.resolve(__dirname, '..');

/** module → module it imports → the first file that does. */
export type ModuleGraph = Map<string, Map<string, string>>;

const moduleOf = (relative: string) => relative.split('/')[0].replace(/\.tsx?$/, '');

/** The graph from files given as (path relative to src, text). */
export function moduleGraph(files: ReadonlyArray<readonly [file: string, text: string]>): ModuleGraph {
  const graph: ModuleGraph = new Map();
  for (const [file, text] of files) {
    const from = moduleOf(file);
    if (!graph.has(from)) graph.set(from, new Map());
    for (const m of text.matchAll(/(?:\bfrom|\bimport\(|\brequire\(|^import)\s*'(\.{1,2}\/[^']+)'/gm)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]));
      if (target.startsWith('..')) continue;
      const to = moduleOf(target);
      if (to !== from && !graph.get(from)!.has(to)) graph.get(from)!.set(to, file);
    }
  }
  return graph;
}

/** Every cycle's modules (Tarjan's strongly connected components of more than one module), each with one loop through them. */
export function moduleCycles(graph: ModuleGraph): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) === order.get(node)) {
      const component: string[] = [];
      let top: string;
      do {
        top = stack.pop()!;
        onStack.delete(top);
        component.push(top);
      } while (top !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!order.has(node)) visit(node);
  return components;
}

/**
 * One loop through a cycle's modules, each step with the file that imports: "a (a/x.ts) → b (b/y.ts) → a";
 * when the circle holds more modules than that loop, they are named after it.
 */
export function describeCycle(graph: ModuleGraph, component: readonly string[]): string {
  const inside = new Set(component);
  const start = component[0];
  // Breadth-first from start's successors back to start, inside the component.
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!inside.has(next) || previous.has(next)) continue;
      previous.set(next, node);
      if (next === start) queue.length = 0;
      else queue.push(next);
    }
  }
  const loop = [start];
  for (let node = previous.get(start)!; node !== start; node = previous.get(node)!) loop.unshift(node);
  loop.unshift(start);
  const steps = loop.map((node, i) => (i < loop.length - 1 ? `${node} (${graph.get(node)!.get(loop[i + 1])})` : node)).join(' → ');
  return component.length === loop.length - 1 ? steps : `${steps}; the circle holds ${component.join(', ')}`;
}

function productFiles(dir = ''): Array<[string, string]> {
  return readdirSync(path.join(SRC, dir), { withFileTypes: true }).flatMap((entry): Array<[string, string]> => {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : productFiles(relative);
    if (!/\.tsx?$/.test(entry.name) || /\.spec\.tsx?$/.test(entry.name)) return [];
    return [[relative, readFileSync(path.join(SRC, relative), 'utf8')]];
  });
}

describe('no import circles between the api modules', () => {
  const files = (entries: Record<string, string>) => Object.entries(entries);

  it.each<[string, Record<string, string>, string[]]>([
    ['one way', { 'a/x.ts': "import { b } from '../b/y';", 'b/y.ts': "import { c } from '../c/z';", 'c/z.ts': '' }, []],
    ['a ⇄ b', { 'a/x.ts': "import { b } from '../b/y';", 'b/y.ts': "import type { A } from '../a/x';" }, ['a (a/x.ts) → b (b/y.ts) → a']],
    [
      'a → b → c → a, through a top-level file and a lazy import',
      { 'a/x.ts': "export { b } from '../b/y';", 'b/y.ts': "const c = () => import('../c.module');", 'c.module.ts': "import {\n  a,\n} from './a/deep/x';", 'a/deep/x.ts': '' },
      ['a (a/x.ts) → b (b/y.ts) → c.module (c.module.ts) → a'],
    ],
    [
      'a circle of three with a shorter loop in it',
      { 'a/x.ts': "import { b } from '../b/y';", 'b/y.ts': "import { a } from '../a/x';\nimport { c } from '../c/z';", 'c/z.ts': "import { b } from '../b/y';" },
      ['a (a/x.ts) → b (b/y.ts) → a; the circle holds a, b, c'],
    ],
    ['imports inside one module, and packages', { 'a/x.ts': "import { y } from './y'; import { z } from '@voc/domain';", 'a/y.ts': "import { x } from './x';" }, []],
  ])('%s', (_case, entries, expected) => {
    const graph = moduleGraph(files(entries));
    expect(moduleCycles(graph).map((component) => describeCycle(graph, component))).toEqual(expected);
  });

  it('this api: none', () => {
    const product = productFiles();
    expect(product.length).toBeGreaterThan(300);
    const graph = moduleGraph(product);
    expect(graph.get('users')?.has('auth')).toBe(true); // the graph is read (users' handlers use auth's password hasher)
    expect(moduleCycles(graph).map((component) => describeCycle(graph, component))).toEqual([]);
  });
});
