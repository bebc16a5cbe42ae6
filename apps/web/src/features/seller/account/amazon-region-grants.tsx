import { CheckCircleFilled, CloseCircleFilled, MinusCircleOutlined, WarningFilled } from '@ant-design/icons';
import {
  regionNames,
  type TAmazonGrantKind,
  type TAmazonRegion,
  type TAmazonRegionConnection,
} from '@atlas/shared';
import { Button, Card, Flex, Grid, Tag, Tooltip, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format';

export type TStartGrant = (region: TAmazonRegion, access: TAmazonGrantKind) => void;

type TAdsGrant = NonNullable<TAmazonRegionConnection['ads']>;

// Amazon's own words can be long and unbroken (a token, an address): they wrap instead of
// widening the card on a phone.
const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

/** A line that is fine or needs the seller's eye: the icon carries the colour, the text stays readable. */
function Noted({ ok, children }: { ok: boolean; children: ReactNode }) {
  const { token } = theme.useToken();
  const style = { color: ok ? token.colorSuccess : token.colorWarning, marginInlineEnd: 6 };
  return (
    <Typography.Text style={wrapAnywhere}>
      {ok ? <CheckCircleFilled aria-hidden style={style} /> : <WarningFilled aria-hidden style={style} />}
      {children}
    </Typography.Text>
  );
}

function SellingPartnerStatus({ grant }: { grant: TAmazonRegionConnection['sellingPartner'] }) {
  if (!grant) {
    return <Tag icon={<MinusCircleOutlined />}>Not connected</Tag>;
  }
  return grant.status === 'active' ? (
    <Tag color="green" icon={<CheckCircleFilled />}>
      Connected
    </Tag>
  ) : (
    <Tag color="red" icon={<CloseCircleFilled />}>
      Access refused by Amazon
    </Tag>
  );
}

function AdsStatus({ grant }: { grant: TAmazonRegionConnection['ads'] }) {
  const { token } = theme.useToken();
  if (!grant) {
    return <Tag icon={<MinusCircleOutlined />}>Not granted</Tag>;
  }
  if (grant.status === 'revoked') {
    return (
      <Tag color="red" icon={<CloseCircleFilled />}>
        Refused by Amazon
      </Tag>
    );
  }
  // Granted, but Amazon measures none of the region's marketplaces: not "Measuring".
  return grant.profiles.some((profile) => profile.measured) ? (
    <Tag color="green" icon={<CheckCircleFilled />}>
      Measuring
    </Tag>
  ) : (
    <Tag icon={<WarningFilled style={{ color: token.colorWarning }} />}>Not measuring</Tag>
  );
}

/** Each marketplace of the region: measured, or why not (Amazon's words, or no seller profile there). */
function AdsProfiles({
  grant,
  countries,
}: {
  grant: TAdsGrant;
  countries: TAmazonRegionConnection['countries'];
}) {
  return (
    <Flex vertical gap={2}>
      {countries.map((country) => {
        const profile = grant.profiles.find((p) => p.countryCode === country);
        if (!profile) {
          return (
            <Noted key={country} ok={false}>
              {country}: not measured (Amazon Ads lists no seller profile of yours there)
            </Noted>
          );
        }
        return (
          <Noted key={country} ok={profile.measured}>
            {country}:{' '}
            {profile.measured
              ? 'measured'
              : `not measured (${profile.problem ?? 'Amazon gave no Attribution tag'})`}
          </Noted>
        );
      })}
    </Flex>
  );
}

/**
 * One grant of a region: its state, what it is for, what Amazon said, and the button that starts
 * it, beside the title on a wide screen and last on a phone, where it would wrap under the title.
 */
function GrantRow(props: {
  title: string;
  status: ReactNode;
  purpose: string;
  problem: string | null;
  details?: ReactNode;
  action: ReactNode;
}) {
  const narrow = Grid.useBreakpoint().sm === false;
  return (
    <Flex vertical gap={6} style={{ paddingBlock: 8 }} data-testid="grant-row">
      <Flex gap={8} align="center" wrap justify="space-between">
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>{props.title}</Typography.Text>
          {props.status}
        </Flex>
        {narrow ? null : props.action}
      </Flex>
      <Typography.Text type="secondary">{props.purpose}</Typography.Text>
      {props.problem ? (
        <Typography.Text type="danger" style={wrapAnywhere}>
          {props.problem}
        </Typography.Text>
      ) : null}
      {props.details}
      {narrow ? <Flex style={{ marginTop: 4 }}>{props.action}</Flex> : null}
    </Flex>
  );
}

export type AmazonRegionGrantsProps = {
  region: TAmazonRegionConnection;
  starting: string | null;
  onStart: TStartGrant;
};

/**
 * One Amazon region of the seller (docs/amazon.md "Connecting a seller"): its Selling Partner
 * API grant (the catalogue) and its Amazon Ads grant, which Amazon Attribution needs to measure
 * the seller's product links, with each marketplace measured or why not.
 */
export function AmazonRegionGrants({ region, starting, onStart }: AmazonRegionGrantsProps) {
  const name = regionNames[region.region];
  const seller = region.sellingPartner;
  const ads = region.ads;
  const busy = (access: TAmazonGrantKind) => starting === `${region.region}:${access}`;
  const sellerVerb = seller ? 'Re-authorize' : 'Connect';
  const adsVerb = ads ? 'Renew' : 'Grant Amazon Ads access';
  // Ads profiles measure the products the catalogue imports: nothing to measure in a region
  // whose catalogue was never connected (and the server refuses Ads before any connection).
  const adsBlocked = !seller && !ads;
  const adsButton = (
    <Button
      size="small"
      loading={busy('ads')}
      disabled={starting !== null || adsBlocked}
      onClick={() => onStart(region.region, 'ads')}
      aria-label={`${ads ? 'Renew Amazon Ads access' : adsVerb} for ${name}`}
    >
      {adsVerb}
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
        title="Selling Partner API"
        status={<SellingPartnerStatus grant={seller} />}
        purpose="Your catalogue: products, prices and variations are imported from it."
        problem={seller?.status === 'revoked' ? seller.problem : null}
        action={
          <Button
            size="small"
            loading={busy('selling-partner')}
            disabled={starting !== null}
            onClick={() => onStart(region.region, 'selling-partner')}
            aria-label={`${sellerVerb} the Selling Partner API for ${name}`}
          >
            {sellerVerb}
          </Button>
        }
        details={
          seller?.status === 'active' ? (
            <Typography.Text type="secondary">
              Selling partner {seller.sellingPartnerId ?? '--'}, since {formatDate(seller.grantedAt)}
            </Typography.Text>
          ) : null
        }
      />
      <GrantRow
        title="Amazon Ads"
        status={<AdsStatus grant={ads} />}
        purpose="Amazon Attribution measures your product links' sales only with your own Ads access; publishers earn from measured sales."
        problem={ads?.status === 'revoked' ? ads.problem : null}
        action={
          adsBlocked ? (
            <Tooltip title={`Connect the Selling Partner API for ${name} first`}>{adsButton}</Tooltip>
          ) : (
            adsButton
          )
        }
        details={
          adsBlocked ? (
            // Said on the page too: a disabled button's tooltip is out of reach by keyboard and touch.
            <Typography.Text type="secondary">
              Connect the Selling Partner API for {name} first.
            </Typography.Text>
          ) : ads?.status === 'active' ? (
            <AdsProfiles grant={ads} countries={region.countries} />
          ) : null
        }
      />
    </Card>
  );
}
