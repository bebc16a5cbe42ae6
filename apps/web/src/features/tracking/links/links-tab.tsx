import { PlusOutlined } from '@ant-design/icons';
import type { TTrackingLink } from '@atlas/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useCall } from '../../../api/calls';
import { LoadFailed } from '../../../components/load-failed';
import { formatNumber } from '../../../lib/format';
import type { TLinkBuilderTarget } from '../link-builder/link-builder-calls';
import { LinkBuilderModal } from '../link-builder/link-builder-modal';
import { quiet } from '../tracking-quiet';
import { AssociateProductPicker } from './associate-product-picker';
import { ExportLinksButton } from './export-links-button';
import { LinkDrawer } from './link-drawer';
import { LinkFilters } from './link-filters';
import { linkListCalls } from './link-list-calls';
import { LinksEmpty } from './links-empty';
import { exportQueryOf, linkPageSize, listQueryOf, type TLinkKind } from './links-params';
import { LinksTable } from './links-table';
import type { useLinksParams } from './use-links-params';

export type LinksTabProps = ReturnType<typeof useLinksParams> & { kind: TLinkKind };

const nouns: Record<TLinkKind, string> = {
  product: 'product links',
  brand: 'brand links',
  associate: 'associate links',
};

/** One kind of link: filters, the server's pages, the export, a link's detail, and (associate) a new one. */
export function LinksTab({ kind, params, filtered, set, clearFilters }: LinksTabProps) {
  const [opened, setOpened] = useState<TTrackingLink | null>(null);
  const [picking, setPicking] = useState(false);
  const [building, setBuilding] = useState<TLinkBuilderTarget | null>(null);
  const query = listQueryOf(params, kind);
  const links = useCall(linkListCalls[kind].list, { query }, { ...quiet, placeholderData: keepPreviousData });
  const total = links.data?.total ?? 0;
  const newAssociateLink = () => setPicking(true);

  return (
    <Flex vertical gap={16}>
      <LinkFilters kind={kind} params={params} filtered={filtered} onChange={set} onClear={clearFilters} />
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text type="secondary" aria-live="polite">
          {links.data ? `${formatNumber(total)} ${nouns[kind]}` : ' '}
        </Typography.Text>
        <Flex gap={8} wrap>
          <ExportLinksButton kind={kind} query={exportQueryOf(params, kind)} disabled={total === 0} />
          {kind === 'associate' ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={newAssociateLink}>
              New associate link
            </Button>
          ) : null}
        </Flex>
      </Flex>
      {links.error && !links.data ? (
        <LoadFailed what={`your ${nouns[kind]}`} error={links.error} onRetry={() => void links.refetch()} />
      ) : (
        <LinksTable
          kind={kind}
          links={links.data?.items ?? []}
          total={total}
          page={params.page}
          pageSize={linkPageSize}
          loading={links.isFetching}
          empty={
            links.isLoading ? (
              ' '
            ) : (
              <LinksEmpty
                kind={kind}
                filtered={filtered}
                onClear={clearFilters}
                onNewAssociateLink={newAssociateLink}
              />
            )
          }
          onPage={(page) => set({ page })}
          onOpen={setOpened}
        />
      )}
      <LinkDrawer link={opened} onClose={() => setOpened(null)} />
      {kind === 'associate' ? (
        <>
          <AssociateProductPicker
            open={picking}
            onClose={() => setPicking(false)}
            onPick={(product) => {
              setPicking(false);
              setBuilding({ kind: 'associate', productId: product.id, countryCode: product.countryCode });
            }}
          />
          <LinkBuilderModal target={building} mode="publisher" onClose={() => setBuilding(null)} />
        </>
      ) : null}
    </Flex>
  );
}
