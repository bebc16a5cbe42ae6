import { describe, it } from 'vitest';
import { useBrowser } from './support/browser';
import { chooseOption } from './support/select';
import { signIn } from './support/sign-in';

// Golden path of placements: the demo publisher creates a placement with a price in the US and
// publishes it; the demo seller finds it by its marketplace and a search, and opens it.
const b = useBrowser();
const title = `Spring kitchen roundup ${Date.now().toString(36)}`;

/** Picks an option of an Ant Select, typing to find it first (its list draws only what is in view). */
const choose = (label: string, option: string, typed?: string) =>
  chooseOption(b.page.getByLabel(label), option, { typed });

describe('placements', () => {
  it('lets the publisher create a placement with a price and publish it', async () => {
    await signIn(b, 'publisher@demo.test', 'publisher');
    await b.page.getByRole('menuitem', { name: 'Placements' }).click();
    await b.page.getByRole('heading', { name: 'Placements', level: 1 }).waitFor();
    // The demo's own placements are listed.
    await b.page.getByRole('row').filter({ hasText: 'Gift guide feature on the Demo Deals blog' }).waitFor();
    await b.page.getByRole('button', { name: 'New placement' }).click();
    const drawer = b.page.getByRole('dialog');
    await drawer.getByLabel('Title').fill(title);
    // Publishing checks the whole placement first.
    await drawer.getByRole('button', { name: 'Publish' }).click();
    await drawer.getByText('Give a price in at least one marketplace').waitFor();
    await choose('Traffic source', 'Demo Deals blog (website)');
    await choose('Categories (1 to 5)', 'Kitchen & Dining', 'Kitchen');
    await drawer.getByLabel('Audience size').fill('48000');
    await drawer.getByLabel('Price in US').fill('180');
    await drawer.getByRole('button', { name: 'Publish' }).click();
    await b.page.getByText('Placement published').waitFor();
    const row = b.page.getByRole('row').filter({ hasText: title });
    await row.getByText('Online').waitFor();
    await row.getByText('US $180.00').waitFor();
  });

  it('lets the seller find the placement with a filter and open it', async () => {
    await signIn(b, 'seller@demo.test', 'seller');
    await b.page.getByRole('menuitem', { name: 'Placements' }).click();
    await b.page.getByRole('heading', { name: 'Placements', level: 1 }).waitFor();
    const browse = b.page.getByRole('tabpanel', { name: 'Browse' });
    await choose('Placement marketplace', 'US · amazon.com');
    await browse.getByLabel('Search placements').fill(title);
    await browse.getByLabel('Search placements').press('Enter');
    await b.page.waitForURL(/country=US.*search=|search=.*country=US/);
    await browse.getByText('$180.00').waitFor();
    await browse.getByRole('link', { name: title }).click();
    await b.page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await b.page.getByText('By Demo Publisher').waitFor();
    await b.page.getByText('Demo Deals blog (website)').waitFor();
    await b.page.getByText('Kitchen & Dining').waitFor();
  });
});
