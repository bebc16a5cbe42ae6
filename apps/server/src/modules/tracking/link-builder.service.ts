import type { TLinkInit, TLinkPreview, TTrackingLink } from '@atlas/shared';
import { marketplacePageUrl } from '../../integrations/marketplace/link-destination';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { newId } from '../../platform/ids';
import { sourceChoices, trackingIdChoices } from './choices.repository';
import { profileAssociateTag, resolveLinkChoices, type TLinkChoiceInput } from './link-choices.service';
import { destinationOf } from './link-destination.service';
import { resolveLinkTarget, type TLinkRef, type TLinkTarget } from './link-target.service';
import { toTrackingLink } from './link-view';
import { findLink, findSameLink, insertLink, type TLinkKey, type TLinkRow } from './links.repository';
import { newShortCode } from './short-link';

// The link builder of a publisher or a partner (the owner is the actor): open it on a product
// or brand, see where the chosen parameters land, save. Every target comes from the catalogue,
// so what is built here earns; a saved link keeps saying whether it still does.

/** GET …/tracking/link/init: what the link points at and the owner's tracking ids and sources. */
export async function initLink(deps: TDeps, actor: TUserActor, ref: TLinkRef): Promise<TLinkInit> {
  const target = await resolveLinkTarget(deps, ref);
  const [trackingIds, sources, associateTag] = await Promise.all([
    trackingIdChoices(deps.db, actor.userId),
    sourceChoices(deps.db, actor.userId),
    target.linkType === 'associate' ? profileAssociateTag(deps, actor.userId, target.countryCode) : null,
  ]);
  return {
    linkType: target.linkType,
    productId: target.productId,
    brandId: target.brandId,
    countryCode: target.countryCode,
    asin: target.asin,
    title: target.title,
    brandName: target.brandName,
    imageUrl: target.imageUrl,
    commissionBp: target.commissionBp,
    earning: true,
    pageUrl: marketplacePageUrl(deps.config, target.page),
    trackingIds,
    sources: sources.map((s) => ({ id: s.id, name: s.name, kind: s.kind })),
    associateTag,
  };
}

async function linkKeyOf(deps: TDeps, actor: TUserActor, target: TLinkTarget, input: TLinkChoiceInput) {
  const choices = await resolveLinkChoices(deps, actor, target, input);
  const key: TLinkKey = {
    ownerId: actor.userId,
    linkType: target.linkType,
    countryCode: target.countryCode,
    productId: target.productId,
    brandId: target.brandId,
    ...choices,
  };
  return key;
}

/** The facts of the link's destination; `code` null before it is saved. */
const destinationFacts = (target: TLinkTarget, key: TLinkKey, code: string | null) => ({
  linkType: target.linkType,
  page: target.page,
  countryCode: target.countryCode,
  code,
  ownerId: key.ownerId,
  sellerId: target.sellerId,
  associateTag: key.associateTag,
});

/**
 * POST …/tracking/link/by-param: where the link lands, nothing saved. A saved twin answers its
 * own destination; otherwise the short code (and so the Attribution tag naming it) does not
 * exist yet, and the destination shows only what does not depend on it: the page and the
 * associates tag.
 */
export async function previewLink(
  deps: TDeps,
  actor: TUserActor,
  ref: TLinkRef,
  input: TLinkChoiceInput,
): Promise<TLinkPreview> {
  const target = await resolveLinkTarget(deps, ref);
  const key = await linkKeyOf(deps, actor, target, input);
  const saved = await findSameLink(deps.db, key);
  return {
    destinationUrl: saved?.destinationUrl ?? (await destinationOf(deps, destinationFacts(target, key, null))),
    earning: true,
    saved: saved ? toTrackingLink(deps.config, saved) : null,
  };
}

/** A code collision is retried with a new code; five in a row would mean a broken generator. */
const codeAttempts = 5;

/**
 * POST …/tracking/link/save: the link of these parameters, saved once. The same parameters
 * again, or a second save racing the first, answer the first link.
 */
export async function saveLink(
  deps: TDeps,
  actor: TUserActor,
  ref: TLinkRef,
  input: TLinkChoiceInput,
): Promise<TTrackingLink> {
  const target = await resolveLinkTarget(deps, ref);
  const key = await linkKeyOf(deps, actor, target, input);
  const existing = await findSameLink(deps.db, key);
  if (existing) {
    return toTrackingLink(deps.config, existing);
  }
  for (let attempt = 0; attempt < codeAttempts; attempt++) {
    const saved = await insertOnce(deps, target, key);
    if (saved) {
      return toTrackingLink(deps.config, saved);
    }
  }
  throw new Error(`no free short code after ${codeAttempts} attempts`);
}

/** The new link, or the twin a racing save inserted first; undefined when only the code was taken. */
async function insertOnce(deps: TDeps, target: TLinkTarget, key: TLinkKey): Promise<TLinkRow | undefined> {
  const id = newId('lnk');
  const code = newShortCode();
  const destinationUrl = await destinationOf(deps, destinationFacts(target, key, code));
  const inserted = await insertLink(deps.db, {
    ...key,
    id,
    code,
    asin: target.asin,
    brandName: target.brandName,
    title: target.title,
    destinationUrl,
    createdAt: deps.now(),
  });
  // The redirect may remember this code as unknown (someone tried it before it existed).
  deps.linkCache.forget(code);
  return inserted ? findLink(deps.db, key.ownerId, key.linkType, id) : findSameLink(deps.db, key);
}
