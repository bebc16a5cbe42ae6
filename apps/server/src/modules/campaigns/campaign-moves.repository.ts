import type { TCampaignStatus } from '@atlas/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { campaignEvents, campaignProducts, campaigns } from '../../db/schema';

// A campaign's moves: one conditional update (`where status in <expected>`), so of two moves
// racing only one finds the state it expects; the loser changes nothing. An invoice number is
// taken from `campaign_invoice_numbers` in that same update: a rolled-back one leaves a gap,
// never a reuse.

export type TCampaignChanges = Partial<
  Pick<typeof campaigns.$inferInsert, 'declineReason' | 'proofLinks' | 'completionNote' | 'confirmedAt'>
>;

/** Moves the side's campaign from one of `from` to `to`; false when it was in no such state. */
export async function moveCampaign(
  tx: TTx,
  move: {
    id: string;
    side: { sellerId: string } | { publisherId: string };
    from: readonly TCampaignStatus[];
    to: TCampaignStatus;
    at: Date;
    changes?: TCampaignChanges;
    /** Takes the next campaign invoice number, only if the move wins. */
    takeInvoiceNumber?: boolean;
  },
): Promise<boolean> {
  const owner =
    'sellerId' in move.side
      ? eq(campaigns.sellerId, move.side.sellerId)
      : eq(campaigns.publisherId, move.side.publisherId);
  const moved = await tx
    .update(campaigns)
    .set({
      ...move.changes,
      ...(move.takeInvoiceNumber ? { invoiceNumber: sql`nextval('campaign_invoice_numbers')` } : {}),
      status: move.to,
      updatedAt: move.at,
    })
    .where(and(eq(campaigns.id, move.id), owner, inArray(campaigns.status, [...move.from])))
    .returning({ id: campaigns.id });
  return moved.length > 0;
}

/**
 * The move's event, timed at least a millisecond after the campaign's last one: moves of one
 * campaign are serialized by the row the conditional update holds, so the timeline (ordered by
 * time) reads in the order they happened even when a clock repeats or steps back.
 */
export async function insertCampaignEvent(
  tx: TTx,
  event: typeof campaignEvents.$inferInsert & { createdAt: Date },
): Promise<void> {
  const after = sql`(select max(${campaignEvents.createdAt}) + interval '1 millisecond' from ${campaignEvents} where ${campaignEvents.campaignId} = ${event.campaignId})`;
  await tx.insert(campaignEvents).values({
    ...event,
    createdAt: sql`greatest(${event.createdAt.toISOString()}::timestamptz, ${after})`,
  });
}

/** Keeps each product's tracking link (by ASIN) on the campaign. */
export async function setProductLinks(
  tx: TTx,
  campaignId: string,
  links: { asin: string; trackingLinkId: string }[],
): Promise<void> {
  for (const link of links) {
    await tx
      .update(campaignProducts)
      .set({ trackingLinkId: link.trackingLinkId })
      .where(and(eq(campaignProducts.campaignId, campaignId), eq(campaignProducts.asin, link.asin)));
  }
}
