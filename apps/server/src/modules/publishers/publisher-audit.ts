import type { TAuditSpec } from '../../platform/audit';
import { findPublisherStanding } from './publishers.repository';

/** The audit log's view of a publisher an operator changes, named by the body's `publisherId`. */
export const publisherAudit: TAuditSpec = {
  target: 'publisher',
  id: ({ body }) => (body as { publisherId?: string } | undefined)?.publisherId,
  snapshot: (deps, id) => findPublisherStanding(deps.db, id),
};
