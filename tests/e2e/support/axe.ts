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

/**
 * The looks a page's axe check covers: English in light mode, and Hebrew (right to left) in dark
 * mode. Between them every colour of both modes and every translated, mirrored name is checked:
 * colours do not change with the language, nor names with the mode, so the other two crossings
 * (English dark, Hebrew light) would check the same again at twice the cost.
 */
export const A11Y_LOOKS = [
  { name: 'light', colorScheme: 'light', prefix: '' },
  { name: 'Hebrew, dark', colorScheme: 'dark', prefix: '/he' },
] as const;
