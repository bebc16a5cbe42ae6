// The numbers banks route money by: US ABA routing numbers, IBANs (ISO 13616) and BICs
// (ISO 9362). Each check takes a compacted value and answers the message a publisher reads, or
// null: first the number itself, then whether it belongs to the bank country. publisher-bank.ts
// decides which numbers a bank country needs.

/** Spaces and hyphens only group a bank number for reading; letters are compared upper-case. */
export const compactBankId = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();

// Federal Reserve districts (01–12, 00 for the US government), thrifts (21–32), electronic
// transactions (61–72) and traveller's cheques (80): no routing number starts otherwise.
const isAbaPrefix = (prefix: number) =>
  prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;

const abaWeights = [3, 7, 1] as const;

/** Why a value is not an ABA routing number (9 digits, a known prefix, the 3-7-1 checksum), or null. */
export function abaRoutingProblem(value: string): string | null {
  if (!/^\d{9}$/.test(value)) {
    return 'A routing number has 9 digits';
  }
  const prefix = value.slice(0, 2);
  if (!isAbaPrefix(Number(prefix))) {
    return `No US routing number starts with ${prefix}: check the first two digits`;
  }
  const sum = [...value].reduce((total, digit, i) => total + Number(digit) * abaWeights[i % 3]!, 0);
  if (sum % 10 !== 0) {
    return 'This routing number is not valid: check it for a typo';
  }
  return null;
}

/** IBAN length per prefix, for every country in the SWIFT IBAN Registry (release 100, January 2025). */
// biome-ignore format: one row per initial, to read against the registry
export const ibanLengths: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28,
  BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28,
  CH: 21, CR: 22, CY: 28, CZ: 24,
  DE: 22, DJ: 27, DK: 18, DO: 28,
  EE: 20, EG: 29, ES: 24,
  FI: 18, FK: 18, FO: 18, FR: 27,
  GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28,
  HN: 28, HR: 21, HU: 28,
  IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27,
  JO: 30,
  KW: 30, KZ: 20,
  LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, LY: 25,
  MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30,
  NI: 28, NL: 18, NO: 15,
  OM: 23,
  PK: 24, PL: 28, PS: 29, PT: 25,
  QA: 29,
  RO: 24, RS: 22, RU: 33,
  SA: 24, SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28,
  TL: 23, TN: 24, TR: 26,
  UA: 29,
  VA: 22, VG: 24,
  XK: 20,
  YE: 30,
};

/** Territories whose banks write IBANs with another country's prefix (the registry's "includes"). */
// biome-ignore format: grouped by parent
const ibanParents: Readonly<Record<string, string>> = {
  AX: 'FI',
  BL: 'FR', GF: 'FR', GP: 'FR', MF: 'FR', MQ: 'FR', NC: 'FR', PF: 'FR', PM: 'FR', RE: 'FR', TF: 'FR', WF: 'FR', YT: 'FR',
  GG: 'GB', IM: 'GB', JE: 'GB',
};

/** The prefix of the IBANs of banks in `country`: its own code, or its parent's for a territory. */
export const ibanCountryOf = (country: string): string =>
  Object.hasOwn(ibanParents, country) ? ibanParents[country]! : country;

/** Whether banks in `country` identify accounts by IBAN. */
export const usesIban = (country: string): boolean => Object.hasOwn(ibanLengths, ibanCountryOf(country));

// ISO 7064 MOD 97-10 over the IBAN with its first four characters moved to the end, letters read
// as 10–35: a right IBAN leaves 1. Folding digit by digit keeps the number small.
function ibanRemainder(iban: string): number {
  let remainder = 0;
  for (const char of iban.slice(4) + iban.slice(0, 4)) {
    const value = Number.parseInt(char, 36);
    remainder = (remainder * (value < 10 ? 10 : 100) + value) % 97;
  }
  return remainder;
}

/** Why a compacted value is not an IBAN (letters and digits, its country's length, the mod-97 check), or null. */
export function ibanProblem(iban: string): string | null {
  if (!/^[A-Z0-9]+$/.test(iban)) {
    return 'An IBAN has letters and digits only';
  }
  if (!/^[A-Z]{2}\d{2}/.test(iban)) {
    return 'An IBAN starts with 2 letters and 2 digits, as DE89';
  }
  const prefix = iban.slice(0, 2);
  if (!Object.hasOwn(ibanLengths, prefix)) {
    return `No IBAN starts with ${prefix}: check the first two letters`;
  }
  const length = ibanLengths[prefix];
  if (iban.length !== length) {
    return `IBANs from ${prefix} have ${length} characters; this one has ${iban.length}`;
  }
  if (ibanRemainder(iban) !== 1) {
    return 'This IBAN is not valid: check it for a typo';
  }
  return null;
}

/** Why an IBAN is not one of an account at a bank in `country`, or null. */
export function ibanCountryProblem(iban: string, country: string): string | null {
  if (!usesIban(country)) {
    return `Banks in ${country} do not use IBANs: enter the account number`;
  }
  const expected = ibanCountryOf(country);
  if (!iban.startsWith(expected)) {
    return `This IBAN starts with ${iban.slice(0, 2)}; an IBAN for a bank in ${country} starts with ${expected}`;
  }
  return null;
}

/**
 * Why a compacted value is not a BIC, or null. A BIC is `AAAABBCCDDD`: 4 letters for the bank, 2
 * for its country, 2 letters or digits for the place, and an optional 3 for the branch.
 */
export function bicProblem(bic: string): string | null {
  if (bic.length !== 8 && bic.length !== 11) {
    return 'A BIC (SWIFT code) has 8 or 11 letters and digits';
  }
  if (!/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic)) {
    return 'A BIC starts with 4 letters for the bank and 2 for its country, as DEUTDEFF';
  }
  return null;
}

/** Why a BIC is not one of a bank in `country`, or null; a territory's bank may carry its parent's code. */
export function bicCountryProblem(bic: string, country: string): string | null {
  const bicCountry = bic.slice(4, 6);
  if (bicCountry !== country && bicCountry !== ibanCountryOf(country)) {
    return `This BIC is for a bank in ${bicCountry}; your bank country is ${country}`;
  }
  return null;
}
