import { Redis } from 'ioredis';
import { describe, expect, it, vi } from 'vitest';
import { allKeys, createForgetChannel, sharedInvalidation } from './forget-channel';

const recorder = () => {
  const heard: string[] = [];
  return { heard, cache: { forget: (key: string) => heard.push(key), forgetAll: () => heard.push(allKeys) } };
};

describe('the forget channel', () => {
  it('forgets here at once when alone (no Redis), and starts from nothing', () => {
    const local = recorder();
    const shared = sharedInvalidation(local.cache, createForgetChannel({}), 'links');
    shared.forget('abc');
    shared.forgetAll();
    expect(local.heard).toEqual([allKeys, 'abc', allKeys]);
  });

  describe.runIf(process.env.TEST_REDIS_URL)(
    'across instances (runs when TEST_REDIS_URL is set; CI always)',
    () => {
      it("tells every instance of one deployment, each topic to its own cache, and no other deployment's", async () => {
        const url = process.env.TEST_REDIS_URL!;
        const prefix = `forget-${process.pid}-${Date.now()}`;
        const connections = [new Redis(url), new Redis(url), new Redis(url)];
        const [one, two, stranger] = [
          createForgetChannel({ redis: connections[0], prefix }),
          createForgetChannel({ redis: connections[1], prefix }),
          createForgetChannel({ redis: connections[2], prefix: `${prefix}-other` }),
        ];
        const [linksTwo, usersTwo, linksStranger] = [recorder(), recorder(), recorder()];
        const linksOne = sharedInvalidation(recorder().cache, one, 'links');
        sharedInvalidation(linksTwo.cache, two, 'links');
        sharedInvalidation(usersTwo.cache, two, 'users');
        sharedInvalidation(linksStranger.cache, stranger, 'links');
        try {
          await Promise.all([one.ready(), two.ready(), stranger.ready()]);
          for (const heard of [linksTwo.heard, usersTwo.heard, linksStranger.heard]) {
            heard.length = 0; // what joining said: start from nothing
          }
          linksOne.forget('code-1');
          linksOne.forgetAll();
          await vi.waitFor(() => expect(linksTwo.heard).toEqual(['code-1', allKeys]));
          expect(usersTwo.heard).toEqual([]);
          expect(linksStranger.heard).toEqual([]);
        } finally {
          await Promise.all([one.close(), two.close(), stranger.close()]);
          for (const connection of connections) {
            connection.disconnect();
          }
        }
      });
    },
  );
});
