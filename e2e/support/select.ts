import type { Locator } from 'playwright-core';

export type TChooseOptions = {
  /** Typed into the select first (a searchable select narrows its list by it). */
  typed?: string;
  /** The option's text matched whole, not as a part. */
  exact?: boolean;
};

const optionClass = '.ant-select-item-option';
const settleMs = 3_000;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function textOf(option: string | RegExp, exact: boolean | undefined): string | RegExp {
  return exact && typeof option === 'string' ? new RegExp(`^${escaped(option)}$`) : option;
}

async function settles(check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + settleMs;
  while (Date.now() < until) {
    if (await check()) {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/**
 * Chooses an option of an Ant Design select, `field` being its input (found by its label or
 * role), and returns once the choice took: the option is marked selected, or the list of a
 * single select has closed on it. On a busy machine a click can miss: the list measures its
 * rows just after it opens, so the press and the release may land on different rows, the list
 * stays open and nothing is chosen. The option is then clicked again (never once it shows
 * selected, so a multiple select is not unticked). A multiple select's list is then closed with
 * Escape; a single select's has closed by itself, and an Escape would close the dialog around it.
 */
export async function chooseOption(
  field: Locator,
  option?: string | RegExp,
  { typed, exact }: TChooseOptions = {},
): Promise<void> {
  const page = field.page();
  const list = page.locator('.ant-select-dropdown:visible');
  // The list of a select chosen just before may still be closing: wait until it has.
  if (!(await settles(async () => (await list.count()) === 0))) {
    throw new Error('chooseOption: another select list is still open');
  }
  await field.click();
  if (typed !== undefined) {
    await field.fill(typed);
  }
  const options = list.locator(optionClass);
  const item = (option === undefined ? options : options.filter({ hasText: textOf(option, exact) })).first();
  await item.waitFor();
  // The choice shows in the select (as its value, or a multiple select's tag); a single select
  // also closes its list, a multiple one stays open.
  const wanted = ((await item.textContent()) ?? '').trim();
  const multiple = await field.evaluate((input) => input.closest('.ant-select-multiple') !== null);
  // A choice can also close the dialog around the select (a picker that moves on): the select
  // gone with its list counts as chosen.
  const shown = () =>
    field
      .evaluate((input, text) => (input.closest('.ant-select')?.textContent ?? '').includes(text), wanted, {
        timeout: 500,
      })
      .catch(() => 'gone' as const);
  const took = async () => {
    const state = await shown();
    const listClosed = (await list.count()) === 0;
    return state === 'gone' ? listClosed : state && (multiple || listClosed);
  };
  for (let attempt = 1; ; attempt += 1) {
    await item.click();
    if (await settles(took)) {
      break;
    }
    if (attempt === 3) {
      throw new Error(
        `chooseOption: ${String(option ?? 'the first option')} was clicked ${attempt} times and not chosen`,
      );
    }
  }
  if (multiple) {
    await page.keyboard.press('Escape');
  }
}
