import { z } from 'zod';

/** `page` and `pageSize` of every paged list call (query-string text is coerced). */
export const ZPageQueryShape = {
  page: z.coerce.number().int('Page must be a whole number').min(1, 'Page starts at 1').default(1),
  pageSize: z.coerce
    .number()
    .int('Page size must be a whole number')
    .min(1, 'Page size must be 1 to 100')
    .max(100, 'Page size must be 1 to 100')
    .default(20),
};

/** One page of a list: its items, the total over all pages, and where this page is. */
export function pageSchemaOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
