// The axe-core scan every accessibility check uses: violations of serious or critical impact.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Waits (up to 5 s) until no animation or transition that ends is running: text in a dialog still
 * fading in has part of its opacity, which axe measures as too little contrast (three such
 * failures, each passing on retry, in one CI run). Endless ones, a spinner's, are not waited for.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), null, {
      timeout: 5_000,
    })
    .catch(() => undefined);
}

/** The page's serious and critical violations, each as 'rule (impact): help -> targets'. */
export async function seriousViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  await animationsSettled(page);
  // Only violations are read: axe then skips collecting every passing node, most of a run's time on a large page.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export async function expectNoSeriousViolations(page: Page, label?: string, exclude?: string[]): Promise<void> {
  expect(await seriousViolations(page, exclude), label).toEqual([]);
}
