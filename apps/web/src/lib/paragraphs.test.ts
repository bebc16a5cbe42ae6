import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Paragraphs, toParagraphs, toSegments } from './paragraphs';

const text = (value: string) => ({ type: 'text', value });
const link = (value: string) => ({ type: 'link', value });

describe('toParagraphs', () => {
  it('makes one paragraph per group of lines separated by blank lines', () => {
    const result = toParagraphs('Hello\nsecond line\n\n  \n\nNew paragraph\r\nend\n');
    expect(result).toEqual([
      [[text('Hello')], [text('second line')]],
      [[text('New paragraph')], [text('end')]],
    ]);
  });

  it('answers no paragraphs for empty or blank text', () => {
    expect(toParagraphs('')).toEqual([]);
    expect(toParagraphs('\n \n')).toEqual([]);
  });
});

describe('toSegments', () => {
  it('turns http and https URLs into links between text', () => {
    expect(toSegments('See https://atlas.test/a?b=1#c and http://x.test now')).toEqual([
      text('See '),
      link('https://atlas.test/a?b=1#c'),
      text(' and '),
      link('http://x.test'),
      text(' now'),
    ]);
  });

  it('leaves sentence punctuation after a URL out of the link', () => {
    expect(toSegments('Go to https://atlas.test/deals.')).toEqual([
      text('Go to '),
      link('https://atlas.test/deals'),
      text('.'),
    ]);
    expect(toSegments('(see https://atlas.test/x), then!')).toEqual([
      text('(see '),
      link('https://atlas.test/x'),
      text('), then!'),
    ]);
    expect(toSegments('https://atlas.test/q?a=1;')).toEqual([link('https://atlas.test/q?a=1'), text(';')]);
  });

  it('keeps a bracket the URL opened itself', () => {
    expect(toSegments('https://en.wikipedia.org/wiki/Amazon_(company).')).toEqual([
      link('https://en.wikipedia.org/wiki/Amazon_(company)'),
      text('.'),
    ]);
  });

  it('does not link other schemes or a bare scheme', () => {
    expect(toSegments('ftp://atlas.test and https://')).toEqual([text('ftp://atlas.test and https://')]);
  });
});

describe('Paragraphs', () => {
  it('renders paragraphs with line breaks, new-tab links and the 14px/22px type', () => {
    const html = renderToStaticMarkup(createElement(Paragraphs, { text: 'One\nhttps://a.test/x.\n\nTwo' }));
    expect(html).toBe(
      '<p style="font-size:14px;line-height:22px">One<br/>' +
        '<a href="https://a.test/x" target="_blank" rel="noopener noreferrer">https://a.test/x</a>.</p>' +
        '<p style="font-size:14px;line-height:22px">Two</p>',
    );
  });
});
