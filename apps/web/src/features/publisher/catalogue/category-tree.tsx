import { Button, Flex, Skeleton, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { formatNumber } from '../../../lib/format';
import {
  allCategoriesKey,
  type TCategoryChoice,
  type TCategoryNode,
  useCategoryTree,
} from './use-category-tree';

export type CategoryTreeProps = {
  countryCode: string;
  chosen: TCategoryChoice;
  onChoose: (choice: TCategoryChoice) => void;
};

function Title({ name, count }: { name: string; count: number | null }) {
  return (
    <Flex justify="space-between" gap={8}>
      <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {name}
      </span>
      {count === null ? null : (
        <Typography.Text type="secondary" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatNumber(count)}
        </Typography.Text>
      )}
    </Flex>
  );
}

const placeholder = (node: TCategoryNode): DataNode =>
  node.failed
    ? { key: `${node.key}/retry`, title: 'Could not load. Select to try again', isLeaf: true }
    : { key: `${node.key}/loading`, title: 'Loading…', isLeaf: true, disabled: true };

function toTreeData(nodes: TCategoryNode[], total: number): DataNode[] {
  return [
    { key: allCategoriesKey, title: <Title name="All categories" count={total} />, isLeaf: true },
    ...nodes.map((node) => ({
      key: node.key,
      title: <Title name={node.name} count={node.productCount} />,
      isLeaf: node.children?.length === 0,
      children: node.children
        ? node.children.map((child) => ({
            key: child.key,
            title: <Title name={child.name} count={child.productCount} />,
            isLeaf: true,
          }))
        : [placeholder(node)],
    })),
  ];
}

/** First-level categories with their product counts, opening into the marketplace's own. */
export function CategoryTree({ countryCode, chosen, onChoose }: CategoryTreeProps) {
  const tree = useCategoryTree(countryCode, chosen);
  if (tree.counts.isLoading) {
    return <Skeleton active title={false} paragraph={{ rows: 8 }} />;
  }
  if (tree.counts.error) {
    return (
      <Flex vertical gap={8} align="flex-start">
        <Typography.Text type="secondary">We could not load the categories.</Typography.Text>
        <Button size="small" onClick={() => void tree.counts.refetch()}>
          Try again
        </Button>
      </Flex>
    );
  }
  const selected = chosen.categoryId ?? chosen.categoryKey ?? allCategoriesKey;
  return (
    <nav aria-label="Categories">
      <Tree
        blockNode
        selectedKeys={[selected]}
        expandedKeys={tree.expanded}
        onExpand={(keys) => tree.setExpanded(keys.map(String))}
        treeData={toTreeData(tree.nodes, tree.total)}
        onSelect={(_keys, { node }) => {
          const key = String(node.key);
          if (key.endsWith('/retry')) {
            tree.nodes.find((n) => `${n.key}/retry` === key)?.retry?.();
            return;
          }
          const choice = tree.choiceOf(key);
          if (choice.categoryKey && !choice.categoryId && !tree.expanded.includes(key)) {
            tree.setExpanded([...tree.expanded, key]);
          }
          onChoose(choice);
        }}
      />
    </nav>
  );
}
