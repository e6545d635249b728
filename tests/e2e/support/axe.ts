import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A/AA rule set that the site promises (no best-practice rules: those are advice, not a contract). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type AxeViolation = AxeResults['violations'][number];

export interface AxeCheckOptions {
  /** Only check these parts of the page (CSS selectors). */
  include?: string[];
  /** Leave these parts out, e.g. a third-party widget (CSS selectors). */
  exclude?: string[];
  /** Rule ids to switch off — say why at the call site. */
  disableRules?: string[];
}

function formatViolation(violation: AxeViolation): string {
  const nodes = violation.nodes
    .map(
      (node) =>
        `    - ${JSON.stringify(node.target)}${node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''}`,
    )
    .join('\n');
  return `  [${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}`;
}

/**
 * Runs axe on the current state of `page` and fails with a readable list (rule id, help text, target nodes) when
 * anything violates WCAG 2.1 A/AA. Call it only after the page has rendered what should be checked (await a heading or
 * similar first): axe checks the DOM as it is at that moment.
 */
export async function expectNoAxeViolations(page: Page, options: AxeCheckOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags([...WCAG_TAGS]);
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);

  const { violations } = await builder.analyze();
  const report = violations.map(formatViolation).join('\n');
  // Compare ids only, so the diff stays short; the message carries the details.
  expect(
    violations.map((violation) => violation.id),
    `axe found ${violations.length} WCAG violation(s) on ${page.url()}:\n${report}`,
  ).toEqual([]);
}
