import { Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { isApprovalRequired } from '../../../api/publisher-catalogue';
import { LoadFailed } from '../../../components/load-failed';
import { useCategoryCounts } from './use-category-tree';

export type CatalogueGateProps = { countryCode: string; children: ReactNode };

/**
 * The Catalogue opens once its first call answers: a publisher not yet approved gets 3008 from
 * all of them, and sees what to finish instead of a page of failures. The call is the category
 * counts the tree shows anyway, so approved publishers wait for nothing more.
 */
export function CatalogueGate({ countryCode, children }: CatalogueGateProps) {
  const counts = useCategoryCounts(countryCode);
  // A failed refetch behind categories already shown leaves the page be; a refusal never does.
  if (counts.error && (!counts.data || isApprovalRequired(counts.error))) {
    return <LoadFailed what="the catalogue" error={counts.error} onRetry={() => void counts.refetch()} />;
  }
  if (!counts.data) {
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  return <>{children}</>;
}
