import { campaignStatusLabels, type TCampaignEvent } from '@atlas/shared';
import { Timeline, Typography } from 'antd';

const who: Record<TCampaignEvent['actorKind'], string> = {
  seller: 'the seller',
  publisher: 'the publisher',
  operator: 'Affiliate Atlas',
  system: 'Affiliate Atlas',
};
const colorOf = (status: TCampaignEvent['toStatus']) =>
  status === 'declined' || status === 'suspended' ? 'red' : status === 'confirmed' ? 'green' : 'blue';

/** Every move of the campaign, oldest first, with who made it and their note. */
export function CampaignTimeline({ events }: { events: TCampaignEvent[] }) {
  return (
    <Timeline
      items={events.map((e) => ({
        key: e.id,
        color: colorOf(e.toStatus),
        content: (
          <>
            <Typography.Text strong>{campaignStatusLabels[e.toStatus]}</Typography.Text>
            <Typography.Text type="secondary">
              {' '}
              by {who[e.actorKind]} · {e.createdAt.replace('T', ' ').slice(0, 16)} UTC
            </Typography.Text>
            {e.note ? <Typography.Paragraph style={{ margin: 0 }}>{e.note}</Typography.Paragraph> : null}
          </>
        ),
      }))}
    />
  );
}
