import { countryCodes } from '@atlas/shared';
import { Button, Card, Empty, Flex } from 'antd';
import { useMarketplace } from '../../../components/marketplace/use-marketplace';

export type CatalogueEmptyProps = {
  /** What the grid lists: 'product' or 'brand'. */
  noun: 'product' | 'brand';
  filtered: boolean;
  onClear: () => void;
};

/** Why a list is empty: the filters (clear them) or the marketplace (try another). */
export function CatalogueEmpty({ noun, filtered, onClear }: CatalogueEmptyProps) {
  const [countryCode, setCountryCode] = useMarketplace();
  return (
    <Card variant="borderless">
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        style={{ padding: '24px 0' }}
        description={
          filtered
            ? `No ${noun} matches these filters.`
            : `No ${noun}s to promote in ${countryCode} yet. Sellers add products every day; another marketplace may have some now.`
        }
      >
        {filtered ? (
          <Button type="primary" onClick={onClear}>
            Clear filters
          </Button>
        ) : (
          <Flex gap={8} justify="center" wrap>
            {countryCodes
              .filter((code) => code !== countryCode)
              .map((code) => (
                <Button key={code} onClick={() => setCountryCode(code)}>
                  Browse {code}
                </Button>
              ))}
          </Flex>
        )}
      </Empty>
    </Card>
  );
}
