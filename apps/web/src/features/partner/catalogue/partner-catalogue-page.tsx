import { Suspense, useState } from 'react';
import { lazyScreen } from '../../../components/lazy-screen';
import { PageHeader } from '../../../components/page-header';
import { CatalogueGate } from '../../publisher/catalogue/catalogue-gate';
import { CatalogueSourceProvider } from '../../publisher/catalogue/catalogue-source';
import { ProductsView } from '../../publisher/catalogue/products-view';
import { useCatalogueParams } from '../../publisher/catalogue/use-catalogue-params';
import { partnerCatalogueSource } from './partner-catalogue-source';

// The product's drawer (its details, variations, deals, and Descriptions, Tabs and tables to
// show them) is fetched the first time a product is opened, not with the catalogue's first
// screen (bench/README.md, "What a page downloads").
const ProductDrawer = lazyScreen(() => import('../../publisher/catalogue/product-drawer'), 'ProductDrawer');

/**
 * The partner's Catalogue (spec 2.3 Partner): the products publishers can promote, by category
 * with filters, each with "Get link" for a link under one of the partner's cooperations.
 */
export function PartnerCataloguePage() {
  const catalogue = useCatalogueParams();
  const { params, countryCode, openProduct } = catalogue;
  // Once fetched, the drawer stays mounted so it closes with its animation.
  const [drawerWanted, setDrawerWanted] = useState(Boolean(params.productId));
  if (params.productId && !drawerWanted) {
    setDrawerWanted(true);
  }
  return (
    <CatalogueSourceProvider value={partnerCatalogueSource}>
      <PageHeader
        title="Catalogue"
        subtitle={`Products your publishers can promote on Amazon ${countryCode}, with what each pays. Get a link for a cooperation from any product.`}
      />
      <CatalogueGate countryCode={countryCode}>
        <ProductsView {...catalogue} />
        {drawerWanted ? (
          <Suspense fallback={null}>
            <ProductDrawer productId={params.productId} onClose={() => openProduct(undefined)} />
          </Suspense>
        ) : null}
      </CatalogueGate>
    </CatalogueSourceProvider>
  );
}
