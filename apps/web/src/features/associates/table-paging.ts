import type { TablePaginationConfig } from 'antd';

/** Every associates list pages by 20. */
export const associatePageSize = 20;

/** A server-paged table's pager: fixed page size, the total the server counted. */
export const tablePaging = (
  current: number,
  total: number | undefined,
  onChange: (page: number) => void,
): TablePaginationConfig => ({
  current,
  pageSize: associatePageSize,
  total: total ?? 0,
  showSizeChanger: false,
  onChange,
});
