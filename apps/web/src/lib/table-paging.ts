import type { TablePaginationConfig } from 'antd';

/** Server-paged lists page by 20. */
export const tablePageSize = 20;

/** A server-paged table's pager: fixed page size, the total the server counted. */
export const tablePaging = (
  current: number,
  total: number | undefined,
  onChange: (page: number) => void,
): TablePaginationConfig => ({
  current,
  pageSize: tablePageSize,
  total: total ?? 0,
  showSizeChanger: false,
  onChange,
});
