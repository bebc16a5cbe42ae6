import { maskAccount, type TPublisherBank, type TPublisherBankRequest } from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { keyedHash, seal } from '../../platform/secret';
import { findBankAccount, saveBankAccount, type TBankAccountRow } from './bank-accounts.repository';

// The account a publisher is paid to (spec 7.9; docs/domain.md, "Bank details"): saved with
// the routing fields its country asks for, the number sealed and shown masked, reviewed again
// whenever it changes.

export function toPublisherBank(row: TBankAccountRow | undefined): TPublisherBank {
  return {
    status: row?.status ?? 'missing',
    reviewReason: row?.reviewReason ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    bankCountry: (row?.bankCountry ?? null) as TPublisherBank['bankCountry'],
    accountHolderName: row?.accountHolderName ?? null,
    bankName: row?.bankName ?? null,
    currency: row?.currency ?? null,
    accountType: row?.accountType ?? null,
    routingNumber: row?.routing.routingNumber ?? null,
    institutionNumber: row?.routing.institutionNumber ?? null,
    transitNumber: row?.routing.transitNumber ?? null,
    sortCode: row?.routing.sortCode ?? null,
    bic: row?.routing.bic ?? null,
    accountMasked: row?.accountMasked ?? null,
  };
}

/** GET publisher/profile/bankInformation */
export async function getBankInformation(deps: TDeps, actor: TUserActor): Promise<TPublisherBank> {
  return toPublisherBank(await findBankAccount(deps.db, actor.userId));
}

/**
 * POST publisher/profile/saveOrUpdate: the account in place of the last one. A change goes to
 * review again (an approved account too); the same details sent again change nothing.
 */
export async function saveBankInformation(
  deps: TDeps,
  actor: TUserActor,
  input: TPublisherBankRequest,
): Promise<TPublisherBank> {
  const account = 'iban' in input ? input.iban : input.accountNumber;
  const { bankCountry, accountHolderName, bankName, currency } = input;
  await saveBankAccount(deps.db, {
    userId: actor.userId,
    bankCountry,
    accountHolderName,
    bankName,
    currency,
    accountType: 'accountType' in input ? (input.accountType ?? null) : null,
    routing: {
      routingNumber: 'routingNumber' in input ? input.routingNumber : undefined,
      institutionNumber: 'institutionNumber' in input ? input.institutionNumber : undefined,
      transitNumber: 'transitNumber' in input ? input.transitNumber : undefined,
      sortCode: 'sortCode' in input ? input.sortCode : undefined,
      bic: 'bic' in input ? input.bic : undefined,
    },
    accountSealed: seal(deps.config, 'publisher-bank-account', account),
    accountMasked: maskAccount(account),
    fingerprint: keyedHash(deps.config, 'publisher-bank-fingerprint', JSON.stringify(input)),
    updatedAt: deps.now(),
  });
  return getBankInformation(deps, actor);
}
