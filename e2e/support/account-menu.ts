import type { Page } from 'playwright-core';

const tries = 3;
const tookMs = 5_000;

/**
 * Chooses an item of the header's account menu (Account, Sign out…) and returns once the page it
 * leads to (`url`, a glob) is open. On a busy machine the menu can close under the click (the
 * header renders again as the account is fetched anew, just after a sign-in or a profile is
 * saved): nothing happens, and a test waiting for the page would time out far from the cause.
 * The menu is then opened and the item chosen again, while the header is still there.
 */
export async function chooseAccountItem(page: Page, item: string, url: string): Promise<void> {
  const button = page.getByTestId('account-menu');
  for (let attempt = 1; attempt <= tries; attempt++) {
    await button.click();
    await page
      .locator('.ant-dropdown:visible')
      .getByRole('menuitem', { name: new RegExp(`${item}$`) })
      .click();
    const took = await page.waitForURL(url, { timeout: tookMs }).then(
      () => true,
      () => false,
    );
    if (took) {
      return;
    }
    if (!(await button.isVisible())) {
      break;
    }
  }
  // the header gone (on its way to the page), or every try missed: Playwright's own wait and message
  await page.waitForURL(url);
}
