import { associateTagProblem, type TCountryCode } from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { findPublisher } from '../publishers/publishers.repository';
import { ownSource, ownTrackingId } from './choices.repository';
import { refuseField, type TLinkTarget } from './link-target.service';

// What a link carries besides its target, checked against the owner: its own live tracking id
// and source only, and on an associate link the publisher's associates tag for the country.
// A tracking id or source that is not the owner's (another's, archived, unknown) is refused
// with 400 naming the field, the same words for each case so nothing tells another's exists.

export type TLinkChoiceInput = {
  trackingId?: string;
  sourceId?: string;
  subId?: string;
  associateTag?: string;
};
export type TLinkChoices = {
  trackingIdId: string | null;
  sourceId: string | null;
  subId: string | null;
  associateTag: string | null;
};

/** The associates tag saved in the publisher's profile for the country, or null. */
export async function profileAssociateTag(deps: TDeps, userId: string, countryCode: TCountryCode) {
  const publisher = await findPublisher(deps.db, userId);
  return publisher?.trackingTags[countryCode] ?? null;
}

/** The tag given with the link, else the profile's; either is checked in the marketplace's format. */
async function associateTagOf(deps: TDeps, actor: TUserActor, countryCode: TCountryCode, given?: string) {
  const tag = given?.toLowerCase() ?? (await profileAssociateTag(deps, actor.userId, countryCode));
  if (!tag) {
    throw refuseField(
      'associateTag',
      `Add your ${countryCode} associates tag in Profile first (or give one with the link)`,
    );
  }
  const problem = associateTagProblem(countryCode, tag);
  if (problem) {
    throw refuseField('associateTag', problem);
  }
  return tag;
}

/**
 * The link's tracking id, source, sub-id and associates tag, each the owner's. A partner's link
 * names the cooperation it is for by one of the partner's tracking ids, so it needs one.
 */
export async function resolveLinkChoices(
  deps: TDeps,
  actor: TUserActor,
  target: TLinkTarget,
  input: TLinkChoiceInput,
): Promise<TLinkChoices> {
  if (actor.role === 'partner' && !input.trackingId) {
    throw refuseField('trackingId', 'Choose the tracking id of the cooperation this link is for');
  }
  const [trackingId, source] = await Promise.all([
    input.trackingId ? ownTrackingId(deps.db, actor.userId, input.trackingId) : null,
    input.sourceId ? ownSource(deps.db, actor.userId, input.sourceId) : null,
  ]);
  if (input.trackingId && !trackingId) {
    throw refuseField('trackingId', 'Choose one of your tracking ids; this one is not yours or was deleted');
  }
  if (input.sourceId && !source) {
    throw refuseField('sourceId', 'Choose one of your traffic sources; this one is not yours or was deleted');
  }
  const associateTag =
    target.linkType === 'associate'
      ? await associateTagOf(deps, actor, target.countryCode, input.associateTag)
      : null;
  return {
    trackingIdId: trackingId?.id ?? null,
    sourceId: source?.id ?? null,
    subId: input.subId ?? null,
    associateTag,
  };
}
