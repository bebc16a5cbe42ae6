// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fail, fakeBrowser } from '../../../api/http-test-kit';
import { renderPage } from '../../../test/render-page';
import { callsTo, ok, serveCatalogue } from './catalogue-test-kit';
import { CategoryTree } from './category-tree';
import type { TCategoryChoice } from './use-category-tree';

let browser: ReturnType<typeof fakeBrowser>;
const chosen = vi.fn<(choice: TCategoryChoice) => void>();

function Harness({ initial = {} }: { initial?: TCategoryChoice }) {
  const [choice, setChoice] = useState<TCategoryChoice>(initial);
  return (
    <CategoryTree
      countryCode="UK"
      chosen={choice}
      onChoose={(next) => {
        chosen(next);
        setChoice(next);
      }}
    />
  );
}

const node = (name: string) => screen.getByText(name).closest('.ant-tree-treenode') as HTMLElement;
const expand = (name: string) =>
  fireEvent.click(node(name).querySelector('.ant-tree-switcher') as HTMLElement);
const isSelected = (name: string) =>
  Boolean(
    node(name).querySelector('.ant-tree-node-selected') ??
      node(name).classList.contains('ant-tree-treenode-selected'),
  );

beforeEach(() => {
  browser = fakeBrowser();
  chosen.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the category tree', () => {
  it('lists the first-level categories of the marketplace with their counts, all of them first', async () => {
    serveCatalogue(browser);
    renderPage(<Harness />);
    expect(await screen.findByText('Kitchen & Dining')).toBeTruthy();
    expect(node('Kitchen & Dining').textContent).toContain('1,240');
    expect(node('Garden & Outdoor').textContent).toContain('310');
    expect(node('All categories').textContent).toContain('1,550');
    expect(isSelected('All categories')).toBe(true);
    expect(callsTo(browser, 'category/aggregation/list')[0]?.url.searchParams.get('countryCode')).toBe('UK');
  });

  it("opens a category into the marketplace's own, loaded for that marketplace", async () => {
    serveCatalogue(browser);
    renderPage(<Harness />);
    await screen.findByText('Kitchen & Dining');
    expect(callsTo(browser, 'category/kitchen-dining/tree/list')).toHaveLength(0);

    expand('Kitchen & Dining');
    expect(await screen.findByText('Kettles')).toBeTruthy();
    expect(node('Kettles').textContent).toContain('90');
    const [treeCall] = callsTo(browser, 'category/kitchen-dining/tree/list');
    expect(treeCall?.url.searchParams.get('countryCode')).toBe('UK');
  });

  it('chooses a first-level category, one of its own, or all of them', async () => {
    serveCatalogue(browser);
    renderPage(<Harness />);
    fireEvent.click(await screen.findByText('Kitchen & Dining'));
    expect(chosen).toHaveBeenLastCalledWith({ categoryKey: 'kitchen-dining' });
    // Choosing a first-level category opens it too.
    fireEvent.click(await screen.findByText('Mugs'));
    expect(chosen).toHaveBeenLastCalledWith({ categoryKey: 'kitchen-dining', categoryId: 'cc_mugs' });
    await waitFor(() => expect(isSelected('Mugs')).toBe(true));
    expect(isSelected('All categories')).toBe(false);
    fireEvent.click(screen.getByText('All categories'));
    expect(chosen).toHaveBeenLastCalledWith({});
  });

  it('opens on the chosen marketplace category of a shared link', async () => {
    serveCatalogue(browser);
    renderPage(<Harness initial={{ categoryKey: 'kitchen-dining', categoryId: 'cc_kettles' }} />);
    expect(await screen.findByText('Kettles')).toBeTruthy();
    expect(isSelected('Kettles')).toBe(true);
  });

  it('lets a category whose own failed to load be tried again', async () => {
    let calls = 0;
    serveCatalogue(browser, {
      'GET category/kitchen-dining/tree/list': () =>
        ++calls === 1
          ? answer(fail('5000', 'Something went wrong'), 500)
          : ok({
              key: 'kitchen-dining',
              name: 'Kitchen & Dining',
              productCount: 1240,
              countryCode: 'UK',
              children: [{ id: 'cc_teapots', name: 'Teapots', productCount: 12 }],
            }),
    });
    renderPage(<Harness />);
    await screen.findByText('Kitchen & Dining');
    expand('Kitchen & Dining');
    fireEvent.click(await screen.findByText('Could not load. Select to try again'));
    expect(await screen.findByText('Teapots')).toBeTruthy();
    expect(chosen).not.toHaveBeenCalled();
  });
});
