import { DownloadOutlined, LinkOutlined } from '@ant-design/icons';
import {
  canCampaign,
  publisherCampaignCalls,
  sellerCampaignCalls,
  type TCampaignDetail,
} from '@atlas/shared';
import { App, Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { campaignCallOptions as quiet, type TCampaignSide } from '../../api/campaigns';
import { downloadCall, saveFileAnswer } from '../../api/download';
import { callApi } from '../../api/http';
import { errorText } from '../../components/server-error';
import { useCampaignMove } from './campaign-moves';
import { ProofLinksModal } from './proof-links-modal';
import { ReasonModal } from './reason-modal';

export type CampaignActionsProps = { side: TCampaignSide; campaign: TCampaignDetail };

function useDownload(run: () => Promise<string>) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await run();
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, start };
}

/** The seller's moves: suspend (with its confirmation), confirm completion, the invoice. */
function SellerActions({ campaign }: { campaign: TCampaignDetail }) {
  const id = campaign.id;
  const params = { campaignId: id };
  const [asking, setAsking] = useState(false);
  const suspend = useCampaignMove(
    'seller',
    id,
    (reason: string) => callApi(sellerCampaignCalls.suspendCampaign, { params, body: { reason } }, quiet),
    'Campaign suspended',
  );
  const confirm = useCampaignMove(
    'seller',
    id,
    () => callApi(sellerCampaignCalls.confirmCampaign, { params, body: {} }, quiet),
    'Completion confirmed: the invoice is ready',
  );
  const invoice = useDownload(() => saveFileAnswer(sellerCampaignCalls.downloadCampaignInvoice, { params }));
  return (
    <Space wrap>
      {canCampaign('confirm', campaign.status) ? (
        <Popconfirm
          title="Confirm the campaign is complete?"
          description="The invoice is issued and the publisher is paid for it."
          okText="Confirm completion"
          onConfirm={() => confirm.mutate(undefined)}
        >
          <Button type="primary" loading={confirm.isPending}>
            Confirm completion
          </Button>
        </Popconfirm>
      ) : null}
      {campaign.status === 'confirmed' ? (
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          loading={invoice.busy}
          onClick={() => void invoice.start()}
        >
          Download invoice
        </Button>
      ) : null}
      {canCampaign('suspend', campaign.status) ? (
        <Button danger onClick={() => setAsking(true)} loading={suspend.isPending}>
          Suspend
        </Button>
      ) : null}
      <ReasonModal
        title="Suspend this campaign?"
        okText="Suspend"
        danger
        required={false}
        open={asking}
        loading={suspend.isPending}
        onCancel={() => setAsking(false)}
        onSubmit={(reason) => suspend.mutate(reason, { onSuccess: () => setAsking(false) })}
      />
    </Space>
  );
}

/** The publisher's moves: accept, decline, generate links, complete, and the seller's files. */
function PublisherActions({ campaign }: { campaign: TCampaignDetail }) {
  const id = campaign.id;
  const params = { campaignId: id };
  const [dialog, setDialog] = useState<'decline' | 'complete' | null>(null);
  const close = { onSuccess: () => setDialog(null) };
  const accept = useCampaignMove(
    'publisher',
    id,
    () => callApi(publisherCampaignCalls.acceptCampaign, { params, body: {} }, quiet),
    'Campaign accepted',
  );
  const decline = useCampaignMove(
    'publisher',
    id,
    (reason: string) => callApi(publisherCampaignCalls.declineCampaign, { params, body: { reason } }, quiet),
    'Campaign declined',
  );
  const links = useCampaignMove(
    'publisher',
    id,
    () => callApi(publisherCampaignCalls.generateCampaignLinks, { params, body: {} }, quiet),
    'Tracking links ready',
  );
  const complete = useCampaignMove(
    'publisher',
    id,
    (body: { proofLinks: string[]; note?: string }) =>
      callApi(publisherCampaignCalls.completeCampaign, { params, body }, quiet),
    'Campaign completed: the seller is asked to confirm',
  );
  const resources = useDownload(() =>
    downloadCall(publisherCampaignCalls.downloadCampaignResources, { params }, { silent: true }),
  );
  return (
    <Space wrap>
      {canCampaign('accept', campaign.status) ? (
        <Button type="primary" loading={accept.isPending} onClick={() => accept.mutate(undefined)}>
          Accept
        </Button>
      ) : null}
      {canCampaign('decline', campaign.status) ? (
        <Button danger onClick={() => setDialog('decline')}>
          Decline
        </Button>
      ) : null}
      {canCampaign('generateLinks', campaign.status) ? (
        <Button
          type="primary"
          icon={<LinkOutlined />}
          loading={links.isPending}
          onClick={() => links.mutate(undefined)}
        >
          Generate links
        </Button>
      ) : null}
      {canCampaign('complete', campaign.status) ? (
        <Button type="primary" onClick={() => setDialog('complete')}>
          Complete
        </Button>
      ) : null}
      {campaign.assets.length > 0 ? (
        <Button icon={<DownloadOutlined />} loading={resources.busy} onClick={() => void resources.start()}>
          Download resources
        </Button>
      ) : null}
      <ReasonModal
        title="Decline this campaign"
        okText="Decline"
        danger
        required
        open={dialog === 'decline'}
        loading={decline.isPending}
        onCancel={() => setDialog(null)}
        onSubmit={(reason) => decline.mutate(reason, close)}
      />
      <ProofLinksModal
        open={dialog === 'complete'}
        loading={complete.isPending}
        onCancel={() => setDialog(null)}
        onSubmit={(values) => complete.mutate(values, close)}
      />
    </Space>
  );
}

export function CampaignActions({ side, campaign }: CampaignActionsProps) {
  return side === 'seller' ? <SellerActions campaign={campaign} /> : <PublisherActions campaign={campaign} />;
}
