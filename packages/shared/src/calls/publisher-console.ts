import { defineCall } from '../call';
import {
  ZPublisherAssociateRequestSchema,
  ZPublisherExportQuerySchema,
  ZPublisherNoteRequestSchema,
  ZPublisherSearchQuerySchema,
  ZPublisherSearchResultSchema,
  ZPublisherStandingSchema,
} from '../publisher-console';

// Spec 7.15: the console's search, associate standing, note and export of publishers (the list,
// count and reviews are calls/publisher-review.ts).
const operator = { api: 'admin', roles: ['operator'] } as const;

export const publisherConsoleCalls = {
  // GET publisher/search: a quick search for pickers
  searchPublishers: defineCall({
    ...operator,
    method: 'GET',
    path: 'publisher/search',
    summary: 'Up to 20 publishers by name, e-mail or id, for pickers',
    query: ZPublisherSearchQuerySchema,
    response: ZPublisherSearchResultSchema,
  }),
  // PUT publisher/associate: unverified, verified or blocked
  setPublisherAssociate: defineCall({
    ...operator,
    method: 'PUT',
    path: 'publisher/associate',
    summary: "Set a publisher's associate standing; a blocked one makes no associate link or report",
    body: ZPublisherAssociateRequestSchema,
    response: ZPublisherStandingSchema,
  }),
  // PUT publisher/note: the operators' note, empty clears it
  setPublisherNote: defineCall({
    ...operator,
    method: 'PUT',
    path: 'publisher/note',
    summary: "Save the operators' note on a publisher (never shown to it); empty clears it",
    body: ZPublisherNoteRequestSchema,
    response: ZPublisherStandingSchema,
  }),
  // EXPORT publisher/export (platform publisher)
  exportPublishers: defineCall({
    ...operator,
    method: 'GET',
    path: 'publisher/export',
    summary: 'The publishers under the list filters as CSV',
    query: ZPublisherExportQuerySchema,
    download: true,
  }),
};
