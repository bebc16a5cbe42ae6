import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt parameters (N=2^15, r=8, p=1): about 50 ms a hash here, memory 32 MiB. Vitest's own
// workers (never a server started any other way) may lower N with TEST_SCRYPT_N, so the thousands
// of accounts the tests make cost little: a stored hash carries its N, so it verifies either way.
const productionN = 32768;
const r = 8;
const p = 1;
const keyLength = 64;

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((done, fail) => {
    scrypt(password, salt, keyLength, { ...cost, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? fail(error) : done(key),
    );
  });
}

function testCost(): number | undefined {
  const asked = Number(process.env.TEST_SCRYPT_N);
  return process.env.VITEST && Number.isInteger(asked) && asked >= 2 ? asked : undefined;
}

/** `scrypt$N$r$p$salt$hash`, so the parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const N = testCost() ?? productionN;
  const key = await derive(password, salt, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, blockSize, parallel, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) {
    return false;
  }
  const expected = Buffer.from(hash, 'base64url');
  const params = { N: Number(cost), r: Number(blockSize), p: Number(parallel) };
  const key = await derive(password, Buffer.from(salt, 'base64url'), params);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to compare against when no account matches, so timing does not reveal e-mails. */
export const decoyHash = hashPassword(randomBytes(12).toString('hex'));
