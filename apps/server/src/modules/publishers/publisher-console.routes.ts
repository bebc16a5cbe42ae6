import { publisherConsoleCalls as calls } from '@atlas/shared';
import { csvContentType, sendFile } from '../../platform/export';
import { defineRoute } from '../../platform/route';
import { publisherAudit } from './publisher-audit';
import {
  exportPublishers,
  searchPublishersForConsole,
  setPublisherAssociate,
  setPublisherNote,
} from './publisher-console.service';

export const publisherConsoleRoutes = [
  // GET publisher/search: a quick search for pickers
  defineRoute(calls.searchPublishers, {
    handler: ({ deps, query }) => searchPublishersForConsole(deps, query.keyword),
  }),
  // PUT publisher/associate: unverified, verified or blocked
  defineRoute(calls.setPublisherAssociate, {
    audit: publisherAudit,
    handler: ({ deps, body }) => setPublisherAssociate(deps, body),
  }),
  // PUT publisher/note: the operators' note, empty clears it
  defineRoute(calls.setPublisherNote, {
    audit: publisherAudit,
    handler: ({ deps, actor, body }) => setPublisherNote(deps, actor, body),
  }),
  // EXPORT publisher/export (platform publisher)
  defineRoute(calls.exportPublishers, {
    handler: async ({ deps, query, reply }) => {
      const file = await exportPublishers(deps, query);
      return sendFile(reply, file.fileName, csvContentType, file.stream);
    },
  }),
];
