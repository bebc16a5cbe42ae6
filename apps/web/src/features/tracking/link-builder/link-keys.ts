// The query keys of links: the builder and the Tracking links page share the answers they both
// read, and a saved link refreshes every list under `root`.
const root = ['tracking', 'links'] as const;

export const linkKeys = {
  root,
  init: (mode: string, target: object) => [...root, 'init', mode, target] as const,
  preview: (target: object, params: object) => [...root, 'preview', target, params] as const,
  lists: [...root, 'list'] as const,
  list: (kind: string, query: object) => [...root, 'list', kind, query] as const,
  detail: (kind: string, id: string) => [...root, 'detail', kind, id] as const,
  brands: (search: string) => [...root, 'brands', search] as const,
  trackingIds: ['tracking', 'tracking-ids'] as const,
  sources: ['tracking', 'sources'] as const,
};
