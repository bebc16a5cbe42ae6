import { describe, expect, it } from 'vitest';
import {
  bankCountries,
  bankFieldsFor,
  maskAccount,
  sepaCountries,
  ZMaskedAccountSchema,
  ZPublisherBankRequestSchema,
  ZPublisherBankSchema,
} from './publisher-bank';

const holder = { accountHolderName: 'Jane Doe', bankName: 'Example Bank' };

const us = {
  bankCountry: 'US',
  ...holder,
  currency: 'USD',
  routingNumber: '011000015',
  accountNumber: '000123456789',
  accountType: 'checking',
};
const ca = {
  bankCountry: 'CA',
  ...holder,
  currency: 'CAD',
  institutionNumber: '003',
  transitNumber: '12345',
  accountNumber: '1234567',
  accountType: 'savings',
};
const gb = { bankCountry: 'GB', ...holder, currency: 'GBP', sortCode: '12-34-56', accountNumber: '98765432' };
const de = { bankCountry: 'DE', ...holder, currency: 'EUR', iban: 'DE89370400440532013000', bic: 'COBADEFF' };
const ch = {
  bankCountry: 'CH',
  ...holder,
  currency: 'CHF',
  iban: 'CH9300762011623852957',
  bic: 'UBSWCHZH80A',
};
const au = { bankCountry: 'AU', ...holder, currency: 'AUD', accountNumber: '123456789', bic: 'CTBAAU2S' };

/** The message of each field that failed, by field. */
function problems(body: unknown): Record<string, string> {
  const result = ZPublisherBankRequestSchema.safeParse(body);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('ZPublisherBankRequestSchema: US', () => {
  it('accepts the ABA 011000015 and keeps the numbers', () => {
    expect(ZPublisherBankRequestSchema.parse(us)).toEqual(us);
  });

  it('reads numbers typed with spaces or hyphens, and a lower-case currency', () => {
    const parsed = ZPublisherBankRequestSchema.parse({
      ...us,
      routingNumber: ' 0110-0001 5 ',
      accountNumber: '0001 2345 6789',
      currency: ' usd ',
    });
    expect(parsed).toMatchObject({
      routingNumber: '011000015',
      accountNumber: '000123456789',
      currency: 'USD',
    });
  });

  it('refuses a routing number that fails the checksum or has no US prefix', () => {
    expect(problems({ ...us, routingNumber: '011000016' })).toEqual({
      routingNumber: 'This routing number is not valid: check it for a typo',
    });
    expect(problems({ ...us, routingNumber: '130000006' })).toEqual({
      routingNumber: 'No US routing number starts with 13: check the first two digits',
    });
    expect(problems({ ...us, routingNumber: '01100001' })).toEqual({
      routingNumber: 'A routing number has 9 digits',
    });
  });

  it('refuses an account number with letters, or of the wrong length', () => {
    expect(problems({ ...us, accountNumber: '12345678O' })).toEqual({
      accountNumber: 'A bank account number has digits only',
    });
    expect(problems({ ...us, accountNumber: '123' })).toEqual({
      accountNumber: 'A US account number has 4 to 17 digits',
    });
    expect(problems({ ...us, accountNumber: '1'.repeat(18) })).toEqual({
      accountNumber: 'A US account number has 4 to 17 digits',
    });
    expect(ZPublisherBankRequestSchema.safeParse({ ...us, accountNumber: '1234' }).success).toBe(true);
    expect(ZPublisherBankRequestSchema.safeParse({ ...us, accountNumber: '1'.repeat(17) }).success).toBe(
      true,
    );
  });

  it('pays in USD only, and takes the account type as optional', () => {
    expect(problems({ ...us, currency: 'EUR' })).toEqual({ currency: 'Payouts to a bank in US are in USD' });
    expect(problems({ ...us, accountType: 'business' })).toEqual({
      accountType: 'Choose checking or savings',
    });
    const { accountType: _, ...withoutType } = us;
    expect(ZPublisherBankRequestSchema.parse(withoutType)).toEqual(withoutType);
  });

  it('names every missing field at once', () => {
    expect(problems({ bankCountry: 'US' })).toEqual({
      accountHolderName: "Enter the account holder's name",
      bankName: "Enter your bank's name",
      currency: 'Choose the currency of the account',
      routingNumber: 'Enter your routing number',
      accountNumber: 'Enter your account number',
    });
    expect(problems({ ...us, routingNumber: '  ', accountNumber: '' })).toEqual({
      routingNumber: 'Enter your routing number',
      accountNumber: 'Enter your account number',
    });
  });

  it('drops fields of other countries and unknown ones', () => {
    const parsed = ZPublisherBankRequestSchema.parse({
      ...us,
      iban: 'DE89370400440532013000',
      sortCode: '12-34-56',
      bic: 'DEUTDEFF',
      status: 'approved',
    });
    expect(Object.keys(parsed).sort()).toEqual(Object.keys(us).sort());
  });
});

describe('ZPublisherBankRequestSchema: holder and bank names', () => {
  it.each([
    ['  José   Núñez-O’Brien ', "José Núñez-O'Brien"],
    ['Jose\u0301 Garci\u0301a', 'José García'],
    ['李小龍', '李小龍'],
    ['Ольга Петрова', 'Ольга Петрова'],
    ['محمد علي', 'محمد علي'],
    ['देवनागरी नाम', 'देवनागरी नाम'],
    ['Dr. J. R. Smith, Jr.', 'Dr. J. R. Smith, Jr.'],
  ])('reads %j as %j', (input, name) => {
    expect(ZPublisherBankRequestSchema.parse({ ...us, accountHolderName: input }).accountHolderName).toBe(
      name,
    );
  });

  it.each(['Jane Doe 2', 'Jane & John', 'jane@doe', "--'."])('refuses %j', (name) => {
    expect(problems({ ...us, accountHolderName: name })).toEqual({
      accountHolderName: "Use letters, spaces and . , ' - only in the account holder's name",
    });
  });

  it('holds a name to 2 to 140 characters', () => {
    const tooShort = problems({ ...us, accountHolderName: ' J ' });
    const tooLong = problems({ ...us, accountHolderName: 'J'.repeat(141) });
    expect(tooShort).toEqual({ accountHolderName: "The account holder's name has 2 to 140 characters" });
    expect(tooLong).toEqual(tooShort);
    expect(ZPublisherBankRequestSchema.safeParse({ ...us, accountHolderName: 'J'.repeat(140) }).success).toBe(
      true,
    );
  });

  it('requires the bank name, 2 to 140 characters', () => {
    expect(problems({ ...us, bankName: 'B' })).toEqual({
      bankName: "The bank's name has 2 to 140 characters",
    });
    expect(problems({ ...us, bankName: 'B'.repeat(141) })).toEqual({
      bankName: "The bank's name has 2 to 140 characters",
    });
    expect(ZPublisherBankRequestSchema.parse({ ...us, bankName: ' Chase & Co. ' }).bankName).toBe(
      'Chase & Co.',
    );
  });
});

describe('ZPublisherBankRequestSchema: CA', () => {
  it('accepts institution, transit and account numbers', () => {
    expect(ZPublisherBankRequestSchema.parse(ca)).toEqual(ca);
  });

  it('names the length each number has', () => {
    expect(
      problems({ ...ca, institutionNumber: '03', transitNumber: '1234A', accountNumber: '123456' }),
    ).toEqual({
      institutionNumber: 'An institution number has 3 digits',
      transitNumber: 'A transit number has 5 digits',
      accountNumber: 'A Canadian account number has 7 to 12 digits',
    });
    expect(problems({ ...ca, institutionNumber: '0003', transitNumber: '123456' })).toEqual({
      institutionNumber: 'An institution number has 3 digits',
      transitNumber: 'A transit number has 5 digits',
    });
    expect(problems({ ...ca, accountNumber: '1234567890123' })).toEqual({
      accountNumber: 'A Canadian account number has 7 to 12 digits',
    });
    expect(problems({ ...ca, accountNumber: '12345A7' })).toEqual({
      accountNumber: 'A bank account number has digits only',
    });
    expect(problems({ ...ca, currency: 'USD' })).toEqual({ currency: 'Payouts to a bank in CA are in CAD' });
  });
});

describe('ZPublisherBankRequestSchema: GB', () => {
  it.each(['12-34-56', '123456', '12 34 56'])('reads the sort code %j as 12-34-56', (sortCode) => {
    expect(ZPublisherBankRequestSchema.parse({ ...gb, sortCode })).toEqual(gb);
  });

  it.each(['12-34-5', '1234567', '12-34-5A'])('refuses the sort code %j', (sortCode) => {
    expect(problems({ ...gb, sortCode })).toEqual({ sortCode: 'A sort code has 6 digits, as 12-34-56' });
  });

  it('refuses an account number that is not 8 digits rather than padding it', () => {
    for (const accountNumber of ['765432', '8765432', '198765432']) {
      expect(problems({ ...gb, accountNumber })).toEqual({
        accountNumber: 'A UK account number has 8 digits',
      });
    }
    expect(problems({ ...gb, accountNumber: '9876543A' })).toEqual({
      accountNumber: 'A bank account number has digits only',
    });
  });

  it('takes GB, the ISO code, not UK, the marketplace', () => {
    expect(problems({ ...gb, bankCountry: 'UK' })).toEqual({
      bankCountry: 'Choose the country of your bank',
    });
    expect(problems({ ...gb, currency: 'EUR' })).toEqual({ currency: 'Payouts to a bank in GB are in GBP' });
  });
});

describe('ZPublisherBankRequestSchema: euro area', () => {
  it('accepts DE89 3704 0044 0532 0130 00, written in any case and spacing', () => {
    const parsed = ZPublisherBankRequestSchema.parse({
      ...de,
      iban: ' de89 3704 0044 0532 0130 00 ',
      bic: 'coba de ff',
    });
    expect(parsed).toEqual(de);
  });

  it('takes the BIC as optional, blank included', () => {
    const { bic: _, ...withoutBic } = de;
    expect(ZPublisherBankRequestSchema.parse(withoutBic)).toEqual(withoutBic);
    expect(ZPublisherBankRequestSchema.parse({ ...de, bic: '  ' })).toEqual(withoutBic);
  });

  it.each([
    ['FR', 'FR14 2004 1010 0505 0001 3M02 606', 'BNPAFRPP'],
    ['NL', 'NL91 ABNA 0417 1643 00', 'ABNANL2A'],
    ['BG', 'BG80 BNBG 9661 1020 3456 78', 'BNBGBGSD'],
  ])('accepts an account in %s', (bankCountry, iban, bic) => {
    const parsed = ZPublisherBankRequestSchema.parse({ ...de, bankCountry, iban, bic });
    expect(parsed).toMatchObject({ bankCountry, iban: iban.replace(/ /g, ''), bic, currency: 'EUR' });
  });

  it('refuses an IBAN with a wrong check digit, a wrong length or of another country', () => {
    expect(problems({ ...de, iban: 'DE88 3704 0044 0532 0130 00' })).toEqual({
      iban: 'This IBAN is not valid: check it for a typo',
    });
    expect(problems({ ...de, iban: 'DE89 3704 0044 0532 0130 0' })).toEqual({
      iban: 'IBANs from DE have 22 characters; this one has 21',
    });
    expect(problems({ ...de, iban: 'FR14 2004 1010 0505 0001 3M02 606' })).toEqual({
      iban: 'This IBAN starts with FR; an IBAN for a bank in DE starts with DE',
    });
    expect(problems({ ...de, iban: '' })).toEqual({ iban: 'Enter your IBAN' });
  });

  it("refuses a BIC of another country's bank", () => {
    expect(problems({ ...de, bic: 'BNPAFRPP' })).toEqual({
      bic: 'This BIC is for a bank in FR; your bank country is DE',
    });
    expect(problems({ ...de, bic: 'COBADEF' })).toEqual({
      bic: 'A BIC (SWIFT code) has 8 or 11 letters and digits',
    });
  });

  it("tells a country mismatch alongside the other fields' problems, once the IBAN itself is right", () => {
    expect(
      problems({ ...de, accountHolderName: '', iban: 'FR14 2004 1010 0505 0001 3M02 606', bic: 'BNPAFRPP' }),
    ).toEqual({
      accountHolderName: "Enter the account holder's name",
      iban: 'This IBAN starts with FR; an IBAN for a bank in DE starts with DE',
      bic: 'This BIC is for a bank in FR; your bank country is DE',
    });
    expect(problems({ ...de, iban: 'FR15 2004 1010 0505 0001 3M02 606', bic: 'BNPAFR' })).toEqual({
      iban: 'This IBAN is not valid: check it for a typo',
      bic: 'A BIC (SWIFT code) has 8 or 11 letters and digits',
    });
  });

  it('pays in EUR only', () => {
    expect(problems({ ...de, currency: 'USD' })).toEqual({
      currency: 'Payouts to a bank in the euro area are in EUR',
    });
  });

  it('covers the euro area, and no SEPA country paying another currency or outside the EEA', () => {
    expect(sepaCountries).toEqual(expect.arrayContaining(['DE', 'FR', 'AT', 'IT', 'ES', 'NL', 'HR', 'BG']));
    expect(sepaCountries).toHaveLength(21);
    for (const country of ['GB', 'CH', 'NO', 'PL', 'SE', 'DK', 'MC', 'SM', 'VA', 'AD']) {
      expect(sepaCountries).not.toContain(country);
    }
  });
});

describe('ZPublisherBankRequestSchema: other countries', () => {
  it('takes an IBAN where the country uses IBANs, with the BIC and its currency', () => {
    const parsed = ZPublisherBankRequestSchema.parse({
      ...ch,
      iban: 'ch93 0076 2011 6238 5295 7',
      currency: 'chf',
    });
    expect(parsed).toEqual(ch);
  });

  it('requires the BIC, of a bank in that country', () => {
    expect(problems({ ...ch, bic: undefined })).toEqual({ bic: 'Enter the BIC (SWIFT code) of your bank' });
    expect(problems({ ...ch, bic: 'DEUTDEFF' })).toEqual({
      bic: 'This BIC is for a bank in DE; your bank country is CH',
    });
  });

  it('requires the IBAN, not an account number, where the country uses IBANs', () => {
    expect(problems({ ...ch, iban: undefined, accountNumber: '0762011623852957' })).toEqual({
      iban: 'Enter your IBAN',
    });
    expect(problems({ ...ch, iban: 'CH9300762011623852958' })).toEqual({
      iban: 'This IBAN is not valid: check it for a typo',
    });
  });

  it('takes a territory with the IBAN of its parent country', () => {
    const jersey = {
      ...ch,
      bankCountry: 'JE',
      currency: 'GBP',
      iban: 'GB82 WEST 1234 5698 7654 32',
      bic: 'NWBKJESH',
    };
    expect(ZPublisherBankRequestSchema.parse(jersey)).toMatchObject({ iban: 'GB82WEST12345698765432' });
  });

  it('takes an account number and the BIC where the country has no IBAN', () => {
    const parsed = ZPublisherBankRequestSchema.parse({
      ...au,
      accountNumber: '123-456 789',
      bic: 'ctbaau2s',
    });
    expect(parsed).toEqual(au);
    const japan = { ...au, bankCountry: 'JP', currency: 'JPY', accountNumber: '1234567', bic: 'BOTKJPJT' };
    expect(ZPublisherBankRequestSchema.parse(japan)).toEqual(japan);
  });

  it("refuses a BIC of another country's bank there too", () => {
    expect(problems({ ...au, bic: 'DEUTDEFF' })).toEqual({
      bic: 'This BIC is for a bank in DE; your bank country is AU',
    });
  });

  it('holds an account number to 4 to 34 letters and digits', () => {
    const message = { accountNumber: 'An account number has 4 to 34 letters and digits' };
    expect(problems({ ...au, accountNumber: '123' })).toEqual(message);
    expect(problems({ ...au, accountNumber: 'A'.repeat(35) })).toEqual(message);
    expect(problems({ ...au, accountNumber: '1234/5678' })).toEqual(message);
    expect(ZPublisherBankRequestSchema.parse({ ...au, accountNumber: 'ab12' })).toMatchObject({
      accountNumber: 'AB12',
    });
  });

  it('takes any currency written as a 3-letter code', () => {
    expect(ZPublisherBankRequestSchema.parse({ ...au, currency: 'usd' }).currency).toBe('USD');
    expect(problems({ ...au, currency: 'A$' })).toEqual({
      currency: 'Enter the currency as its 3-letter code, as CHF',
    });
  });

  it.each(['UK', 'OTHER', 'ZZ', 'de', undefined])('refuses the bank country %j', (bankCountry) => {
    expect(problems({ ...de, bankCountry })).toEqual({ bankCountry: 'Choose the country of your bank' });
  });
});

describe('bankFieldsFor', () => {
  it.each([
    ['US', ['routingNumber', 'accountNumber', 'accountType']],
    ['CA', ['institutionNumber', 'transitNumber', 'accountNumber', 'accountType']],
    ['GB', ['sortCode', 'accountNumber']],
    ['DE', ['iban', 'bic']],
    ['CH', ['iban', 'bic']],
    ['RE', ['iban', 'bic']],
    ['AU', ['accountNumber', 'bic']],
    ['UK', []],
    ['ZZ', []],
  ])('shows for %s: %j', (country, fields) => {
    expect(bankFieldsFor(country)).toEqual(fields);
  });

  it('names exactly the fields the server keeps, for every bank country', () => {
    const shared = new Set(['bankCountry', 'accountHolderName', 'bankName', 'currency']);
    for (const body of [us, ca, gb, de, ch, au]) {
      const kept = Object.keys(ZPublisherBankRequestSchema.parse(body)).filter((key) => !shared.has(key));
      expect(bankFieldsFor(body.bankCountry)).toEqual(kept);
    }
    expect(bankCountries.filter((country) => bankFieldsFor(country).length === 0)).toEqual([]);
  });
});

describe('maskAccount', () => {
  it.each([
    ['000123456789', '•••• 6789'],
    ['DE89 3704 0044 0532 0130 00', '•••• 3000'],
    ['98765432', '•••• 5432'],
    ['1234567', '•••• 567'],
    ['1234', '•••• 34'],
    ['ab12cd', '•••• 2CD'],
    ['1', '••••'],
    ['', '••••'],
  ])('masks %j as %j', (value, masked) => {
    expect(maskAccount(value)).toBe(masked);
    expect(ZMaskedAccountSchema.safeParse(masked).success).toBe(true);
  });
});

describe('ZPublisherBankSchema', () => {
  const missing = {
    status: 'missing',
    reviewReason: null,
    updatedAt: null,
    bankCountry: null,
    accountHolderName: null,
    bankName: null,
    currency: null,
    accountType: null,
    routingNumber: null,
    institutionNumber: null,
    transitNumber: null,
    sortCode: null,
    bic: null,
    accountMasked: null,
  };

  it('answers a missing account with every field null', () => {
    expect(ZPublisherBankSchema.parse(missing)).toEqual(missing);
  });

  it('answers the routing numbers in clear and the account masked', () => {
    const saved = {
      ...missing,
      status: 'rejected',
      reviewReason: 'The holder name does not match your profile',
      updatedAt: '2026-11-02T10:00:00.000Z',
      bankCountry: 'US',
      ...holder,
      currency: 'USD',
      accountType: 'checking',
      routingNumber: '011000015',
      accountMasked: maskAccount('000123456789'),
    };
    expect(ZPublisherBankSchema.parse(saved)).toEqual({ ...saved, accountMasked: '•••• 6789' });
  });

  it('refuses to answer an account number in clear', () => {
    const result = ZPublisherBankSchema.safeParse({
      ...missing,
      status: 'pending',
      accountMasked: '000123456789',
    });
    expect(result.error?.issues).toMatchObject([
      { path: ['accountMasked'], message: 'Only a masked account number may be answered' },
    ]);
    for (const accountMasked of ['DE89370400440532013000', '•••• 123456789', '••••6789', '•••• 6789 ']) {
      expect(ZPublisherBankSchema.safeParse({ ...missing, accountMasked }).success).toBe(false);
    }
  });

  it('knows the four review states only', () => {
    expect(ZPublisherBankSchema.safeParse({ ...missing, status: 'approved' }).success).toBe(true);
    expect(ZPublisherBankSchema.safeParse({ ...missing, status: 'verified' }).success).toBe(false);
  });
});
