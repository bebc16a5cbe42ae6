import { categoryNameOf, type TCategoryCount, type TProductCategoryKey } from '@atlas/shared';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCatalogueSource } from './catalogue-source';

export type TCategoryChoice = { categoryKey?: TProductCategoryKey; categoryId?: string };

export type TCategoryNode = {
  key: string;
  name: string;
  productCount: number | null;
  /** Under a first-level category: its marketplace categories once loaded; null while loading. */
  children?: TCategoryNode[] | null;
  failed?: boolean;
  retry?: () => void;
};

export const allCategoriesKey = 'all';

/** The first-level categories holding products in a marketplace; the Catalogue's gate reads it too. */
export function useCategoryCounts(countryCode: string) {
  const source = useCatalogueSource();
  return useQuery({
    ...source.aggregateCategories(countryCode),
    placeholderData: keepPreviousData,
  });
}

/**
 * The category tree: first-level categories with their counts, each expanding into the
 * marketplace's own categories (`category/{key}/tree/list`), loaded when first opened. A source
 * without the marketplace's categories (a partner's) shows the first level alone.
 */
export function useCategoryTree(countryCode: string, chosen: TCategoryChoice) {
  const source = useCatalogueSource();
  const { getCategoryTree } = source;
  const counts = useCategoryCounts(countryCode);
  const [expanded, setExpanded] = useState<string[]>(
    chosen.categoryId && chosen.categoryKey ? [chosen.categoryKey] : [],
  );
  const firstLevel: TCategoryCount[] = counts.data ?? [];
  const opened = getCategoryTree ? firstLevel.filter((c) => expanded.includes(c.key)) : [];
  const trees = useQueries({
    queries: getCategoryTree
      ? // The aggregation answers first-level keys only.
        opened.map((c) => getCategoryTree(c.key as TProductCategoryKey, countryCode))
      : [],
  });
  const treeOf = (key: string) => trees[opened.findIndex((c) => c.key === key)];

  const nodes: TCategoryNode[] = firstLevel.map((c) => {
    const tree = expanded.includes(c.key) ? treeOf(c.key) : undefined;
    return {
      key: c.key,
      name: c.name,
      productCount: c.productCount,
      children: tree?.data
        ? tree.data.children.map((child) => ({
            key: child.id,
            name: child.name,
            productCount: child.productCount,
          }))
        : getCategoryTree
          ? null
          : [],
      failed: Boolean(tree?.error),
      retry: () => void tree?.refetch(),
    };
  });
  const total = firstLevel.reduce((sum, c) => sum + c.productCount, 0);
  const parentOf = (id: string) => nodes.find((n) => n.children?.some((child) => child.key === id));
  const chosenChild = chosen.categoryId
    ? nodes
        .find((n) => n.key === chosen.categoryKey)
        ?.children?.find((child) => child.key === chosen.categoryId)
    : undefined;
  const label =
    chosenChild?.name ?? (chosen.categoryKey ? categoryNameOf(chosen.categoryKey) : 'All categories');

  /** A choice for a node's key: every category, a first-level one, or one of a marketplace's. */
  const choiceOf = (key: string): TCategoryChoice => {
    if (key === allCategoriesKey) {
      return {};
    }
    const first = firstLevel.find((c) => c.key === key);
    if (first) {
      return { categoryKey: first.key as TProductCategoryKey };
    }
    return { categoryKey: parentOf(key)?.key as TProductCategoryKey, categoryId: key };
  };

  return { counts, nodes, total, expanded, setExpanded, label, choiceOf };
}
