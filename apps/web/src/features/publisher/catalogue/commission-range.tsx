import { Flex, InputNumber, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';

export type TCommissionRange = { minCommissionBp?: number; maxCommissionBp?: number };

export type CommissionRangeProps = TCommissionRange & { onChange: (range: TCommissionRange) => void };

const toPercent = (bp?: number) => (bp === undefined ? null : bp / 100);
const toBasisPoints = (percent: number | null) => (percent === null ? undefined : Math.round(percent * 100));

/** Two bounds typed as percents, sent as basis points when a field is left; bounds given the wrong way round are swapped. */
export function CommissionRange({ minCommissionBp, maxCommissionBp, onChange }: CommissionRangeProps) {
  const [min, setMin] = useState(toPercent(minCommissionBp));
  const [max, setMax] = useState(toPercent(maxCommissionBp));
  useEffect(() => setMin(toPercent(minCommissionBp)), [minCommissionBp]);
  useEffect(() => setMax(toPercent(maxCommissionBp)), [maxCommissionBp]);

  const commit = () => {
    let low = toBasisPoints(min);
    let high = toBasisPoints(max);
    if (low !== undefined && high !== undefined && low > high) {
      [low, high] = [high, low];
    }
    if (low !== minCommissionBp || high !== maxCommissionBp) {
      onChange({ minCommissionBp: low, maxCommissionBp: high });
    }
  };
  const field = { min: 0, max: 100, step: 1, suffix: '%', style: { width: 104 } } as const;
  return (
    <Flex align="center" gap={8}>
      <Typography.Text type="secondary" aria-hidden>
        Commission
      </Typography.Text>
      <Space.Compact>
        <InputNumber
          {...field}
          aria-label="Lowest commission (%)"
          placeholder="from"
          value={min}
          onChange={setMin}
          onBlur={commit}
          onPressEnter={commit}
        />
        <InputNumber
          {...field}
          aria-label="Highest commission (%)"
          placeholder="to"
          value={max}
          onChange={setMax}
          onBlur={commit}
          onPressEnter={commit}
        />
      </Space.Compact>
    </Flex>
  );
}
