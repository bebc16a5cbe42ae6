import { ErrorCode, imCalls } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createUser } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const read = (token: string) => callOf(t.app, imCalls.getImContact, { token });
const save = (token: string, body: object) => callOf(t.app, imCalls.saveImContact, { token, body });

describe('user/im', () => {
  it('reads nothing before a contact is saved, then the saved one, normalized', async () => {
    const publisher = await createUser(t, 'publisher');
    expect((await read(publisher.token)).body.data).toBeNull();

    const saved = await save(publisher.token, { channel: 'whatsapp', handle: '+1 (415) 555-0100' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ channel: 'whatsapp', handle: '+14155550100' });
    expect((await read(publisher.token)).body.data).toMatchObject({
      channel: 'whatsapp',
      handle: '+14155550100',
    });
  });

  it('replaces the contact when saved again, for every role', async () => {
    for (const role of ['seller', 'partner'] as const) {
      const account = await createUser(t, role);
      await save(account.token, { channel: 'skype', handle: 'live:.cid.42abc' });
      const again = await save(account.token, { channel: 'telegram', handle: 'atlas_partner' });
      expect(again.body.data).toMatchObject({ channel: 'telegram', handle: '@atlas_partner' });
      expect((await read(account.token)).body.data).toMatchObject({
        channel: 'telegram',
        handle: '@atlas_partner',
      });
    }
  });

  it.each([
    ['whatsapp', '4155550100', 'country code'],
    ['telegram', '@abc', '5 to 32'],
    ['wechat', '1abcdef', 'starts with a letter'],
    ['line', 'UPPER.CASE', 'lower-case'],
    ['skype', 'ab', '6 to 32'],
  ])('refuses a %s handle like %s on the handle field', async (channel, handle, hint) => {
    const account = await createUser(t, 'publisher');
    const { status, body } = await save(account.token, { channel, handle });
    expect(status).toBe(400);
    expect(body.code).toBe(ErrorCode.validation);
    expect(body.data).toEqual({ fields: [{ path: 'handle', message: expect.stringContaining(hint) }] });
    expect((await read(account.token)).body.data).toBeNull();
  });

  it('refuses an unknown channel and an empty handle', async () => {
    const account = await createUser(t, 'seller');
    const { status, body } = await save(account.token, { channel: 'icq', handle: '' });
    expect(status).toBe(400);
    const paths = (body.data as unknown as { fields: { path: string }[] }).fields.map((f) => f.path).sort();
    expect(paths).toEqual(['channel', 'handle']);
  });

  it("keeps each account's contact to itself", async () => {
    const one = await createUser(t, 'seller');
    const two = await createUser(t, 'seller');
    await save(one.token, { channel: 'line', handle: 'northwind.home' });
    expect((await read(two.token)).body.data).toBeNull();
    await save(two.token, { channel: 'wechat', handle: 'bluebird_2' });
    expect((await read(one.token)).body.data).toMatchObject({ channel: 'line', handle: 'northwind.home' });
  });
});
