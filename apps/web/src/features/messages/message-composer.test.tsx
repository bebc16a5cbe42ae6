// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { attachmentProblem } from './attachment-check';
import { MessageComposer, type TComposed } from './message-composer';

afterEach(cleanup);

const upload = vi.fn();
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: /Send/ }));

describe('the message composer', () => {
  it('refuses an empty or blank message and a missing subject before sending anything', async () => {
    const onSend = vi.fn();
    renderPage(<MessageComposer withSubject upload={upload} onSend={onSend} />);
    send();
    await screen.findByText('Give the conversation a subject');
    await screen.findByText('Write a message');
    type('Subject', 'Payout');
    type('Message', '   \n  ');
    send();
    await waitFor(() => expect(screen.queryByText('Give the conversation a subject')).toBeNull());
    expect(screen.getAllByText('Write a message')).toHaveLength(1);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('refuses a message over 5 000 characters with the shared rule', async () => {
    const onSend = vi.fn();
    renderPage(<MessageComposer upload={upload} onSend={onSend} />);
    // The text area stops typing at 5 000; a paste past it is still checked by the rule.
    const area = screen.getByLabelText('Message') as HTMLTextAreaElement;
    area.removeAttribute('maxlength');
    fireEvent.change(area, { target: { value: 'x'.repeat(5001) } });
    send();
    await screen.findByText('A message is at most 5,000 characters');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('keeps the message key after a failed send (a retry sends it once) and takes a new one after', async () => {
    const keys: string[] = [];
    const onSend = vi.fn(async (message: TComposed) => {
      keys.push(message.clientKey);
      if (keys.length === 1) {
        throw new Error('The network dropped');
      }
    });
    renderPage(<MessageComposer upload={upload} onSend={onSend} />);
    type('Message', 'Hello team');
    send();
    await screen.findByText('The network dropped');
    send();
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(2));
    await waitFor(() => expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(''));
    type('Message', 'Another one');
    send();
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(3));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(onSend.mock.calls[1]?.[0]).toMatchObject({ body: 'Hello team', attachments: [] });
  });
});

describe('attachment check', () => {
  it('takes images the image service stores up to 5 MB and PDFs up to 10 MB, nothing else', () => {
    expect(attachmentProblem({ name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(attachmentProblem({ name: 'b.png', type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(
      'b.png is larger than 5 MB',
    );
    expect(attachmentProblem({ name: 'c.pdf', type: 'application/pdf', size: 9 * 1024 * 1024 })).toBeNull();
    expect(attachmentProblem({ name: 'd.exe', type: 'application/x-msdownload', size: 10 })).toContain(
      'd.exe: upload PNG',
    );
    // the image service takes PNG, JPEG, GIF and WebP: a BMP is refused before any upload
    expect(attachmentProblem({ name: 'e.bmp', type: 'image/bmp', size: 10 })).toBe(
      'e.bmp: upload PNG, JPEG, GIF or WebP images up to 5 MB, or PDF files up to 10 MB',
    );
    expect(attachmentProblem({ name: 'f.webp', type: 'image/webp', size: 10 })).toBeNull();
  });
});
