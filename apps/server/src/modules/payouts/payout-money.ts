// Money as payouts write it for banks and people: the amount with two decimals, the currency's
// code after it ("1234.56 USD"), as the bank files carry it.

/** The amount alone: "1234.56". */
export const payoutAmount = (minor: number): string => (minor / 100).toFixed(2);

/** "1234.56 USD" */
export const payoutMoney = (minor: number, currency: string): string => `${payoutAmount(minor)} ${currency}`;
