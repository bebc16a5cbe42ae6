import { AppstoreOutlined, ShopOutlined } from '@ant-design/icons';
import { Segmented } from 'antd';
import { PageHeader } from '../../../components/page-header';
import { BrandPage } from './brand-page';
import { BrandsView } from './brands-view';
import { CatalogueGate } from './catalogue-gate';
import type { TCatalogueView } from './catalogue-params';
import { ProductDrawer } from './product-drawer';
import { ProductsView } from './products-view';
import { useCatalogueParams } from './use-catalogue-params';

/**
 * The publisher's Catalogue (spec 2.3): products by category with filters, brands to discover,
 * a brand's page and a product's drawer, each in the URL so a view can be shared.
 */
export function CataloguePage() {
  const catalogue = useCatalogueParams();
  const { params, countryCode, set, openProduct, brandHref } = catalogue;
  const brandId = params.brandId;

  return (
    <>
      <PageHeader
        title="Catalogue"
        subtitle={`Products you can promote on Amazon ${countryCode}, with what each pays.`}
        extra={
          brandId ? null : (
            <Segmented<TCatalogueView>
              aria-label="Browse by"
              value={params.view}
              onChange={(view) => set({ view })}
              options={[
                { value: 'products', label: 'Products', icon: <AppstoreOutlined /> },
                { value: 'brands', label: 'Brands', icon: <ShopOutlined /> },
              ]}
            />
          )
        }
      />
      <CatalogueGate countryCode={countryCode}>
        {brandId ? (
          <BrandPage {...catalogue} brandId={brandId} />
        ) : params.view === 'brands' ? (
          <BrandsView {...catalogue} />
        ) : (
          <ProductsView {...catalogue} />
        )}
        <ProductDrawer
          productId={params.productId}
          onClose={() => openProduct(undefined)}
          brandHref={brandHref}
        />
      </CatalogueGate>
    </>
  );
}
