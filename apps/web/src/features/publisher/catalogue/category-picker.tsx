import { ApartmentOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Card, Drawer } from 'antd';
import { useState } from 'react';
import { useCatalogueSource } from './catalogue-source';
import { CategoryTree, type CategoryTreeProps } from './category-tree';
import { useCategoryTree } from './use-category-tree';

export type CategoryPickerProps = CategoryTreeProps & { wide: boolean };

/** The category tree beside the grid on a wide screen; on a phone, a button opening it in a drawer. */
export function CategoryPicker({ wide, ...tree }: CategoryPickerProps) {
  const [open, setOpen] = useState(false);
  const { label } = useCategoryTree(tree.countryCode, tree.chosen);
  const finer = Boolean(useCatalogueSource().getCategoryTree);
  if (wide) {
    return (
      <Card size="small" title="Categories" variant="borderless" styles={{ body: { padding: 8 } }}>
        <CategoryTree {...tree} />
      </Card>
    );
  }
  return (
    <>
      <Button icon={<ApartmentOutlined />} onClick={() => setOpen(true)} aria-haspopup="dialog" block>
        <span style={{ flex: 1, textAlign: 'left', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          Category: {label}
        </span>
        <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </Button>
      <Drawer title="Categories" placement="bottom" size="80%" open={open} onClose={() => setOpen(false)}>
        <CategoryTree
          {...tree}
          onChoose={(choice) => {
            tree.onChoose(choice);
            // A first-level category may open into finer ones: stay for those.
            if (choice.categoryId || !choice.categoryKey || !finer) {
              setOpen(false);
            }
          }}
        />
      </Drawer>
    </>
  );
}
