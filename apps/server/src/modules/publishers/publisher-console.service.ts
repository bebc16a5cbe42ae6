import {
  operatorNoteOf,
  type TPublisherAssociateRequest,
  type TPublisherSearchResult,
  type TPublisherStanding,
  type ZPublisherExportQuerySchema,
  type ZPublisherNoteRequestSchema,
} from '@atlas/shared';
import type { z } from 'zod';
import type { TOperatorActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { csvPages, type TCsvColumn } from '../../platform/export';
import {
  findPublisherConsoleState,
  publisherExportPage,
  searchPublishers,
  setAssociateStatus,
  setOperatorNote,
} from './publishers.repository';

// The console's own calls on publishers (spec 7.15): the picker's search, the associate
// standing, the operators' note and the export (docs/domain.md, "Operator console: publishers
// and commission reports (issue 13)").

const searchLimit = 20;

/** The publisher's note as the console shows it, or null when there is none. */
export const publisherNoteOf = (row: {
  operatorNote: string | null;
  operatorNoteAt: Date | null;
  operatorNoteBy: string | null;
}) => operatorNoteOf({ text: row.operatorNote, at: row.operatorNoteAt, by: row.operatorNoteBy });

/** GET publisher/search: an exact id first, then by name; at most 20. */
export async function searchPublishersForConsole(
  deps: TDeps,
  keyword: string,
): Promise<TPublisherSearchResult> {
  return { items: await searchPublishers(deps.db, keyword, searchLimit) };
}

async function standingOf(deps: TDeps, publisherId: string): Promise<TPublisherStanding> {
  const row = await findPublisherConsoleState(deps.db, publisherId);
  if (!row) {
    throw notFound('Publisher');
  }
  return { publisherId, associateStatus: row.associateStatus, note: publisherNoteOf(row) };
}

/** PUT publisher/associate: any of the three, any time; setting the same one again is no error. */
export async function setPublisherAssociate(
  deps: TDeps,
  input: Required<TPublisherAssociateRequest>,
): Promise<TPublisherStanding> {
  if (!(await setAssociateStatus(deps.db, input.publisherId, input.status, deps.now()))) {
    throw notFound('Publisher');
  }
  return standingOf(deps, input.publisherId);
}

/** PUT publisher/note: trimmed by the contract; empty clears the note. */
export async function setPublisherNote(
  deps: TDeps,
  actor: TOperatorActor,
  input: z.output<typeof ZPublisherNoteRequestSchema>,
): Promise<TPublisherStanding> {
  const text = input.note === '' ? null : input.note;
  const saved = await setOperatorNote(deps.db, input.publisherId, {
    text,
    operatorId: actor.operatorId,
    now: deps.now(),
  });
  if (!saved) {
    throw notFound('Publisher');
  }
  return standingOf(deps, input.publisherId);
}

const day = (at: Date | null) => (at ? at.toISOString().slice(0, 10) : '');

/** EXPORT publisher/export: streamed page by page, formula-safe (platform/export.ts). */
export async function exportPublishers(
  deps: TDeps,
  query: z.output<typeof ZPublisherExportQuerySchema>,
): Promise<{ fileName: string; stream: Awaited<ReturnType<typeof csvPages>> }> {
  const filter = {
    reviewStatus: query.reviewStatus,
    associateStatus: query.associateStatus,
    bankStatus: query.bankStatus,
    search: query.search || undefined,
  };
  const read = (last: { id: string } | undefined, limit: number) =>
    publisherExportPage(deps.db, filter, { limit, afterId: last?.id });
  type TRow = Awaited<ReturnType<typeof read>>[number];
  const columns: TCsvColumn<TRow>[] = [
    { header: 'Publisher id', value: (r) => r.id },
    { header: 'Name', value: (r) => r.name },
    { header: 'E-mail', value: (r) => r.email },
    { header: 'Account status', value: (r) => r.accountStatus },
    { header: 'Review status', value: (r) => r.reviewStatus },
    { header: 'Review reason', value: (r) => r.reviewReason },
    { header: 'Bank status', value: (r) => r.bankStatus ?? 'none' },
    { header: 'Associate status', value: (r) => r.associateStatus },
    {
      header: 'Associates tags',
      value: (r) =>
        Object.entries(r.trackingTags)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([country, tag]) => `${country}: ${tag}`)
          .join('; '),
    },
    { header: 'Note', value: (r) => r.operatorNote },
    { header: 'Created', value: (r) => day(r.createdAt) },
    { header: 'Approved at', value: (r) => (r.reviewStatus === 'approved' ? day(r.reviewedAt) : '') },
  ];
  return {
    fileName: `AffiliateAtlas_Publishers_${deps.now().toISOString().slice(0, 10)}.csv`,
    stream: await csvPages(columns, read),
  };
}
