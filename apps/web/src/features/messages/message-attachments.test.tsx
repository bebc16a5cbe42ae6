// @vitest-environment happy-dom
import type { TMessageAttachment } from '@atlas/shared';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { MessageAttachments } from './message-attachments';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const config = { biz: 'atlas', uploadSalt: 'upload-salt', urlSalt: 'url-salt' };
const stored: TMessageAttachment = {
  uploadId: 'abcdefghij0123456789.jpg',
  url: '/img/abcdefghij0123456789.jpg',
  fileName: 'shelf photo.jpg',
  contentType: 'image/jpeg',
  sizeBytes: 2048,
};
const pdf: TMessageAttachment = {
  uploadId: 'upl_1',
  url: '/api/v1/common/files/key.pdf',
  fileName: 'terms.pdf',
  contentType: 'application/pdf',
  sizeBytes: 3 * 1024 * 1024,
};

/** GET common/image-config answers when `release` is called. */
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

describe('message attachments', () => {
  it('shows a placeholder, never an image without its URL, until the config loads; then the signed thumbnail', async () => {
    const release = holdConfig();
    const { container } = renderPage(<MessageAttachments attachments={[stored, pdf]} />);
    expect(screen.queryByRole('img', { name: 'shelf photo.jpg' })).toBeNull();
    expect(container.querySelector('.ant-skeleton')).not.toBeNull();
    expect(screen.getByText('terms.pdf · 3.0 MB')).toBeTruthy();
    release();
    const image = (await screen.findByRole('img', { name: 'shelf photo.jpg' })) as HTMLImageElement;
    expect(image.getAttribute('src')).toMatch(/^\/img\/abcdefghij0123456789_200_200_2_[0-9a-f]{4}\.jpg$/);
    await waitFor(() => expect(container.querySelector('.ant-skeleton')).toBeNull());
  });

  it('shows an older common/upload image at its own address at once', () => {
    holdConfig();
    const older = { ...stored, uploadId: 'upl_2', url: '/api/v1/common/files/abc.png', fileName: 'old.png' };
    renderPage(<MessageAttachments attachments={[older]} />);
    expect(screen.getByRole('img', { name: 'old.png' }).getAttribute('src')).toBe(
      '/api/v1/common/files/abc.png',
    );
  });
});
