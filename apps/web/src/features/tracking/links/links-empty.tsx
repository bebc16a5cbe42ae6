import { Button, Empty } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { TLinkKind } from './links-params';

export type LinksEmptyProps = {
  kind: TLinkKind;
  filtered: boolean;
  onClear: () => void;
  onNewAssociateLink: () => void;
};

const howTo: Record<TLinkKind, string> = {
  product: 'No product links yet. Open the Catalogue and press Get link on a product.',
  brand: 'No brand links yet. Open a brand in the Catalogue and press Get brand link.',
  associate:
    'No associate links yet. Press New associate link and pick a product: the link carries your own associates tag.',
};

/** Why a tab lists nothing: its filters (clear them), or no link yet (where to make the first). */
export function LinksEmpty({ kind, filtered, onClear, onNewAssociateLink }: LinksEmptyProps) {
  const navigate = useNavigate();
  if (filtered) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No link matches these filters.">
        <Button type="primary" onClick={onClear}>
          Clear filters
        </Button>
      </Empty>
    );
  }
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={howTo[kind]}>
      {kind === 'associate' ? (
        <Button type="primary" onClick={onNewAssociateLink}>
          New associate link
        </Button>
      ) : (
        <Button
          type="primary"
          onClick={() =>
            navigate(kind === 'brand' ? '/publisher/catalogue?view=brands' : '/publisher/catalogue')
          }
        >
          Open the Catalogue
        </Button>
      )}
    </Empty>
  );
}
