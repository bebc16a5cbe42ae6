import { describe, expect, it } from 'vitest';
import {
  abaRoutingProblem,
  bicCountryProblem,
  bicProblem,
  compactBankId,
  ibanCountryOf,
  ibanCountryProblem,
  ibanLengths,
  ibanProblem,
  usesIban,
} from './bank-ids';

describe('compactBankId', () => {
  it('drops the spaces and hyphens people group numbers with and upper-cases letters', () => {
    expect(compactBankId(' de89 3704-0044\t0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(compactBankId('12-34-56')).toBe('123456');
  });
});

describe('abaRoutingProblem', () => {
  it.each(['011000015', '021000021', '026009593', '322271627', '121000358'])('accepts %s', (routing) => {
    expect(abaRoutingProblem(routing)).toBeNull();
  });

  it('refuses a routing number whose checksum fails', () => {
    expect(abaRoutingProblem('011000016')).toBe('This routing number is not valid: check it for a typo');
    expect(abaRoutingProblem('011000051')).toBe('This routing number is not valid: check it for a typo');
  });

  // Each number below passes the checksum, so only its first two digits decide.
  it.each([
    ['00', '000000000'],
    ['12', '120000003'],
    ['21', '210000007'],
    ['32', '320000007'],
    ['61', '610000005'],
    ['72', '720000005'],
    ['80', '800000006'],
  ])('accepts the prefix %s', (_, routing) => {
    expect(abaRoutingProblem(routing)).toBeNull();
  });

  it.each([
    ['13', '130000006'],
    ['20', '200000004'],
    ['33', '330000000'],
    ['60', '600000002'],
    ['73', '730000008'],
    ['79', '790000006'],
    ['81', '810000009'],
    ['99', '990000000'],
  ])('refuses the prefix %s', (prefix, routing) => {
    expect(abaRoutingProblem(routing)).toBe(
      `No US routing number starts with ${prefix}: check the first two digits`,
    );
  });

  it.each(['01100001', '0110000150', '01100001A', ''])('refuses %j, which is not 9 digits', (routing) => {
    expect(abaRoutingProblem(routing)).toBe('A routing number has 9 digits');
  });
});

// The electronic-format example of every country in the SWIFT IBAN Registry, release 100.
const registryExamples = `AD1200012030200359100100 AE070331234567890123456 AL47212110090000000235698741
  AT611904300234573201 AZ21NABZ00000000137010001944 BA391290079401028494 BE68539007547034
  BG80BNBG96611020345678 BH67BMAG00001299123456 BI4210000100010000332045181 BR1800360305000010009795493C1
  BY13NBRB3600900000002Z00AB00 CH9300762011623852957 CR05015202001026284066 CY17002001280000001200527600
  CZ6508000000192000145399 DE89370400440532013000 DJ2100010000000154000100186 DK5000400440116243
  DO28BAGR00000001212453611324 EE382200221020145685 EG380019000500000000263180002 ES9121000418450200051332
  FI2112345600000785 FK88SC123456789012 FO6264600001631634 FR1420041010050500013M02606 GB29NWBK60161331926819
  GE29NB0000000101904917 GI75NWBK000000007099453 GL8964710001000206 GR1601101250000000012300695
  GT82TRAJ01020000001210029690 HN88CABF00000000000250005469 HR1210010051863000160 HU42117730161111101800000000
  IE29AIBK93115212345678 IL620108000000099999999 IQ98NBIQ850123456789012 IS140159260076545510730339
  IT60X0542811101000000123456 JO94CBJO0010000000000131000302 KW81CBKU0000000000001234560101 KZ86125KZT5004100100
  LB62099900000001001901229114 LC55HEMM000100010012001200023015 LI21088100002324013AA LT121000011101001000
  LU280019400644750000 LV80BANK0000435195001 LY83002048000020100120361 MC5811222000010123456789030
  MD24AG000225100013104168 ME25505000012345678951 MK07250120000058984 MN121234123456789123
  MR1300020001010000123456753 MT84MALT011000012345MTLCAST001S MU17BOMM0101101030300200000MUR
  NI45BAPR00000013000003558124 NL91ABNA0417164300 NO9386011117947 OM810180000001299123456
  PK36SCBL0000001123456702 PL61109010140000071219812874 PS92PALS000000000400123456702 PT50000201231234567890154
  QA58DOHB00001234567890ABCDEFG RO49AAAA1B31007593840000 RS35260005601001611379 RU0304452522540817810538091310419
  SA0380000000608010167519 SC18SSCB11010000000000001497USD SD2129010501234001 SE4550000000058398257466
  SI56263300012039086 SK3112000000198742637541 SM86U0322509800000000270100 SO211000001001000100141
  ST23000100010051845310146 SV62CENR00000000000000700025 TL380080012345678910157 TN5910006035183598478831
  TR330006100519786457841326 UA213223130000026007233566001 VA59001123000012345678 VG96VPVG0000012345678901
  XK051212012345678906 YE15CBYE0001018861234567891234`.split(/\s+/);

describe('ibanLengths', () => {
  it('has a length for every country of the registry, and no other', () => {
    expect(Object.keys(ibanLengths).sort()).toEqual(registryExamples.map((iban) => iban.slice(0, 2)).sort());
  });
});

describe('ibanProblem', () => {
  it.each(registryExamples)('accepts the registry example %s', (iban) => {
    expect(ibanProblem(iban)).toBeNull();
  });

  it('accepts the well-known test IBANs', () => {
    expect(ibanProblem('DE89370400440532013000')).toBeNull();
    expect(ibanProblem('GB82WEST12345698765432')).toBeNull();
  });

  it('refuses a wrong check digit, or one character typed wrong', () => {
    expect(ibanProblem('DE88370400440532013000')).toBe('This IBAN is not valid: check it for a typo');
    expect(ibanProblem('GB82WEST12345698765433')).toBe('This IBAN is not valid: check it for a typo');
    expect(ibanProblem('DE89370400440523013000')).toBe('This IBAN is not valid: check it for a typo');
  });

  it("names its country's length when a character is missing or extra", () => {
    expect(ibanProblem('DE8937040044053201300')).toBe('IBANs from DE have 22 characters; this one has 21');
    expect(ibanProblem('NO93860111179470')).toBe('IBANs from NO have 15 characters; this one has 16');
  });

  it('refuses what cannot be an IBAN at all', () => {
    expect(ibanProblem('DE89/3704')).toBe('An IBAN has letters and digits only');
    expect(ibanProblem('370400440532013000')).toBe('An IBAN starts with 2 letters and 2 digits, as DE89');
    expect(ibanProblem('US6400000000000001')).toBe('No IBAN starts with US: check the first two letters');
    expect(ibanProblem('RE1420041010050500013M02606')).toBe(
      'No IBAN starts with RE: check the first two letters',
    );
  });
});

describe('ibanCountryProblem', () => {
  it('refuses an IBAN of another country than the bank country', () => {
    expect(ibanCountryProblem('DE89370400440532013000', 'DE')).toBeNull();
    expect(ibanCountryProblem('FR1420041010050500013M02606', 'DE')).toBe(
      'This IBAN starts with FR; an IBAN for a bank in DE starts with DE',
    );
  });

  it("takes a territory's IBAN with its parent's prefix", () => {
    expect(ibanCountryProblem('FR1420041010050500013M02606', 'RE')).toBeNull();
    expect(ibanCountryProblem('GB82WEST12345698765432', 'JE')).toBeNull();
    expect(ibanCountryProblem('DE89370400440532013000', 'RE')).toBe(
      'This IBAN starts with DE; an IBAN for a bank in RE starts with FR',
    );
  });

  it('refuses any IBAN for a country whose banks do not use them', () => {
    expect(ibanCountryProblem('DE89370400440532013000', 'US')).toBe(
      'Banks in US do not use IBANs: enter the account number',
    );
  });
});

describe('usesIban and ibanCountryOf', () => {
  it('know which countries identify accounts by IBAN, territories included', () => {
    expect(['DE', 'CH', 'BR', 'RE', 'JE', 'AX'].map(usesIban)).toEqual([true, true, true, true, true, true]);
    expect(['US', 'CA', 'AU', 'JP', 'IN'].map(usesIban)).toEqual([false, false, false, false, false]);
    expect(['RE', 'JE', 'AX', 'DE'].map(ibanCountryOf)).toEqual(['FR', 'GB', 'FI', 'DE']);
  });

  it('read no country out of an object property name', () => {
    expect(usesIban('constructor')).toBe(false);
    expect(ibanCountryOf('toString')).toBe('toString');
  });
});

describe('bicProblem', () => {
  it.each(['DEUTDEFF', 'DEUTDEFF500', 'NWBKGB2L', 'UBSWCHZH80A'])('accepts %s', (bic) => {
    expect(bicProblem(bic)).toBeNull();
  });

  it.each(['DEUTDEF', 'DEUTDEFF50', 'DEUTDEFF5000'])('refuses %s, which is neither 8 nor 11 long', (bic) => {
    expect(bicProblem(bic)).toBe('A BIC (SWIFT code) has 8 or 11 letters and digits');
  });

  it.each(['DEU1DEFF', 'DEUTD3FF', 'DEUTDEF_', 'DEUTDEFF50_'])(
    'refuses %s, which is not shaped as a BIC',
    (bic) => {
      expect(bicProblem(bic)).toBe(
        'A BIC starts with 4 letters for the bank and 2 for its country, as DEUTDEFF',
      );
    },
  );
});

describe('bicCountryProblem', () => {
  it.each([
    ['DEUTDEFF', 'DE'],
    ['UBSWCHZH80A', 'CH'],
    ['BNPARERX', 'RE'],
    ['BNPAFRPP', 'RE'],
  ])('accepts %s for a bank in %s', (bic, country) => {
    expect(bicCountryProblem(bic, country)).toBeNull();
  });

  it("refuses a BIC of another country's bank", () => {
    expect(bicCountryProblem('BNPAFRPP', 'DE')).toBe('This BIC is for a bank in FR; your bank country is DE');
    expect(bicCountryProblem('DEUTDEFF', 'RE')).toBe('This BIC is for a bank in DE; your bank country is RE');
  });
});
