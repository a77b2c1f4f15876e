import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** What the specs report of one axe violation. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
/** WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core (WCAG 2 A/AA) on the page as it stands and answers its violations. axe is
 * evaluated through the devtools protocol, which the page's content security policy does not
 * govern, so the product runs under its real policy.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate<boolean>("typeof window.axe !== 'undefined'");
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate<AxeViolation[]>(`(async () => {
    const result = await window.axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(WCAG_AA_TAGS)} }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  })()`);
}

/** One line a violation, for a readable failure. */
export function describeViolations(route: string, violations: AxeViolation[]): string[] {
  return violations.map((v) => `${route}: ${v.id} (${v.impact ?? 'n/a'}) ${v.help} — ${v.nodes.length} node(s): ${v.nodes.slice(0, 3).join(' | ')}`);
}
