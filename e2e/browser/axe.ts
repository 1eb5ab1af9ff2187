import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** axe-core's browser bundle, injected into pages as a script (the package is a dev dependency). */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** The serious and critical violations axe-core finds in the page as it is now (WCAG 2.x A and AA rules and best practices). */
export async function axeViolations(page: Page, impacts: readonly string[] = ['serious', 'critical']): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: the apps' CSP refuses inline scripts, and rightly so.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary })),
    }));
  });
  return violations.filter((v) => v.impact !== null && impacts.includes(v.impact));
}

/** One readable block per violation (rule, impact, help, each node's selector and why it fails). */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) =>
      [`${v.id} (${v.impact}): ${v.help}`, ...v.nodes.map((n) => `  ${n.target.join(' ')}\n    ${(n.failureSummary ?? '').replace(/\n/g, '\n    ')}`)].join(
        '\n',
      ),
    )
    .join('\n');
}
