// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageFileProblem } from '../lib/images';
import { renderPage } from '../test/render-page';
import { BrandImage } from './brand-image';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const config = { biz: 'atlas', uploadSalt: 'upload-salt', urlSalt: 'url-salt' };

/** GET common/image-config answers when the answer is released. */
function holdConfig() {
  let release = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      await answered;
      return Response.json({ success: true, code: '0', error: null, data: config });
    }),
  );
  return () => release();
}

describe('BrandImage', () => {
  it('shows the placeholder while the image config loads, then the resized copy', async () => {
    const release = holdConfig();
    renderPage(
      <BrandImage url="/img/abcdefghij0123456789.jpg" name="Quiet Harbor" size={48} copy="100_100" />,
    );
    expect(screen.queryByRole('img', { name: 'Quiet Harbor' })).toBeNull();
    release();
    const image = await screen.findByRole('img', { name: 'Quiet Harbor' });
    expect(image.getAttribute('src')).toMatch(/^\/img\/abcdefghij0123456789_100_100_1_[0-9a-f]{4}\.jpg$/);
  });

  it('shows the placeholder when the brand has no image', () => {
    holdConfig();
    renderPage(<BrandImage url={null} name="Quiet Harbor" size={48} copy="100_100" />);
    expect(screen.getByTestId('brand-image').querySelector('img')).toBeNull();
  });
});

describe('imageFileProblem', () => {
  const file = (type: string, size: number) => ({ name: 'logo', type, size });
  it('takes the image service types up to 5 MB and names what is wrong otherwise', () => {
    expect(imageFileProblem(file('image/png', 5 * 1024 * 1024))).toBeNull();
    expect(imageFileProblem(file('image/webp', 10))).toBeNull();
    expect(imageFileProblem(file('image/png', 5 * 1024 * 1024 + 1))).toBe('logo is larger than 5 MB');
    expect(imageFileProblem(file('image/bmp', 10))).toBe('logo: choose a PNG, JPEG, GIF or WebP image');
    expect(imageFileProblem(file('application/pdf', 10))).toMatch(/choose a PNG/);
  });
});
