import { GlobalOutlined } from '@ant-design/icons';
import { marketplaces, timeZoneLabel } from '@atlas/shared';
import { Select } from 'antd';
import { useMarketplace } from './use-marketplace';

const options = marketplaces.map((m) => ({
  value: m.code,
  label: `${m.code} · ${timeZoneLabel(m.code)}`,
  title: `${m.site}, ${timeZoneLabel(m.code, 'long')}`,
}));

/** Picks the marketplace (US, CA, FR, DE, UK) with its time-zone label, e.g. 'US · PT'. */
export function MarketplaceSwitcher() {
  const [marketplace, setMarketplace] = useMarketplace();
  return (
    <Select
      aria-label="Marketplace"
      data-testid="marketplace-switcher"
      prefix={<GlobalOutlined aria-hidden />}
      value={marketplace}
      options={options}
      onChange={setMarketplace}
      popupMatchSelectWidth={false}
      style={{ minWidth: 132 }}
    />
  );
}
