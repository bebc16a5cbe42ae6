import type { TDelegationAccess, TDelegationStatus } from '@atlas/shared';

export const accessLabels: Record<TDelegationAccess, string> = {
  full: 'Full access',
  read_only: 'Read-only',
};

/** For sentences: "with read-only access". */
export const accessWords: Record<TDelegationAccess, string> = {
  full: 'full',
  read_only: 'read-only',
};

export const accessHints: Record<TDelegationAccess, string> = {
  full: 'Can do everything you can, except manage delegates and the API key',
  read_only: 'Can look at everything, change nothing',
};

export const statusLabels: Record<TDelegationStatus, { label: string; color: string }> = {
  invited: { label: 'Invited', color: 'gold' },
  active: { label: 'Active', color: 'green' },
  disabled: { label: 'Disabled', color: 'default' },
};
