import { marketplaces } from '@atlas/shared';
import { formatMoney, formatNumber } from '../../lib/format';

/**
 * Money of a currency rather than a marketplace (totals per currency, a payment), printed with
 * the symbol of a marketplace that bills in it; a currency no marketplace uses keeps its code.
 */
export function formatCurrencyMoney(minorUnits: number, currency: string): string {
  const market = marketplaces.find((m) => m.currency === currency);
  if (!market) {
    const abs = Math.abs(minorUnits);
    const amount = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
    return `${minorUnits < 0 ? '-' : ''}${currency} ${formatNumber(amount)}`;
  }
  return formatMoney(minorUnits, market.code);
}
