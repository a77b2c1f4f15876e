import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The api's shape, checked on its source: every endpoint goes through the command or query bus,
 * controllers reach no database, and a file holds one command or query handler.
 */
const SRC = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__tests__' ? [] : sourceFiles(full);
    return name.endsWith('.ts') ? [full] : [];
  });
}

/** The body of the method declared at or after `from` (the text between its braces). */
function methodBody(text: string, from: number): { name: string; body: string } {
  const signature = /\n\s+(?:(?:private|public|protected|async)\s+)*(\w+)\s*\(/g;
  signature.lastIndex = from;
  const match = signature.exec(text);
  if (!match) throw new Error('no method after a route decorator');
  let depth = 0;
  let parens = 0;
  let angles = 0;
  let start = -1;
  for (let i = match.index + match[0].length - 1; i < text.length; i += 1) {
    const c = text[i];
    if (start < 0) {
      // Skip the parameters and the return type (a `{` inside Promise<{ … }> is not the body).
      if (c === '(') parens += 1;
      if (c === ')') parens -= 1;
      if (c === '<') angles += 1;
      if (c === '>' && text[i - 1] !== '=') angles -= 1;
      if (c === '{' && parens === 0 && angles === 0) start = i;
      if (start < 0) continue;
    }
    if (c === '{') depth += 1;
    if (c === '}') depth -= 1;
    if (depth === 0) return { name: match[1], body: text.slice(start, i + 1) };
  }
  throw new Error(`unbalanced braces in method ${match[1]}`);
}

/** Route methods that reach neither bus (directly, or through a private method of their class). */
export function routesOffTheBus(text: string): string[] {
  const routes = [...text.matchAll(/@(Get|Post|Put|Patch|Delete)\(/g)].map((m) => methodBody(text, m.index ?? 0));
  const privates = new Map([...text.matchAll(/\n\s+private\s+(?:async\s+)?(\w+)\s*\(/g)].map((m) => [m[1], methodBody(text, (m.index ?? 0) - 1).body]));
  const usesBus = (body: string) => /\.execute\(/.test(body) || [...body.matchAll(/this\.(\w+)\(/g)].some((m) => /\.execute\(/.test(privates.get(m[1]) ?? ''));
  return routes.filter((route) => !usesBus(route.body)).map((route) => route.name);
}

describe('the api goes through its bus', () => {
  const files = sourceFiles(SRC);
  const controllers = files.filter((f) => f.endsWith('.controller.ts'));

  it('has controllers to check', () => {
    expect(controllers.length).toBeGreaterThan(10);
  });

  it.each(controllers.map((f) => [path.relative(SRC, f), f]))('%s: every endpoint executes a command or a query', (_name, file) => {
    expect(routesOffTheBus(readFileSync(file, 'utf8'))).toEqual([]);
  });

  it.each(controllers.map((f) => [path.relative(SRC, f), f]))('%s: reaches no database and calls no context function', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    expect(text).not.toMatch(/\b(DataSource|InjectDataSource|InjectReportingDataSource|UnitOfWork|InjectRepository)\b/);
    const fromTicketing = [...text.matchAll(/import (?:type )?\{([^}]*)\} from '@voc\/ticketing'/g)].flatMap((m) => m[1].split(',').map((n) => n.trim()));
    expect(fromTicketing.filter((name) => name !== 'TicketingError')).toEqual([]);
  });

  it('handlers reach the databases through the unit of work, the reporting store and repositories, never a DataSource', () => {
    const direct = files.filter((f) => f.endsWith('.handler.ts') && /\b(DataSource|InjectDataSource|InjectReportingDataSource)\b/.test(readFileSync(f, 'utf8')));
    expect(direct.map((f) => path.relative(SRC, f))).toEqual([]);
  });

  it('holds one command or query handler a file', () => {
    const crowded = files
      .map((f) => ({ file: path.relative(SRC, f), handlers: (readFileSync(f, 'utf8').match(/@(CommandHandler|QueryHandler)\(/g) ?? []).length }))
      .filter((f) => f.handlers > 1);
    expect(crowded).toEqual([]);
  });

  it.each([
    ['a route that executes', `@Get()\n  async list() {\n    return this.queries.execute(new Q());\n  }`, []],
    ['a route that reads the database itself', `@Get()\n  async list() {\n    return this.db.query('SELECT 1');\n  }`, ['list']],
    ['a route through a private method that executes', `@Get()\n  async list() {\n    await this.answer();\n  }\n\n  private async answer() {\n    await this.queries.execute(new Q());\n  }`, []],
  ])('notices %s', (_case, source, offending) => {
    expect(routesOffTheBus(`class C {\n  ${source}\n}`)).toEqual(offending);
  });
});
