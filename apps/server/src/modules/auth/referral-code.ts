import { randomString } from '../../platform/ids';

// Referral codes avoid look-alike characters (0/O, 1/I) since people type them.
const referralAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const newReferralCode = () => randomString(8, referralAlphabet);
