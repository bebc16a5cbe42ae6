import { z } from 'zod';

// Whether a publisher's payable balance goes into the next payout run, and if not, the one reason
// shown to it (docs/domain.md "Publisher payouts"). The first reason that applies is given.

export type TPayoutPapers = {
  /** The bank account's review; null without one. */
  bank: 'pending' | 'approved' | 'rejected' | null;
  /** A tax form (W-9 or W-8) on file, and its signed PDF. */
  taxForm: boolean;
  taxPdf: boolean;
};

export const ZPayoutStandingSchema = z.object({
  /** True when the next run pays the payable balance. */
  paid: z.boolean(),
  /** Why not, in the publisher's words; when it is paid, null or how (in the run under review). */
  reason: z.string().nullable(),
});
export type TPayoutStanding = z.infer<typeof ZPayoutStandingSchema>;

const major = (minor: number) => (minor / 100).toFixed(2);

export function payoutStanding(
  payableMinor: number,
  minimumMinor: number,
  papers: TPayoutPapers,
): TPayoutStanding {
  const not = (reason: string) => ({ paid: false, reason });
  if (payableMinor < 0) {
    return not(
      'Returns after your last payout outweigh what is payable; the difference comes off your next payout.',
    );
  }
  if (payableMinor < minimumMinor) {
    return not(`Below the minimum payout of ${major(minimumMinor)}; it carries over to the next run.`);
  }
  if (papers.bank === null) {
    return not('Add your bank account on the Profile page to be paid.');
  }
  if (papers.bank === 'pending') {
    return not('Your bank account is waiting for review.');
  }
  if (papers.bank === 'rejected') {
    return not('Your bank account was not approved: correct it on the Profile page.');
  }
  if (!papers.taxForm) {
    return not('Send your tax form (W-9 or W-8) on the Profile page to be paid.');
  }
  if (!papers.taxPdf) {
    return not('Upload your signed tax form PDF on the Profile page to be paid.');
  }
  return { paid: true, reason: null };
}
