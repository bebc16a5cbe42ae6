import type { TTrackingLinkDetail } from '@atlas/shared';
import { Flex, Typography } from 'antd';
import { formatCount } from '../../../lib/format';

export type UncountedClicksProps = { filtered: TTrackingLinkDetail['filtered']; days: number };

/**
 * What the link's counts leave out and why (docs/domain.md "Clicks"): robot clicks (a browser
 * naming itself a robot, crawler or automation tool, a headless one among them) are kept but
 * never counted nor paid; counted clicks made while the product earned nothing are told apart.
 */
export function UncountedClicks({ filtered, days }: UncountedClicksProps) {
  const { robots, notEarning } = filtered;
  return (
    <Flex vertical gap={2} data-testid="uncounted-clicks">
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {robots > 0
          ? `${formatCount(robots, 'click')} from robots in the last ${days} days not counted: crawlers, link previews and automated or headless browsers.`
          : 'Clicks from robots (crawlers, link previews, automated or headless browsers) are not counted.'}
      </Typography.Text>
      {notEarning > 0 ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {`${formatCount(notEarning, 'counted click')} earned nothing: the product was paused or had no commission then.`}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
