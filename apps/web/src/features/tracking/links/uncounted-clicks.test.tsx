// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UncountedClicks } from './uncounted-clicks';

afterEach(cleanup);

describe('the clicks a link does not count', () => {
  it('says how many robot clicks were left out and why, and the clicks that earned nothing', () => {
    render(<UncountedClicks filtered={{ robots: 12, notEarning: 1 }} days={30} />);
    expect(screen.getByTestId('uncounted-clicks').textContent).toContain(
      '12 clicks from robots in the last 30 days not counted: crawlers, link previews and automated or headless browsers.',
    );
    expect(screen.getByText(/1 counted click earned nothing: the product was paused/)).toBeTruthy();
  });

  it('still tells the rule when no robot came', () => {
    render(<UncountedClicks filtered={{ robots: 0, notEarning: 0 }} days={30} />);
    expect(screen.getByTestId('uncounted-clicks').textContent).toBe(
      'Clicks from robots (crawlers, link previews, automated or headless browsers) are not counted.',
    );
  });
});
