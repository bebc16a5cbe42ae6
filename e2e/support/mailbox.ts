import type { Page } from 'playwright-core';

/**
 * Opens the newest link containing `part` in the e-mails to `to`, from the developer mailbox
 * (/dev/mailbox), as a person reading their inbox would. E-mails sent by a background job
 * (resend, forgot password) may land a moment later, so the mailbox is reloaded until at least
 * `atLeast` such links are there.
 */
export async function openMailLink(
  page: Page,
  baseUrl: string,
  to: string,
  part: string,
  atLeast = 1,
): Promise<string> {
  const links = page.locator(`a[href*="${part}"]`);
  for (let attempt = 0; attempt < 40; attempt++) {
    await page.goto(`${baseUrl}/dev/mailbox?to=${encodeURIComponent(to)}`);
    if ((await links.count()) >= atLeast) {
      const href = (await links.first().getAttribute('href')) ?? '';
      await links.first().click();
      return href;
    }
    await page.waitForTimeout(250);
  }
  throw new Error(`no ${atLeast} e-mail link(s) with ${part} for ${to} in the mailbox`);
}
