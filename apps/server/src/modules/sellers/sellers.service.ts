import {
  defaultCountry,
  ErrorCode,
  sellerNotice,
  type TAgreeToNoticeRequest,
  type TAssociationCompleted,
  type TAssociationStep,
  type TCountryCode,
  type TNoticeAgreement,
  type TSellerSettings,
  type TSwitchCountryRequest,
  type TSwitchCountryResponse,
} from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import {
  findMarketplaceIdentity,
  findSellerSettings,
  markStepOnce,
  type TSellerSettingsRow,
  type TStepKey,
  upsertSellerSettings,
} from './sellers.repository';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

function noticeOf(row: TSellerSettingsRow | undefined): TNoticeAgreement {
  const agreedVersion = row?.noticeVersion ?? null;
  return {
    currentVersion: sellerNotice.version,
    agreedVersion,
    agreedAt: iso(row?.noticeAgreedAt),
    agreed: agreedVersion === sellerNotice.version,
  };
}

/** The country a seller works in when a call names none (spec 7.4 switch-country). */
export async function currentCountryOf(deps: TDeps, sellerId: string): Promise<TCountryCode> {
  const row = await findSellerSettings(deps.db, sellerId);
  return storedCountry(row?.currentCountry);
}

/** The country stored in a seller's settings, the default before the seller's first switch. */
export const storedCountry = (stored: string | null | undefined): TCountryCode =>
  (stored as TCountryCode | null | undefined) ?? defaultCountry;

/** Everything the seller's Account page and the notice gate read; open before the notice too. */
export async function getSellerSettings(deps: TDeps, actor: TUserActor): Promise<TSellerSettings> {
  const [row, identity] = await Promise.all([
    findSellerSettings(deps.db, actor.userId),
    findMarketplaceIdentity(deps.db, actor.userId),
  ]);
  return {
    notice: noticeOf(row),
    currentCountry: (row?.currentCountry as TCountryCode | undefined) ?? defaultCountry,
    marketplaceConnected: Boolean(identity),
    associations: {
      associate: iso(row?.associateCompletedAt),
      associatePublisher: iso(row?.associatePublisherCompletedAt),
      associatePublisherDetail: iso(row?.associatePublisherDetailCompletedAt),
    },
  };
}

/**
 * One-way acceptance of the current notice. A version given must be the current one, so a
 * seller never agrees to terms it did not see; none given agrees to the current one (spec 7.4
 * names no payload). Agreeing again keeps the first time.
 */
export async function agreeToNotice(
  deps: TDeps,
  actor: TUserActor,
  input: TAgreeToNoticeRequest,
): Promise<TNoticeAgreement> {
  if (input.version !== undefined && input.version !== sellerNotice.version) {
    const message = `The current notice is version ${sellerNotice.version}; read it again before agreeing`;
    throw new AppError(ErrorCode.validation, `version: ${message}`, {
      fields: [{ path: 'version', message }],
    });
  }
  const existing = await findSellerSettings(deps.db, actor.userId);
  if (noticeOf(existing).agreed) {
    return noticeOf(existing);
  }
  const now = deps.now();
  const row = await upsertSellerSettings(deps.db, actor.userId, {
    noticeVersion: sellerNotice.version,
    noticeAgreedAt: now,
    updatedAt: now,
  });
  return noticeOf(row);
}

/** The seller's current marketplace: the default of every list, count and export. */
export async function switchCountry(
  deps: TDeps,
  actor: TUserActor,
  input: TSwitchCountryRequest,
): Promise<TSwitchCountryResponse> {
  const row = await upsertSellerSettings(deps.db, actor.userId, {
    currentCountry: input.countryCode,
    updatedAt: deps.now(),
  });
  return { currentCountry: row.currentCountry as TCountryCode };
}

const stepColumns: Record<TAssociationStep, TStepKey> = {
  associate: 'associateCompletedAt',
  associatePublisher: 'associatePublisherCompletedAt',
  associatePublisherDetail: 'associatePublisherDetailCompletedAt',
};

/** Records an association step as done (first time kept) and always answers a body (spec 7.4). */
export async function completeAssociationStep(
  deps: TDeps,
  actor: TUserActor,
  step: TAssociationStep,
): Promise<TAssociationCompleted> {
  const completedAt = await markStepOnce(deps.db, actor.userId, stepColumns[step], deps.now());
  return { step, completedAt: completedAt.toISOString() };
}
