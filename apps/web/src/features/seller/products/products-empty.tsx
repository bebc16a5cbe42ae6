import { CloudDownloadOutlined, ShopOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useNavigate } from 'react-router-dom';

export type ProductsEmptyProps = {
  countryCode: string;
  filtered: boolean;
  connected: boolean;
  imported: boolean;
  importing: boolean;
  onClear: () => void;
  onImport: () => void;
};

/** Why the list is empty, and the one step that fills it. */
export function ProductsEmpty(props: ProductsEmptyProps) {
  const navigate = useNavigate();
  const toAccount = () =>
    navigate({ pathname: '/seller/account', search: `?marketplace=${props.countryCode}` });
  const state = (
    description: string,
    action?: { label: string; onClick: () => void; icon?: React.ReactNode },
  ) => (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} style={{ padding: '32px 0' }}>
      {action ? (
        <Button type="primary" icon={action.icon} onClick={action.onClick} loading={props.importing}>
          {action.label}
        </Button>
      ) : null}
    </Empty>
  );

  if (props.filtered) {
    return state('No product matches these filters.', { label: 'Clear filters', onClick: props.onClear });
  }
  if (!props.connected) {
    return state('Connect your Amazon seller account to import your products.', {
      label: 'Connect in Account',
      onClick: toAccount,
      icon: <ShopOutlined />,
    });
  }
  if (props.importing) {
    return state('Importing your catalogue from Amazon… Your products appear here when it is done.');
  }
  if (!props.imported) {
    return state('Your catalogue has not been imported yet.', {
      label: 'Import from Amazon',
      onClick: props.onImport,
      icon: <CloudDownloadOutlined />,
    });
  }
  return state(
    `No products to show in ${props.countryCode}. Activate your brands in Account: their products appear here.`,
    { label: 'Activate brands', onClick: toAccount },
  );
}
