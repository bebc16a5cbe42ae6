import {
  ErrorCode,
  noTrackingId,
  type TPublisherReportFilter,
  type TTrackingIdAggAnswer,
  type TTrackingIdDetailQuery,
} from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { findTrackingIdNames } from './report-labels.repository';
import { reportSets } from './report-set';
import { reportAgg, reportPage } from './reports.service';

// A publisher's one tracking id: its figures against the previous range, and its links. The
// id is the publisher's own (404 otherwise), or `none` for the links that carry none.

async function trackingIdName(deps: TDeps, actor: TUserActor, trackingId: string): Promise<string | null> {
  if (trackingId === noTrackingId) {
    return null;
  }
  const [found] = await findTrackingIdNames(deps.db, actor.userId, [trackingId]);
  if (!found) {
    throw new AppError(ErrorCode.notFound, 'Tracking id not found', {
      fields: [{ path: 'trackingId', message: 'Tracking id not found' }],
    });
  }
  return found.name;
}

/** GET publisher/commission/reports/tracking-id/agg */
export async function trackingIdAgg(
  deps: TDeps,
  actor: TUserActor,
  query: TPublisherReportFilter & { trackingId: string },
): Promise<TTrackingIdAggAnswer> {
  const name = await trackingIdName(deps, actor, query.trackingId);
  const agg = await reportAgg(deps, reportSets.publisher, actor, query);
  return { ...agg, trackingId: query.trackingId, trackingIdName: name };
}

/** GET publisher/commission/reports/tracking-id/detail: the tracking id's links with their figures. */
export async function trackingIdDetail(deps: TDeps, actor: TUserActor, query: TTrackingIdDetailQuery) {
  const name = await trackingIdName(deps, actor, query.trackingId);
  const page = await reportPage(deps, reportSets.publisher, actor, 'link', query);
  return { ...page, trackingId: query.trackingId, trackingIdName: name };
}
