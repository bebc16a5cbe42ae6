import type { Page } from 'playwright-core';

/** Signs a demo account in (every demo account's password is `demo-pass-1`) and waits for its portal. */
export async function signIn(
  b: { page: Page; baseUrl: string },
  email: string,
  portal: 'publisher' | 'seller' | 'partner',
): Promise<void> {
  await b.page.goto(`${b.baseUrl}/sign-in`);
  await b.page.getByLabel('E-mail').fill(email);
  await b.page.getByLabel('Password').fill('demo-pass-1');
  await b.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await b.page.waitForURL(`**/${portal}/**`);
}
