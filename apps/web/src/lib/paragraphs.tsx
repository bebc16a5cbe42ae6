import { type CSSProperties, createElement, Fragment, type ReactElement, type ReactNode } from 'react';

export type TSegment = { type: 'text' | 'link'; value: string };
/** Paragraphs → lines → segments. */
export type TParagraphs = TSegment[][][];

export type ParagraphsProps = { text: string };

// Closing punctuation after a URL belongs to the sentence, not the address.
const trailing = /[.,;:!?'"\]}>]+$/;

function trimUrl(candidate: string): string {
  let url = candidate.replace(trailing, '');
  // Keep a ')' the URL opened itself (wiki links), drop one that closes the sentence's bracket.
  while (url.endsWith(')') && (url.match(/\(/g)?.length ?? 0) < (url.match(/\)/g)?.length ?? 0)) {
    url = url.slice(0, -1).replace(trailing, '');
  }
  return url;
}

export function toSegments(line: string): TSegment[] {
  const segments: TSegment[] = [];
  const push = (type: TSegment['type'], value: string) => {
    if (value) {
      segments.push({ type, value });
    }
  };
  let rest = 0;
  for (const match of line.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = trimUrl(match[0]);
    if (url.length <= match[0].indexOf('//') + 2) {
      continue;
    }
    push('text', line.slice(rest, match.index));
    push('link', url);
    rest = match.index + url.length;
  }
  push('text', line.slice(rest));
  return segments;
}

/** Spec 9: one paragraph per group of lines; blank (or whitespace-only) lines separate groups. */
export function toParagraphs(text: string): TParagraphs {
  const paragraphs: TParagraphs = [];
  let lines: TSegment[][] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') {
      if (lines.length > 0) {
        paragraphs.push(lines);
        lines = [];
      }
      continue;
    }
    lines.push(toSegments(line));
  }
  if (lines.length > 0) {
    paragraphs.push(lines);
  }
  return paragraphs;
}

const paragraphStyle: CSSProperties = { fontSize: 14, lineHeight: '22px' };

function renderSegment({ type, value }: TSegment): ReactNode {
  return type === 'link'
    ? createElement('a', { href: value, target: '_blank', rel: 'noopener noreferrer' }, value)
    : value;
}

// Children go to createElement as arguments, not as an array, so React needs no keys for them:
// they are positional, like JSX children, and the text never reorders.
function renderParagraph(lines: TSegment[][]): ReactElement {
  const children: ReactNode[] = [];
  for (const [index, segments] of lines.entries()) {
    if (index > 0) {
      children.push(createElement('br'));
    }
    children.push(...segments.map(renderSegment));
  }
  return createElement('p', { style: paragraphStyle }, ...children);
}

/** Multi-line text as paragraphs with live links (spec 9). */
export function Paragraphs({ text }: ParagraphsProps) {
  return createElement(Fragment, null, ...toParagraphs(text).map(renderParagraph));
}
