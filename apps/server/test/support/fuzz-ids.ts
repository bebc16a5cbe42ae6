// Real records the fuzz sweep puts where a call takes an id, so a request gets past "not found"
// to the code that uses the record: a product's id where the contract says `productId`, a
// brand's in `brandIds`, a product's in `id` of `seller/product/detail/{id}`.

export type TFuzzIds = Record<'seller' | 'publisher' | 'partner' | 'operator' | 'product' | 'brand', string>;

/** The real id a place named `key` most likely takes in a call to `routePath`, if any. */
export function realIdOf(ids: TFuzzIds, routePath: string): (key: string) => string | undefined {
  const kinds = Object.keys(ids) as (keyof TFuzzIds)[];
  const isKind = (word: string | undefined): word is keyof TFuzzIds => kinds.includes(word as keyof TFuzzIds);
  // a bare `id` is the record the path names last: `seller/product/detail/{id}` a product,
  // `seller/brands/{id}/image` a brand
  const pathKind = routePath
    .split('/')
    .map((word) => word.replace(/s$/, ''))
    .filter(isKind)
    .at(-1);
  return (key) => {
    const word = /^ids?$/.test(key) ? pathKind : /^(\w+?)Ids?$/.exec(key)?.[1];
    return isKind(word) ? ids[word] : undefined;
  };
}
