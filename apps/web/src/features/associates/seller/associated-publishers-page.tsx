import type { TAssociatedPublisher } from '@atlas/shared';
import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { applyListChange } from '../../../lib/use-list-filters';
import { useSearchParams } from '../../../lib/use-search-params';
import { KeyboardScroll } from '../keyboard-scroll';
import { BrandRatesTab } from './brand-rates-tab';
import { PublisherBrandsDrawer } from './publisher-brands-drawer';
import { PublishersTab } from './publishers-tab';
import { RateHistoryDrawer, type TRateKey } from './rate-history-drawer';
import { RateModal, type TRateTarget } from './rate-modal';

/**
 * The seller's Associated publishers (spec 2.3, 7.5): associate publishers earning on its brands,
 * the associate commission per brand and per publisher, set one at a time or several at once,
 * and each rate's history. Tab and filters are in the URL.
 */
export function AssociatedPublishersPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'brands' ? 'brands' : 'publishers';
  const change = (next: Record<string, string | number | undefined>) =>
    setParams((previous) => applyListChange(previous, next));
  const [target, setTarget] = useState<TRateTarget | null>(null);
  const [history, setHistory] = useState<TRateKey | null>(null);
  const [publisher, setPublisher] = useState<TAssociatedPublisher | null>(null);
  const filters = {
    brandId: params.get('brandId') ?? undefined,
    search: params.get('search') ?? undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  return (
    <>
      <PageHeader
        title="Associated publishers"
        subtitle="Publishers who sell your products under their own associates tag, and the extra associate commission you pay them per brand or per publisher."
      />
      <KeyboardScroll label="Associated publishers table">
        <Card variant="borderless">
          <Tabs
            activeKey={tab}
            onChange={(key) =>
              change({ tab: key === 'publishers' ? undefined : key, brandId: undefined, search: undefined })
            }
            destroyOnHidden
            items={[
              {
                key: 'publishers',
                label: 'Publishers',
                children: <PublishersTab filters={filters} onChange={change} onOpen={setPublisher} />,
              },
              {
                key: 'brands',
                label: 'Brand rates',
                children: <BrandRatesTab onSet={setTarget} onHistory={setHistory} />,
              },
            ]}
          />
        </Card>
      </KeyboardScroll>
      <PublisherBrandsDrawer
        publisher={publisher}
        onClose={() => setPublisher(null)}
        onSet={setTarget}
        onHistory={setHistory}
      />
      <RateModal target={target} onClose={() => setTarget(null)} />
      <RateHistoryDrawer rate={history} onClose={() => setHistory(null)} />
    </>
  );
}
