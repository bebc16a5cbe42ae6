import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  adminAuthHeader,
  adminPrefix,
  inboxCalls,
  publisherMessageCalls,
  sellerMessageCalls,
  type TEnvelope,
  type TUpload,
} from '@atlas/shared';
import { callOf } from '../../../test/support/call';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { multipartBody, uploadFile } from '../../../test/support/upload';

// What the messages tests share: an app with a file store, the calls of both sides, real files.

/** A real 1×1 PNG: the uploads module reads the type from these bytes. */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A small PDF: what an account still attaches through `common/upload`. */
export const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export async function createMessagesApp(): Promise<TTestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'atlas-messages-'));
  const t = await createTestApp({ DATA_DIR: dataDir });
  const close = t.close;
  return {
    ...t,
    close: async () => {
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TRole = 'seller' | 'publisher';

/** Each side's message calls. */
export const messageCallsOf = {
  seller: sellerMessageCalls,
  publisher: publisherMessageCalls,
} satisfies Record<TRole, unknown>;

export const send = (t: TTestApp, role: TRole, token: string, body: Record<string, unknown>) =>
  callOf(t.app, messageCallsOf[role].sendMessage, {
    token,
    body: { clientKey: randomUUID(), ...body },
  });

export const openConversation = (t: TTestApp, role: TRole, token: string, query: Record<string, string>) =>
  callOf(t.app, messageCallsOf[role].getConversation, { token, query });

export const reply = (t: TTestApp, token: string, body: Record<string, unknown>) =>
  callOf(t.app, inboxCalls.replyInConversation, { token, body: { clientKey: randomUUID(), ...body } });

export const openInbox = (t: TTestApp, token: string, conversationId: string) =>
  callOf(t.app, inboxCalls.getInboxConversation, { token, query: { conversationId } });

export const uploadAs = (t: TTestApp, token: string, fileName: string, bytes: Buffer) =>
  uploadFile<TUpload>(t, {
    path: 'common/upload',
    token,
    fileName,
    bytes,
    contentType: fileName.endsWith('.pdf') ? 'application/pdf' : 'image/png',
  });

/** An operator's file for a reply in a conversation (POST messages/upload). */
export async function uploadForReply(t: TTestApp, token: string, conversationId: string, bytes: Buffer) {
  const { payload, contentType } = multipartBody({ fileName: 'answer.png', bytes, contentType: 'image/png' });
  const response = await t.app.inject({
    method: 'POST',
    url: `${adminPrefix}messages/upload`,
    query: { conversationId },
    headers: { 'content-type': contentType, [adminAuthHeader]: `Bearer ${token}` },
    payload,
  });
  return { status: response.statusCode, body: response.json() as TEnvelope<TUpload> };
}
