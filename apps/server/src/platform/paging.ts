/** The rows a page asks for: `pageSize` rows after the pages before it (pages start at 1). */
export function pageWindow(query: { page: number; pageSize: number }): { limit: number; offset: number } {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}
