/**
 * MD5 of a UTF-8 string, lower-case hex. Only for the image-cache URL signature (spec 7.16),
 * which the browser computes synchronously and WebCrypto does not offer; never for security.
 */
export function md5Hex(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const length = bytes.length;
  const words = new Uint32Array((((length + 8) >>> 6) + 1) * 16);
  for (let i = 0; i < length; i++) {
    words[i >>> 2] = (words[i >>> 2] ?? 0) | ((bytes[i] ?? 0) << ((i % 4) * 8));
  }
  words[length >>> 2] = (words[length >>> 2] ?? 0) | (0x80 << ((length % 4) * 8));
  const bits = length * 8;
  words[words.length - 2] = bits >>> 0;
  words[words.length - 1] = Math.floor(bits / 0x100000000);
  let a = 0x67452301;
  let b = 0xefcdab89;
  let c = 0x98badcfe;
  let d = 0x10325476;
  for (let offset = 0; offset < words.length; offset += 16) {
    const [aa, bb, cc, dd] = [a, b, c, d];
    for (let i = 0; i < 64; i++) {
      let f: number;
      let g: number;
      if (i < 16) {
        f = (b & c) | (~b & d);
        g = i;
      } else if (i < 32) {
        f = (d & b) | (~d & c);
        g = (5 * i + 1) % 16;
      } else if (i < 48) {
        f = b ^ c ^ d;
        g = (3 * i + 5) % 16;
      } else {
        f = c ^ (b | ~d);
        g = (7 * i) % 16;
      }
      const sum = (a + f + (constants[i] ?? 0) + (words[offset + g] ?? 0)) | 0;
      const shift = shifts[(i >>> 4) * 4 + (i % 4)] ?? 0;
      a = d;
      d = c;
      c = b;
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) | 0;
    }
    a = (a + aa) | 0;
    b = (b + bb) | 0;
    c = (c + cc) | 0;
    d = (d + dd) | 0;
  }
  return [a, b, c, d]
    .map((word) => [0, 8, 16, 24].map((s) => ((word >>> s) & 0xff).toString(16).padStart(2, '0')).join(''))
    .join('');
}

const shifts = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
const constants = Array.from(
  { length: 64 },
  (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 0x100000000) | 0,
);
