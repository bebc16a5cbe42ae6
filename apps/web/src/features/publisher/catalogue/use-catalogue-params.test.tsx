// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useCatalogueParams } from './use-catalogue-params';

// Changes made before the page renders the previous one (a sort chosen at once after a
// category, on a busy device) each keep the others.

function Changes() {
  const catalogue = useCatalogueParams();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          catalogue.set({ categoryKey: 'kitchen-dining' });
          catalogue.set({ minCommissionBp: 900 });
          catalogue.set({ sortOrder: 'asc' });
          catalogue.openProduct('prd_1');
        }}
      >
        Quickly
      </button>
      <output data-testid="where">{useLocation().search}</output>
    </>
  );
}

afterEach(cleanup);

describe('catalogue changes in a row', () => {
  it('keep each other, though the page has not rendered the first yet', () => {
    render(
      <MemoryRouter initialEntries={['/publisher/catalogue?marketplace=US']}>
        <Changes />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Quickly' }));
    const where = new URLSearchParams(screen.getByTestId('where').textContent ?? '');
    expect(Object.fromEntries(where)).toEqual({
      marketplace: 'US',
      categoryKey: 'kitchen-dining',
      minCommissionBp: '900',
      sortOrder: 'asc',
      product: 'prd_1',
    });
  });
});
