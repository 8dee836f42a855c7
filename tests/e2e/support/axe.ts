/**
 * The accessibility bar every page clears: no serious or critical axe violation against WCAG 2.1
 * A/AA and axe's best practices. An empty list passes; otherwise each entry names the rule and
 * the first elements that break it.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export async function seriousAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  // Only the part of the page a test is about (a CSS selector), when given.
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}
