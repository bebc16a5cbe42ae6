import { PageHeader } from '../../../components/page-header';
import { CatalogueGate } from '../../publisher/catalogue/catalogue-gate';
import { CatalogueSourceProvider } from '../../publisher/catalogue/catalogue-source';
import { ProductDrawer } from '../../publisher/catalogue/product-drawer';
import { ProductsView } from '../../publisher/catalogue/products-view';
import { useCatalogueParams } from '../../publisher/catalogue/use-catalogue-params';
import { partnerCatalogueSource } from './partner-catalogue-source';

/**
 * The partner's Catalogue (spec 2.3 Partner): the products publishers can promote, by category
 * with filters, each with "Get link" for a link under one of the partner's cooperations.
 */
export function PartnerCataloguePage() {
  const catalogue = useCatalogueParams();
  const { params, countryCode, openProduct } = catalogue;
  return (
    <CatalogueSourceProvider value={partnerCatalogueSource}>
      <PageHeader
        title="Catalogue"
        subtitle={`Products your publishers can promote on Amazon ${countryCode}, with what each pays. Get a link for a cooperation from any product.`}
      />
      <CatalogueGate countryCode={countryCode}>
        <ProductsView {...catalogue} />
        <ProductDrawer productId={params.productId} onClose={() => openProduct(undefined)} />
      </CatalogueGate>
    </CatalogueSourceProvider>
  );
}
