import { marketplaces, timeZoneLabel } from '@atlas/shared';
import { Card, Flex, Select, Typography } from 'antd';
import { useMarketplace } from '../../../components/marketplace/use-marketplace';
import { useSellerSettings } from '../notice/use-seller-settings';

const options = marketplaces.map((m) => ({
  value: m.code,
  label: `${m.code} · ${m.site} · ${timeZoneLabel(m.code, 'long')}`,
}));

/**
 * The seller's current marketplace (seller/switch-country): every list, count and export starts
 * there. The switcher at the top of every page is the same setting.
 */
export function CountryCard() {
  const { data } = useSellerSettings();
  const [marketplace, setMarketplace] = useMarketplace();
  return (
    <Card title="Marketplace" data-testid="country-card">
      <Flex vertical gap={8}>
        <Select
          aria-label="Current marketplace"
          value={data?.currentCountry ?? marketplace}
          options={options}
          onChange={setMarketplace}
          style={{ maxWidth: 420 }}
        />
        <Typography.Text type="secondary">
          Your products, brands filter and exports open in this marketplace. Changing the marketplace at the
          top of any page changes it here too.
        </Typography.Text>
      </Flex>
    </Card>
  );
}
