import { Flex } from 'antd';
import { PageHeader } from '../../../components/page-header';
import { ImContactCard } from '../../account/im-contact-card';
import { CommissionConfigCard } from '../commissions/commission-config-card';
import { BrandsCard } from './brands-card';
import { CountryCard } from './country-card';
import { MarketplaceConnectionCard } from './marketplace-connection-card';
import { NoticeCard } from './notice-card';

/**
 * The seller's Account area: a stack of cards, one per setting, so more (the notice, brands,
 * country) join as cards without touching the others.
 */
export function SellerAccountPage() {
  return (
    <>
      <PageHeader title="Account" subtitle="Your Amazon connection and how we can reach you." />
      <Flex vertical gap={24}>
        <MarketplaceConnectionCard />
        <BrandsCard />
        <CountryCard />
        <CommissionConfigCard />
        <ImContactCard />
        <NoticeCard />
      </Flex>
    </>
  );
}
