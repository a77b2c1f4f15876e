import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every .tsx file under the dashboard's sources, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__tests__' ? [] : sourceFiles(full);
    return name.endsWith('.tsx') ? [full] : [];
  });
}

describe('chart tooltips: one shared style', () => {
  it('every recharts Tooltip without content of its own takes the shared style', () => {
    const src = path.join(__dirname, '../../..');
    const offenders: string[] = [];
    let charts = 0;
    for (const file of sourceFiles(src)) {
      const text = readFileSync(file, 'utf8');
      if (!/from 'recharts'/.test(text)) continue;
      for (const match of text.matchAll(/<Tooltip\b([^>]*)/g)) {
        charts += 1;
        const props = match[1];
        if (!props.includes('{...tooltipStyle}') && !props.includes('content=')) offenders.push(path.relative(src, file));
      }
    }
    expect(charts).toBeGreaterThanOrEqual(10);
    expect(offenders).toEqual([]);
  });
});
