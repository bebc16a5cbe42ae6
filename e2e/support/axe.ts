import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type TAxeFinding = { id: string; impact: string; help: string; targets: string[] };

/**
 * Runs axe-core on the page as it is and answers its serious and critical violations (WCAG 2.1
 * A and AA rules), each with the elements it found, so a failing test names what to fix.
 */
export async function seriousViolations(page: Page): Promise<TAxeFinding[]> {
  // Colours are judged as they end: a row or tag still fading in would read as low contrast.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  // Evaluated through the DevTools protocol: the app's CSP (script-src 'self') stays as it is.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    // antd's table keeps a hidden row to measure column widths (`aria-hidden`, never shown);
    // it is no content, so it is left out rather than flagged on every table.
    const result = await axe.run(
      { exclude: [['.ant-table-measure-row']] },
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      },
    );
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes
          .slice(0, 5)
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} ${n.failureSummary ?? ''}`),
      }));
  });
}
