// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Upload } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../test/render-page';
import { useUploadList } from './use-upload-list';

afterEach(cleanup);

type TItem = { id: string; name: string };

function Harness({ upload, max }: { upload: (file: File) => Promise<TItem>; max?: number }) {
  const [value, setValue] = useState<TItem[]>([]);
  const list = useUploadList<TItem>({
    value,
    onChange: setValue,
    idOf: (item) => item.id,
    show: (item) => ({ uid: item.id, name: item.name, status: 'done' }),
    upload,
    max,
    maxText: `Attach at most ${max} files`,
  });
  return (
    <>
      <Upload multiple {...list}>
        <Button>Attach</Button>
      </Upload>
      <output>{value.map((item) => item.name).join(',')}</output>
    </>
  );
}

const pick = (...names: string[]) => {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  const files = names.map((name) => new File(['x'], name, { type: 'image/png' }));
  fireEvent.change(input, { target: { files } });
};

describe('useUploadList', () => {
  it('keeps every file of uploads that run at once, and drops a failed one with its reason', async () => {
    const finish: Record<string, () => void> = {};
    const upload = (file: File) =>
      new Promise<TItem>((resolve, reject) => {
        finish[file.name] = () =>
          file.name === 'bad.png'
            ? reject(new Error('Not an image'))
            : resolve({ id: file.name, name: file.name });
      });
    renderPage(<Harness upload={upload} />);
    pick('a.png', 'b.png', 'bad.png');
    await waitFor(() => expect(Object.keys(finish)).toHaveLength(3));
    await act(async () => finish['b.png']?.());
    await act(async () => finish['a.png']?.());
    await act(async () => finish['bad.png']?.());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('b.png,a.png'));
    await screen.findByText('bad.png: Not an image');
  });

  it('uploads nothing past the limit and says so', async () => {
    let calls = 0;
    const upload = async (file: File) => {
      calls++;
      return { id: file.name, name: file.name };
    };
    renderPage(<Harness upload={upload} max={1} />);
    pick('a.png');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('a.png'));
    pick('b.png');
    await screen.findByText('Attach at most 1 files');
    expect(calls).toBe(1);
  });
});
