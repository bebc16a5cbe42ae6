import { CheckCircleFilled, CloseCircleFilled, MinusCircleOutlined, WarningFilled } from '@ant-design/icons';
import {
  regionNames,
  type TAmazonGrantKind,
  type TAmazonRegion,
  type TAmazonRegionConnection,
} from '@atlas/shared';
import { Button, Card, Flex, Tag, Tooltip, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format';

export type TStartGrant = (region: TAmazonRegion, access: TAmazonGrantKind) => void;

type TGrantView = { status: 'active' | 'revoked'; problem: string | null; grantedAt: string } | null;

function GrantStatus({ grant, activeLabel }: { grant: TGrantView; activeLabel: string }) {
  if (!grant) {
    return <Tag icon={<MinusCircleOutlined />}>Not granted</Tag>;
  }
  return grant.status === 'active' ? (
    <Tag color="green" icon={<CheckCircleFilled />}>
      {activeLabel}
    </Tag>
  ) : (
    <Tag color="red" icon={<CloseCircleFilled />}>
      Refused by Amazon
    </Tag>
  );
}

/** A line that is fine or needs the seller's eye: the icon carries the colour, the text stays readable. */
function Noted({ ok, children }: { ok: boolean; children: ReactNode }) {
  const { token } = theme.useToken();
  const style = { color: ok ? token.colorSuccess : token.colorWarning, marginInlineEnd: 6 };
  return (
    <Typography.Text>
      {ok ? <CheckCircleFilled aria-hidden style={style} /> : <WarningFilled aria-hidden style={style} />}
      {children}
    </Typography.Text>
  );
}

/** One grant of a region: what it is for, its state, what Amazon said, and the button that renews it. */
function GrantRow(props: {
  title: string;
  purpose: string;
  grant: TGrantView;
  activeLabel: string;
  details: ReactNode;
  action: ReactNode;
}) {
  const { grant } = props;
  return (
    <Flex vertical gap={6} style={{ paddingBlock: 8 }} data-testid="grant-row">
      <Flex gap={8} align="center" wrap justify="space-between">
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>{props.title}</Typography.Text>
          <GrantStatus grant={grant} activeLabel={props.activeLabel} />
        </Flex>
        {props.action}
      </Flex>
      <Typography.Text type="secondary">{props.purpose}</Typography.Text>
      {grant?.status === 'revoked' && grant.problem ? (
        <Typography.Text type="danger">{grant.problem}</Typography.Text>
      ) : null}
      {props.details}
    </Flex>
  );
}

/**
 * One Amazon region of the seller (docs/amazon.md "Connecting a seller"): its catalogue grant
 * (the Selling Partner API) and its Amazon Ads grant, which Amazon Attribution needs to measure
 * the seller's product links, with each marketplace's profile and why one is not measured.
 */
export function AmazonRegionGrants(props: {
  region: TAmazonRegionConnection;
  starting: string | null;
  onStart: TStartGrant;
}) {
  const { region, starting, onStart } = props;
  const name = regionNames[region.region];
  const seller = region.sellingPartner;
  const ads = region.ads;
  const busy = (access: TAmazonGrantKind) => starting === `${region.region}:${access}`;
  const catalogueAction = (
    <Button
      size="small"
      loading={busy('selling-partner')}
      disabled={starting !== null}
      onClick={() => onStart(region.region, 'selling-partner')}
      aria-label={`${seller ? 'Re-authorize' : 'Connect'} the Amazon catalogue for ${name}`}
    >
      {seller ? 'Re-authorize' : 'Connect'}
    </Button>
  );
  const adsButton = (
    <Button
      size="small"
      loading={busy('ads')}
      disabled={starting !== null || !seller}
      onClick={() => onStart(region.region, 'ads')}
      aria-label={`${ads ? 'Renew' : 'Grant'} Amazon Ads access for ${name}`}
    >
      {ads ? 'Renew' : 'Grant Amazon Ads access'}
    </Button>
  );
  return (
    <Card
      type="inner"
      size="small"
      title={`${name} (${region.countries.join(', ')})`}
      data-testid={`amazon-region-${region.region}`}
    >
      <GrantRow
        title="Catalogue"
        purpose="The Selling Partner API: your products, prices and variations are imported from it."
        grant={seller}
        activeLabel="Connected"
        action={catalogueAction}
        details={
          seller?.status === 'active' ? (
            <Typography.Text type="secondary">
              Selling partner {seller.sellingPartnerId ?? '--'}, since {formatDate(seller.grantedAt)}
            </Typography.Text>
          ) : null
        }
      />
      <GrantRow
        title="Conversions"
        purpose="Amazon Ads: Amazon Attribution measures your product links' sales only with your own Ads access; publishers earn from measured sales."
        grant={ads}
        activeLabel="Measuring"
        action={
          seller ? (
            adsButton
          ) : (
            <Tooltip title="Connect the catalogue of this region first">{adsButton}</Tooltip>
          )
        }
        details={
          ads && ads.profiles.length === 0 ? (
            <Noted ok={false}>Amazon Ads lists no seller profile of yours in {name}.</Noted>
          ) : (
            <Flex vertical gap={2}>
              {(ads?.profiles ?? []).map((profile) => (
                <Noted key={profile.countryCode} ok={profile.measured}>
                  {profile.countryCode}:{' '}
                  {profile.measured ? 'measured' : `not measured (${profile.problem ?? 'no tag'})`}
                </Noted>
              ))}
            </Flex>
          )
        }
      />
    </Card>
  );
}
