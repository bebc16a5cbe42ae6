import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, registerActiveAccount } from './support/accounts';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';

// Every page of every menu, as each demo account, at 1360 px and at 390 px: axe finds no serious
// or critical violation and the page is no wider than the screen. The menu is read from the page
// itself, so a new menu entry is walked without touching this file.
const b = useBrowser();

const portals = [
  { role: 'seller', email: 'seller@demo.test' },
  { role: 'publisher', email: 'publisher@demo.test' },
  { role: 'partner', email: 'partner@demo.test' },
] as const;

async function signIn(page: Page, email: string, role: string) {
  await page.goto(`${b.baseUrl}/sign-in`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('demo-pass-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`**/${role}/**`);
}

async function signInOperator(page: Page) {
  await page.goto(`${b.adminUrl}/operator/login`);
  await page.getByLabel('E-mail').fill('admin@demo.test');
  await page.getByLabel('Password').fill('demo-pass-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** The addresses the side menu leads to, found by following each entry on a wide screen. */
async function menuAddresses(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation').getByRole('menuitem');
  await menu.first().waitFor();
  const count = await menu.count();
  const addresses: string[] = [];
  for (let i = 0; i < count; i++) {
    await menu.nth(i).click();
    await page.waitForFunction(
      (seen) => !seen.includes(location.pathname),
      addresses.map((a) => new URL(a).pathname),
    );
    addresses.push(page.url());
  }
  return addresses;
}

/** The page settled: its heading shown, no spinner left, nothing still fading in. */
async function settled(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page
    .locator('.ant-spin-spinning, .ant-skeleton-active')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => {});
}

async function walk(page: Page, addresses: string[], width: number) {
  await page.setViewportSize({ width, height: width < 768 ? 844 : 860 });
  const found: { path: string; violations: unknown[]; wider: boolean; title?: string }[] = [];
  for (const address of addresses) {
    await page.goto(address);
    await settled(page);
    // a list hides its wide-screen columns once antd has read the screen's width: give it that
    const wider = await page
      .waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, undefined, {
        timeout: 5_000,
      })
      .then(() => false)
      .catch(() => true);
    const violations = await seriousViolations(page);
    // the tab's title names the page first, as its heading does
    const heading = (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
    const title = (await page.title()).startsWith(`${heading} · `) ? undefined : await page.title();
    if (violations.length > 0 || wider || title) {
      found.push({ path: new URL(address).pathname, violations, wider, ...(title ? { title } : {}) });
    }
  }
  return found;
}

/**
 * What real sign-ups bring and the demo lacks: a long, unbroken e-mail and name, one account
 * active with its profile done (the console lists it), one still pending. Each list must wrap
 * them, not widen the page; without this the walk would pass or fail on which files ran first.
 */
async function addLongNamedInvitees() {
  const partner = await apiCall<{ token: string }>(b.baseUrl, 'user/auth/login', {
    body: { email: 'partner@demo.test', password: 'demo-pass-1' },
  });
  const { invitationCode } = await apiCall<{ invitationCode: string }>(b.baseUrl, 'user/inviter/referral', {
    token: partner.token,
  });
  const stamp = Date.now();
  const long = 'maximilianvonundzuhohenstaufenreviews';
  await registerActiveAccount(
    b.baseUrl,
    'publisher',
    `${long}-${stamp}@example-publishing-house.test`,
    'long-pass-1',
    `${long[0]?.toUpperCase()}${long.slice(1)}`,
    invitationCode,
  );
  await apiCall(b.baseUrl, 'user/auth/register', {
    body: {
      email: `${long}-pending-${stamp}@example-publishing-house.test`,
      password: 'long-pass-1',
      role: 'publisher',
      name: `Pending ${long}`,
      invitationCode,
    },
  });
}

describe('every menu page at both widths', () => {
  beforeAll(addLongNamedInvitees);

  for (const portal of portals) {
    for (const width of [1360, 390]) {
      it(`${portal.role} at ${width} px`, async () => {
        await signIn(b.page, portal.email, portal.role);
        const addresses = await menuAddresses(b.page);
        expect(addresses.length).toBeGreaterThan(3);
        expect(await walk(b.page, addresses, width)).toEqual([]);
      }, 180_000);
    }
  }

  for (const width of [1360, 390]) {
    it(`the operator console at ${width} px`, async () => {
      await signInOperator(b.page);
      const addresses = await menuAddresses(b.page);
      expect(addresses.length).toBeGreaterThan(8);
      expect(await walk(b.page, addresses, width)).toEqual([]);
    }, 180_000);
  }
});
