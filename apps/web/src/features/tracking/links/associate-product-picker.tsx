import {
  countryCodes,
  publisherCatalogueCalls,
  type TCatalogueProduct,
  type TCountryCode,
} from '@atlas/shared';
import { Flex, Form, Modal, Select, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useCall } from '../../../api/calls';
import { catalogueReadOptions } from '../../../api/publisher-catalogue';
import { useMarketplace } from '../../../components/marketplace/use-marketplace';
import { errorText } from '../../../components/server-error';

export type AssociateProductPickerProps = {
  open: boolean;
  onClose: () => void;
  onPick: (product: TCatalogueProduct) => void;
};

/** "New associate link": finds the product in the catalogue (by title or ASIN) before the builder opens on it. */
export function AssociateProductPicker({ open, onClose, onPick }: AssociateProductPickerProps) {
  const [marketplace] = useMarketplace();
  const [countryCode, setCountryCode] = useState<TCountryCode>(marketplace);
  const [typed, setTyped] = useState('');
  const search = useDeferredValue(typed.trim());
  const query = { countryCode, search: search || undefined, dealsOnly: undefined, page: 1, pageSize: 20 };
  const found = useCall(
    publisherCatalogueCalls.findProducts,
    { query },
    {
      ...catalogueReadOptions,
      enabled: open,
      placeholderData: (previous) => previous,
    },
  );
  const products = found.data?.items ?? [];
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title="New associate link"
      footer={null}
      width={560}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        Pick a product of the catalogue: its link carries your own associates tag.
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label="Marketplace" htmlFor="associate-marketplace">
          <Select<TCountryCode>
            id="associate-marketplace"
            value={countryCode}
            options={countryCodes.map((c) => ({ value: c, label: c }))}
            onChange={setCountryCode}
          />
        </Form.Item>
        <Form.Item
          label="Product"
          htmlFor="associate-product"
          validateStatus={found.error ? 'error' : undefined}
          help={found.error ? errorText(found.error) : undefined}
        >
          <Select<string>
            id="associate-product"
            showSearch={{ filterOption: false, onSearch: setTyped }}
            placeholder="Search the catalogue by title or ASIN"
            loading={found.isFetching}
            notFoundContent={found.isFetching ? 'Searching…' : 'No product matches'}
            options={products.map((p) => ({
              value: p.id,
              label: (
                <Flex justify="space-between" gap={12}>
                  <Typography.Text ellipsis style={{ maxWidth: 300 }}>
                    {p.title}
                  </Typography.Text>
                  <Typography.Text type="secondary">{p.asin}</Typography.Text>
                </Flex>
              ),
            }))}
            onChange={(id) => {
              const product = products.find((p) => p.id === id);
              if (product) {
                onPick(product);
              }
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
