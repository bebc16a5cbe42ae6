import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { csvContentType, neutralizeFormula, sendFile, toCsv } from './export';

describe('toCsv', () => {
  it('writes a header, quotes what needs quoting and starts with a BOM', () => {
    const csv = toCsv(
      [
        { header: 'ASIN', value: (r: { asin: string; title: string; bp: number | null }) => r.asin },
        { header: 'Title', value: (r) => r.title },
        { header: 'Commission (bp)', value: (r) => r.bp },
      ],
      [
        { asin: 'B0001', title: 'Mug, "large"', bp: 1250 },
        { asin: 'B0002', title: 'Crème brûlée set', bp: null },
      ],
    );
    expect(csv).toBe(
      '\uFEFFASIN,Title,Commission (bp)\r\nB0001,"Mug, ""large""",1250\r\nB0002,Crème brûlée set,\r\n',
    );
  });

  it.each([
    ['=HYPERLINK("x")', `'=HYPERLINK("x")`],
    ['+1+2', `'+1+2`],
    ['-3', `'-3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=1+2', `'\t=1+2`],
    ['\r=1+2', `'\r=1+2`],
    ['\tindented', `'\tindented`],
    ['plain text', 'plain text'],
    ['a=b', 'a=b'],
  ])('neutralizes %s as %s', (input, output) => {
    expect(neutralizeFormula(input)).toBe(output);
  });

  it('neutralizes a tab or carriage-return start inside a whole export, quoted', () => {
    const csv = toCsv([{ header: 'Title', value: (r: string) => r }], ['\t=cmd', '\r@SUM(A1)']);
    expect(csv).toBe(`\uFEFFTitle\r\n'\t=cmd\r\n"'\r@SUM(A1)"\r\n`);
  });

  it('quotes a cell with a line break of any kind, so a row stays one row', () => {
    const csv = toCsv(
      [{ header: 'Title', value: (r: string) => r }],
      ['Mug\nlarge', 'Cup\rsmall', 'Jar\r\nglass'],
    );
    expect(csv).toBe('\uFEFFTitle\r\n"Mug\nlarge"\r\n"Cup\rsmall"\r\n"Jar\r\nglass"\r\n');
  });

  it('leaves numbers alone, even negative ones', () => {
    expect(toCsv([{ header: 'n', value: (r: number) => r }], [-5])).toBe('\uFEFFn\r\n-5\r\n');
  });
});

describe('sendFile', () => {
  it('names the file for every browser and is never cached', async () => {
    const app = Fastify();
    app.get('/file', (_request, reply) => sendFile(reply, 'Größe "Q1" 2030.csv', csvContentType, 'a,b'));
    const response = await app.inject({ url: '/file' });
    await app.close();
    expect(response.headers['content-type']).toBe(csvContentType);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Gr__e Q1 2030.csv"; filename*=UTF-8''Gr%C3%B6%C3%9Fe%20%22Q1%22%202030.csv`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe('a,b');
  });
});
