import type { TSpGrant } from './amazon-catalog';
import type { startFakeAmazon } from './amazon-fake';
import { createSpApiClient } from './amazon-sp-client';

// Tests' side of the fake: a seller's grant in the fake's region, with a client whose pauses
// are recorded rather than waited, so throttling and polling cost no time.

export const fakeLwaClient = {
  clientId: 'amzn1.application-oa2-client.fake',
  clientSecret: 'fake-secret',
  refreshToken: 'Atzr|fake-seller',
};

export type TRunningFake = Awaited<ReturnType<typeof startFakeAmazon>>;

export function fakeGrant(
  fake: TRunningFake,
  region: 'na' | 'eu',
  sellingPartnerId: string,
  options: { sleeps?: number[]; refreshToken?: string } = {},
): TSpGrant {
  const client = createSpApiClient({
    ...fakeLwaClient,
    refreshToken: options.refreshToken ?? fakeLwaClient.refreshToken,
    endpoint: fake.endpoint,
    lwaTokenUrl: fake.tokenUrl,
    sleep: async (ms) => {
      options.sleeps?.push(ms);
    },
  });
  return { region, sellingPartnerId, client };
}
