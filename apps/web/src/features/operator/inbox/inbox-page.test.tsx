// @vitest-environment happy-dom
import type { TInboxConversation } from '@atlas/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answer, fail, fakeBrowser } from '../../../api/http-test-kit';
import { renderPage } from '../../../test/render-page';
import { InboxPage } from './inbox-page';

let browser: ReturnType<typeof fakeBrowser>;
const ok = (data: unknown) => answer({ success: true, code: '0', error: null, data });

const conversation: TInboxConversation = {
  id: 'cnv_1',
  subject: 'Payout date',
  status: 'open',
  unread: 1,
  lastMessageAt: '2026-11-05T10:00:00.000Z',
  lastMessagePreview: 'When is the payout?',
  createdAt: '2026-11-05T10:00:00.000Z',
  account: { id: 'usr_1', name: 'Ivy Ramirez', email: 'ivy@example.test', role: 'publisher' },
  assignedOperatorName: null,
};
const asked = {
  id: 'msg_1',
  conversationId: 'cnv_1',
  senderKind: 'user',
  senderName: 'Ivy Ramirez',
  body: 'When is the payout?',
  attachments: [],
  createdAt: '2026-11-05T10:00:00.000Z',
};

beforeEach(() => {
  browser = fakeBrowser();
  browser.fetch.mockImplementation(async (url, init) => {
    const path = String(url)
      .replace(/^.*\/v1\//, '')
      .split('?')[0];
    if (path === 'messages/conversations') {
      return ok({ items: [conversation], total: 1, page: 1, pageSize: 20, totalUnread: 1 });
    }
    if (path === 'messages/conversations/detail') {
      return ok({ conversation, messages: [asked], hasOlder: false });
    }
    if (path === 'messages/send' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      return ok({
        conversation,
        message: { ...asked, id: 'msg_2', senderKind: 'operator', senderName: 'Team', body: body.body },
      });
    }
    return answer(fail('1004', 'Route not found'), 404);
  });
});
afterEach(cleanup);

describe("the team's answer in the inbox", () => {
  it('says it was sent, and to whom', async () => {
    renderPage(<InboxPage />, '/?conversation=cnv_1');
    await screen.findAllByText('When is the payout?');
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'On the 15th.' } });
    fireEvent.click(screen.getByRole('button', { name: /Send answer/ }));
    await waitFor(() =>
      expect(document.querySelector('.ant-message-success')?.textContent).toContain(
        'Answer sent to ivy@example.test',
      ),
    );
  });
});
