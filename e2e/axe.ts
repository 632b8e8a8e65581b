// The axe-core scan every accessibility check uses: violations of serious or critical impact.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The page's serious and critical violations, each as 'rule (impact): help -> targets'. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export async function expectNoSeriousViolations(page: Page, label?: string): Promise<void> {
  expect(await seriousViolations(page), label).toEqual([]);
}
