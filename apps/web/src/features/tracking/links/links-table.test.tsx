// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { setScreenWidth } from '../../../test/screen-width';
import { trackingLink } from '../link-builder/link-test-kit';
import { LinksTable } from './links-table';

afterEach(cleanup);

function headersAt(width: number) {
  setScreenWidth(width);
  renderPage(
    <LinksTable
      kind="product"
      links={[trackingLink(1)]}
      total={1}
      page={1}
      pageSize={20}
      loading={false}
      empty={null}
      onPage={() => {}}
      onOpen={() => {}}
    />,
  );
  return screen.getAllByRole('columnheader').map((h) => h.textContent);
}

describe('LinksTable', () => {
  it('on a phone keeps the product, its short URL and its clicks', () => {
    expect(headersAt(390)).toEqual(['Product', 'Short URL', 'Clicks']);
  });

  it('on a wide screen adds the marketplace, tracking id, source, sub-id and day made', () => {
    expect(headersAt(1366)).toEqual([
      'Product',
      'Marketplace',
      'Tracking id',
      'Source',
      'Sub-id',
      'Short URL',
      'Clicks',
      'Created',
    ]);
  });
});
