// The first-level product categories a publisher promotes and the catalogue opens with: a module
// of their own, so a screen that lists them does not bring the profile's and tax form's schemas.

/** First-level product categories: what a publisher says it promotes, and the catalogue's top level. */
export const productCategories = [
  { key: 'arts-crafts', name: 'Arts, Crafts & Sewing' },
  { key: 'automotive', name: 'Automotive' },
  { key: 'baby', name: 'Baby' },
  { key: 'beauty', name: 'Beauty & Personal Care' },
  { key: 'books', name: 'Books' },
  { key: 'fashion', name: 'Clothing, Shoes & Jewelry' },
  { key: 'electronics', name: 'Electronics' },
  { key: 'garden-outdoor', name: 'Garden & Outdoor' },
  { key: 'grocery', name: 'Grocery & Gourmet Food' },
  { key: 'health', name: 'Health & Household' },
  { key: 'home-living', name: 'Home & Living' },
  { key: 'kitchen-dining', name: 'Kitchen & Dining' },
  { key: 'office', name: 'Office Products' },
  { key: 'pets', name: 'Pet Supplies' },
  { key: 'sports-outdoors', name: 'Sports & Outdoors' },
  { key: 'tools', name: 'Tools & Home Improvement' },
  { key: 'toys-games', name: 'Toys & Games' },
  { key: 'video-games', name: 'Video Games' },
] as const;
export type TProductCategoryKey = (typeof productCategories)[number]['key'];
export const productCategoryKeys = productCategories.map((c) => c.key) as [
  TProductCategoryKey,
  ...TProductCategoryKey[],
];
