import { formatPercentFromBasisPoints } from '../../../lib/format';

export type CommissionPillProps = {
  commissionBp: number;
  /** The words around the rate: '12% commission' unless the place says it otherwise. */
  words?: (rate: string) => string;
};

const commissionWords = (rate: string) => `${rate} commission`;

/** The number a creator looks for first: the commission, in the accent's light tint. */
export function CommissionPill({ commissionBp, words = commissionWords }: CommissionPillProps) {
  return (
    <span
      style={{
        display: 'inline-block',
        padding: '1px 8px',
        borderRadius: 999,
        background: '#e7f3f4',
        color: '#0a5a61',
        fontWeight: 600,
        fontSize: 13,
        whiteSpace: 'nowrap',
      }}
    >
      {words(formatPercentFromBasisPoints(commissionBp))}
    </span>
  );
}
