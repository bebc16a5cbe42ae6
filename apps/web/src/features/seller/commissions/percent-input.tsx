import { checkPercent, formatBasisPoints, type TCommissionBounds } from '@atlas/shared';
import { type FormRule, InputNumber, type InputNumberProps } from 'antd';

export type PercentInputProps = Omit<InputNumberProps<string>, 'stringMode' | 'min' | 'max' | 'step'> & {
  bounds: TCommissionBounds;
};

/**
 * A commission typed as a percent. String mode keeps what the seller typed ("12.3"), so it
 * becomes basis points by string arithmetic, never through a float. No min/max on the input:
 * it would silently change 0.5 into 1 on blur; the rule says what the bounds are instead.
 */
export function PercentInput({ bounds, ...props }: PercentInputProps) {
  return (
    <InputNumber<string>
      stringMode
      step={formatBasisPoints(bounds.stepBp)}
      suffix="%"
      style={{ width: 120 }}
      {...props}
    />
  );
}

/** The form rule of a commission: required, a percent within the bounds and on the step. */
export function percentRule(bounds: TCommissionBounds): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') {
        throw new Error('Enter a commission');
      }
      const checked = checkPercent(String(value), bounds);
      if (!checked.ok) {
        throw new Error(checked.message);
      }
    },
  };
}

/** The basis points of a value the rule accepted. */
export function percentToBp(value: unknown, bounds: TCommissionBounds): number {
  const checked = checkPercent(String(value), bounds);
  if (!checked.ok) {
    throw new Error(checked.message);
  }
  return checked.bp;
}
