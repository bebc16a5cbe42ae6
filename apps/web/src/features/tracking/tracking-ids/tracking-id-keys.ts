import { linkKeys } from '../link-builder/link-keys';

// Tracking ids' query keys: the publisher's list is the one the link filters read too, so a
// tracking id created or deleted here shows there at once.
export const trackingIdKeys = {
  list: linkKeys.trackingIds,
  subIds: (id: string) => [...linkKeys.trackingIds, id, 'sub-ids'] as const,
  cooperate: ['tracking', 'cooperate-tracking-ids'] as const,
  cooperateList: (cooperationName: string) =>
    ['tracking', 'cooperate-tracking-ids', cooperationName] as const,
};
