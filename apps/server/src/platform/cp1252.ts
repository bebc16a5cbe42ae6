// Windows-1252 ("Cp1252"): the charset Amazon writes its flat-file listings reports in, and the
// one Excel saves a plain CSV in on a German or French Windows. Node's TextDecoder('windows-1252')
// decodes it as ISO-8859-1, turning 0x80–0x9F (€, –, “ ”, ™ …) into control characters, so those
// 32 bytes are mapped here (the WHATWG encoding table); the rest is Latin-1 in both.

/** The characters of 0x80–0x9F; the five bytes the code page leaves unassigned keep their C1 code. */
const high = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d,
  0x017d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0x9d, 0x017e, 0x0178,
].map((code) => String.fromCharCode(code));

export function decodeCp1252(bytes: Uint8Array): string {
  return Buffer.from(bytes)
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (char) => high[char.charCodeAt(0) - 0x80] as string);
}

/** Text as Cp1252 bytes; a character the code page lacks becomes '?', as Amazon writes it. */
export function encodeCp1252(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    const mapped = high.indexOf(char);
    bytes.push(mapped >= 0 ? 0x80 + mapped : code < 0x100 && (code < 0x80 || code >= 0xa0) ? code : 0x3f);
  }
  return Uint8Array.from(bytes);
}
