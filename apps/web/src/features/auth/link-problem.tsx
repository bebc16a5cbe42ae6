import { EntryReason } from '@atlas/shared';
import { Alert, Flex } from 'antd';
import type { ReactNode } from 'react';
import { ApiError } from '../../api/http';
import { AuthCard } from '../../components/auth-card';
import { errorText } from '../../components/server-error';

const titles: Record<string, string> = {
  [EntryReason.linkExpired]: 'This link has expired',
  [EntryReason.linkUsed]: 'This link has already been used',
  [EntryReason.linkInvalid]: 'This link is not valid',
};

/** Why an e-mailed link was refused (`link_expired`, `link_used`, `link_invalid`), if it was. */
export function linkReason(error: unknown): string | undefined {
  return error instanceof ApiError && error.reason && error.reason in titles ? error.reason : undefined;
}

export type LinkProblemProps = { error: unknown; children: ReactNode };

/**
 * A link that cannot be used: what is wrong in plain words, then the next step (`children`).
 * An error with no link reason (server unreachable) says that instead.
 */
export function LinkProblem({ error, children }: LinkProblemProps) {
  const reason = linkReason(error);
  return (
    <AuthCard title={reason ? (titles[reason] ?? 'This link is not valid') : 'We could not check this link'}>
      <Alert
        type={reason === EntryReason.linkUsed ? 'info' : 'warning'}
        showIcon
        title={errorText(error)}
        style={{ marginBottom: 24 }}
      />
      <Flex vertical gap={12}>
        {children}
      </Flex>
    </AuthCard>
  );
}
