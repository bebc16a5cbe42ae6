import { describe, expect, it } from 'vitest';
import { checkPlacement, formFieldOf, formValuesOf, requestOf, type TPlacementForm } from './placement-form';

// The placement form's own check, with the server's schema: what a draft and a published
// placement need, and each error on the field the publisher sees.

const whole: TPlacementForm = {
  title: 'Gift guide',
  format: 'article',
  sourceId: 'src_1',
  categoryKeys: ['kitchen-dining'],
  audienceSize: 48_000,
  images: [],
  prices: { US: '250', DE: '199.5' },
};
const names = (errors: { name: (string | number)[] }[]) => errors.map((e) => e.name.join('.')).sort();

describe('requestOf', () => {
  it('sends the priced marketplaces in order, in minor units, and the image ids', () => {
    const request = requestOf({
      ...whole,
      prices: { UK: '', DE: '199.5', US: ' 250 ' },
      images: [
        { uploadId: 'upl_1', url: '/x.png', fileName: 'x.png', contentType: 'image/png', sizeBytes: 1 },
      ],
    });
    expect(request.prices).toEqual([
      { countryCode: 'US', priceMinor: 25_000 },
      { countryCode: 'DE', priceMinor: 19_950 },
    ]);
    expect(request.imageIds).toEqual(['upl_1']);
  });

  it('reads a saved placement back into the form', () => {
    const form = formValuesOf({
      id: 'plc_1',
      status: 'online',
      title: 'T',
      description: '',
      format: 'video',
      source: { id: 'src_1', kind: 'website', name: 'Blog', url: null, audienceSize: null },
      categoryKeys: ['baby'],
      audienceSize: 10,
      audienceDescription: '',
      images: [],
      prices: [{ countryCode: 'UK', priceMinor: 7_505, currency: 'GBP' }],
      openCampaigns: 0,
      createdAt: '',
      updatedAt: '',
      submittedAt: null,
    });
    expect(form).toMatchObject({ sourceId: 'src_1', prices: { UK: '75.05' } });
  });
});

describe('checkPlacement', () => {
  it('lets a draft go with only a title and a format', () => {
    expect(
      checkPlacement({ title: 'Idea', format: 'video', categoryKeys: [], images: [], prices: {} }, false),
    ).toEqual([]);
  });

  it('asks a draft for its title', () => {
    const errors = checkPlacement(
      { title: ' ', format: 'video', categoryKeys: [], images: [], prices: {} },
      false,
    );
    expect(errors).toEqual([{ name: ['title'], errors: ['Enter a title'] }]);
  });

  it('names everything a published placement lacks', () => {
    const errors = checkPlacement(
      { title: 'Idea', format: 'video', categoryKeys: [], images: [], prices: {} },
      true,
    );
    expect(names(errors)).toEqual(['audienceSize', 'categoryKeys', 'prices', 'sourceId']);
    expect(errors.find((e) => e.name[0] === 'prices')?.errors).toEqual([
      'Give a price in at least one marketplace',
    ]);
  });

  it('puts a bad price on its own marketplace', () => {
    const errors = checkPlacement({ ...whole, prices: { US: '250', CA: 'abc', FR: '0' } }, true);
    expect(errors).toEqual([
      { name: ['prices', 'CA'], errors: ['Enter a price like 250.00'] },
      { name: ['prices', 'FR'], errors: ['A price must be more than 0'] },
    ]);
  });

  it('refuses more than five categories and a title over 120 characters', () => {
    const errors = checkPlacement(
      {
        ...whole,
        title: 'x'.repeat(121),
        categoryKeys: ['baby', 'books', 'beauty', 'pets', 'office', 'tools'],
      },
      false,
    );
    expect(names(errors)).toEqual(['categoryKeys', 'title']);
  });

  it('passes a whole placement', () => {
    expect(checkPlacement(whole, true)).toEqual([]);
  });
});

describe('formFieldOf', () => {
  it('maps the server’s paths onto the form', () => {
    const request = requestOf(whole);
    expect(formFieldOf(['prices', 1, 'priceMinor'], request)).toEqual(['prices', 'DE']);
    expect(formFieldOf(['imageIds'], request)).toEqual(['images']);
    expect(formFieldOf(['sourceId'], request)).toEqual(['sourceId']);
  });
});
