import { Button, Card, Empty, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { displayRange, type TDayRange } from './report-range';

export type ReportsEmptyProps = {
  range: TDayRange;
  /** Where the figures of an empty set come from, when the user can add them (associate files). */
  source?: { text: string; action: string; path: string };
  marketplace: string;
  filtered: boolean;
  onLonger?: () => void;
  onClearFilters: () => void;
};

/** Nothing happened in the range: say so, and offer a longer range or fewer filters. */
export function ReportsEmpty({
  range,
  source,
  marketplace,
  filtered,
  onLonger,
  onClearFilters,
}: ReportsEmptyProps) {
  const navigate = useNavigate();
  return (
    <Card variant="borderless" data-testid="reports-empty">
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={`No clicks, orders or commissions in ${marketplace} from ${displayRange(range)}${
          filtered ? ' for these filters' : ''
        }.${source ? ` ${source.text}` : ''}`}
      >
        <Flex gap={8} justify="center" wrap>
          {onLonger ? (
            <Button type="primary" onClick={onLonger}>
              Show the last 90 days
            </Button>
          ) : null}
          {filtered ? <Button onClick={onClearFilters}>Clear filters</Button> : null}
          {source ? <Button onClick={() => navigate(source.path)}>{source.action}</Button> : null}
        </Flex>
      </Empty>
    </Card>
  );
}
