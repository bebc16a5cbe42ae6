import { campaignInvoiceLabel, campaignStatusLabels, type TCampaignDetail } from '@atlas/shared';
import { Descriptions, Drawer, Flex, Grid, Skeleton, Typography } from 'antd';
import { useCall } from '../../api/calls';
import { campaignCallOptions, campaignReads, type TCampaignSide } from '../../api/campaigns';
import { LoadFailed } from '../../components/load-failed';
import { formatMoney } from '../../lib/format';
import { CampaignActions } from './campaign-actions';
import { CampaignProducts } from './campaign-products';
import { CampaignStatusTag } from './campaign-status';
import { CampaignTimeline } from './campaign-timeline';

export type CampaignDrawerProps = { side: TCampaignSide; id: string | null; onClose: () => void };

const when = (iso: string | null) => (iso ? iso.replace('T', ' ').slice(0, 16) : '--');

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Flex>
  );
}

function CampaignBody({ side, campaign }: { side: TCampaignSide; campaign: TCampaignDetail }) {
  const other = side === 'seller' ? ['Publisher', campaign.publisherName] : ['Seller', campaign.sellerName];
  return (
    <Flex vertical gap={24}>
      <CampaignActions side={side} campaign={campaign} />
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="Status">
          <CampaignStatusTag status={campaign.status} />
        </Descriptions.Item>
        <Descriptions.Item label={other[0]}>{other[1]}</Descriptions.Item>
        <Descriptions.Item label="Brand">{campaign.brandName}</Descriptions.Item>
        <Descriptions.Item label="Marketplace">{campaign.countryCode}</Descriptions.Item>
        <Descriptions.Item label="Price">
          {formatMoney(campaign.priceMinor, campaign.countryCode)}
        </Descriptions.Item>
        <Descriptions.Item label="Applied">{when(campaign.appliedAt)}</Descriptions.Item>
        {campaign.invoiceNumber !== null ? (
          <Descriptions.Item label="Invoice">
            {campaignInvoiceLabel(campaign.invoiceNumber)}
          </Descriptions.Item>
        ) : null}
        {campaign.declineReason ? (
          <Descriptions.Item label="Declined because">{campaign.declineReason}</Descriptions.Item>
        ) : null}
      </Descriptions>
      {campaign.message ? (
        <Section title="Message from the seller">
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
            {campaign.message}
          </Typography.Paragraph>
        </Section>
      ) : null}
      <Section title={`Products (${campaign.products.length})`}>
        <CampaignProducts campaign={campaign} />
      </Section>
      {campaign.assets.length > 0 ? (
        <Section title="Files from the seller">
          {campaign.assets.map((a) => (
            <Typography.Link key={a.uploadId} href={a.url} target="_blank" rel="noreferrer">
              {a.fileName}
            </Typography.Link>
          ))}
        </Section>
      ) : null}
      {campaign.proofLinks.length > 0 ? (
        <Section title="Proof of publication">
          {campaign.proofLinks.map((link) => (
            <Typography.Link key={link} href={link} target="_blank" rel="noreferrer noopener">
              {link}
            </Typography.Link>
          ))}
          {campaign.completionNote ? (
            <Typography.Text type="secondary">{campaign.completionNote}</Typography.Text>
          ) : null}
        </Section>
      ) : null}
      <Section title="Timeline">
        <CampaignTimeline events={campaign.events} />
      </Section>
    </Flex>
  );
}

/** One campaign (`?campaign=`): its moves, what it holds and its timeline. */
export function CampaignDrawer({ side, id, onClose }: CampaignDrawerProps) {
  const screens = Grid.useBreakpoint();
  const campaign = useCall(
    campaignReads[side].one,
    { params: { campaignId: id as string } },
    { ...campaignCallOptions, enabled: Boolean(id) },
  );
  const c = campaign.data;
  return (
    <Drawer
      open={Boolean(id)}
      onClose={onClose}
      size={screens.md ? 640 : '100%'}
      title={c ? c.placementTitle : 'Campaign'}
      extra={c ? <Typography.Text type="secondary">{campaignStatusLabels[c.status]}</Typography.Text> : null}
      destroyOnHidden
    >
      {campaign.error ? (
        <LoadFailed what="this campaign" error={campaign.error} onRetry={() => void campaign.refetch()} />
      ) : c ? (
        <CampaignBody side={side} campaign={c} />
      ) : (
        <Skeleton active paragraph={{ rows: 10 }} />
      )}
    </Drawer>
  );
}
