import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton } from 'antd';
import { useMemo } from 'react';
import { noRead } from '../../../api/calls';
import { LoadFailed } from '../../../components/load-failed';
import { builderCalls, type TLinkBuilderMode, type TLinkBuilderTarget } from './link-builder-calls';
import { LinkBuilderForm } from './link-builder-form';

export type LinkBuilderProps = { target: TLinkBuilderTarget; mode: TLinkBuilderMode; onClose: () => void };

/** The builder's body: the server's init for the target first, then the form and its link. */
export function LinkBuilder({ target, mode, onClose }: LinkBuilderProps) {
  const calls = useMemo(() => builderCalls(target, mode), [target, mode]);
  const init = useQuery({
    ...(calls?.init ?? noRead),
    enabled: calls !== null,
  });
  if (!calls) {
    return (
      <Alert type="info" showIcon title="A partner makes product links: open a product to get its link." />
    );
  }
  if (init.error) {
    return <LoadFailed what="the link builder" error={init.error} onRetry={() => void init.refetch()} />;
  }
  if (!init.data) {
    return <Skeleton active avatar paragraph={{ rows: 5 }} />;
  }
  return <LinkBuilderForm init={init.data} calls={calls} mode={mode} onClose={onClose} />;
}
