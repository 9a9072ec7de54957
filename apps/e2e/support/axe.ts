import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './test';
import type { Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA: the rules every screen of the four apps is held to. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
type Impact = (typeof IMPACTS)[number];

/** Serious and critical violations stop a screen; moderate and minor ones are only counted. */
const BLOCKING: readonly Impact[] = ['critical', 'serious'];

export type AxeAudit = {
  screen: string;
  counts: Record<Impact, number>;
  /** One line per blocking violation: the rule, its impact and the elements it was found on. */
  blocking: string[];
};

/**
 * Waits until a screen shows its content rather than its loading state: nothing marked busy, no skeleton or
 * spinner on show, and every finite animation (fades, slides) finished, so colours are read as they end.
 */
export async function waitForSettledScreen(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]:visible, .skeleton:visible, .spinner:visible')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Runs axe on the page as it stands, prints one summary line for the screen and attaches the full report. */
export async function auditScreen(page: Page, screen: string): Promise<AxeAudit> {
  // Legacy mode runs axe inside the page instead of opening a blank page per audit to merge frames' results:
  // about twice as fast, and the apps embed no cross-origin frames that it would skip.
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).options({ resultTypes: ['violations'] }).setLegacyMode().analyze();
  const counts: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  const blocking: string[] = [];
  for (const violation of results.violations) {
    const impact = (violation.impact ?? 'minor') as Impact;
    counts[impact] += 1;
    if (!BLOCKING.includes(impact)) continue;
    // The first few elements, each with axe's own finding (for contrast: both colours and the ratio).
    const nodes = violation.nodes.slice(0, 3).map((node) => {
      const finding = [...node.any, ...node.all, ...node.none][0]?.message;
      return finding ? `${node.target.join(' ')} — ${finding}` : node.target.join(' ');
    });
    const more = violation.nodes.length > nodes.length ? ` (+${violation.nodes.length - nodes.length} more)` : '';
    blocking.push(`${violation.id} [${impact}] ${violation.help}: ${nodes.join(' | ')}${more}`);
  }
  console.log(`[axe] ${screen} — ${IMPACTS.map((impact) => `${impact} ${counts[impact]}`).join(', ')}`);
  await test.info().attach(`axe ${screen}`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
  return { screen, counts, blocking };
}

/**
 * Settles the screen, audits it and fails the test (softly, so the other screens are still audited) on any
 * serious or critical violation, listing each one.
 */
export async function expectNoSeriousViolations(page: Page, screen: string): Promise<AxeAudit> {
  await waitForSettledScreen(page);
  const audit = await auditScreen(page, screen);
  expect.soft(audit.blocking, `${screen}: serious or critical accessibility violations`).toEqual([]);
  return audit;
}
