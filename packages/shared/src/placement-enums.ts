// The words of placements, campaigns and messages (spec 3: Placement, Campaign, Message
// conversation; spec 4), stored by the server and shown by the client (docs/domain.md
// "Placements and campaigns", "Messages").

/**
 * A publisher's placement: `draft` → submit → `online`; `online` ↔ `suspended`; `online` or
 * `suspended` → `offline`. Deleting is soft (`deletedAt`), so campaigns keep their placement.
 * Only `online` placements are listed to sellers.
 */
export const placementStatuses = ['draft', 'online', 'suspended', 'offline'] as const;
export type TPlacementStatus = (typeof placementStatuses)[number];

/** What the publisher delivers in a placement. */
export const placementFormats = [
  'article',
  'review',
  'video',
  'short_video',
  'social_post',
  'story',
  'newsletter',
  'deal_listing',
  'banner',
  'podcast_mention',
  'other',
] as const;
export type TPlacementFormat = (typeof placementFormats)[number];

/**
 * A campaign is a seller's booking of a placement: `applied` → `accepted` or `declined`;
 * `accepted` → generate links → `in_progress`; → `completed` (with proof) → `confirmed` by the
 * seller. The seller may suspend an `applied`, `accepted` or `in_progress` campaign.
 */
export const campaignStatuses = [
  'applied',
  'accepted',
  'declined',
  'in_progress',
  'completed',
  'confirmed',
  'suspended',
] as const;
export type TCampaignStatus = (typeof campaignStatuses)[number];

/** Who moved a campaign: its two sides, an operator, or the system. */
export const campaignActorKinds = ['seller', 'publisher', 'operator', 'system'] as const;
export type TCampaignActorKind = (typeof campaignActorKinds)[number];

/** Who wrote a message: the account (seller, publisher, partner) or an Affiliate Atlas operator. */
export const messageSenderKinds = ['user', 'operator'] as const;
export type TMessageSenderKind = (typeof messageSenderKinds)[number];

/** A conversation is open until an operator closes it; a new message from the account reopens it. */
export const conversationStatuses = ['open', 'closed'] as const;
export type TConversationStatus = (typeof conversationStatuses)[number];
