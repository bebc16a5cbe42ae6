import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { csvContentType, csvPages, neutralizeFormula, pagesByPosition, sendFile, toCsv } from './export';

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

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let all = '';
  for await (const chunk of stream) {
    all += String(chunk);
  }
  return all;
}

describe('csvPages', () => {
  const ids = Array.from({ length: 7 }, (_, i) => i + 1);
  const column = [{ header: 'Id', value: (r: { id: number }) => r.id }];

  it('asks for each page after the last row of the one before, and writes every row once', async () => {
    const asked: (number | undefined)[] = [];
    const stream = await csvPages(
      column,
      async (last, limit) => {
        asked.push(last?.id);
        return ids
          .filter((id) => id > (last?.id ?? 0))
          .slice(0, limit)
          .map((id) => ({ id }));
      },
      3,
    );
    expect(await text(stream)).toBe(`\uFEFFId\r\n${ids.join('\r\n')}\r\n`);
    expect(asked).toEqual([undefined, 3, 6]);
  });

  it('reads once more after a full last page, and stops on the empty one', async () => {
    const asked: (number | undefined)[] = [];
    const stream = await csvPages(
      column,
      async (last, limit) => {
        asked.push(last?.id);
        return ids
          .slice(0, 6)
          .filter((id) => id > (last?.id ?? 0))
          .slice(0, limit)
          .map((id) => ({ id }));
      },
      3,
    );
    expect(await text(stream)).toBe('\uFEFFId\r\n1\r\n2\r\n3\r\n4\r\n5\r\n6\r\n');
    expect(asked).toEqual([undefined, 3, 6]);
  });

  it('pages a grouped report by position, counting the rows already read', async () => {
    const offsets: number[] = [];
    const stream = await csvPages(
      column,
      pagesByPosition(async (offset, limit) => {
        offsets.push(offset);
        return ids.slice(offset, offset + limit).map((id) => ({ id }));
      }),
      3,
    );
    expect(await text(stream)).toBe(`\uFEFFId\r\n${ids.join('\r\n')}\r\n`);
    expect(offsets).toEqual([0, 3, 6]);
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
