import { CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography } from 'antd';
import { clearDrill, drillFilters, type TDrillField, type TReportParams } from './report-params';

export type FilterChipsProps = { params: TReportParams; onChange: (change: Partial<TReportParams>) => void };

/** What the report is drilled into, one chip each; closing a chip clears that filter. */
export function FilterChips({ params, onChange }: FilterChipsProps) {
  const chips = drillFilters.filter(({ field }) => params[field]);
  if (chips.length === 0) {
    return null;
  }
  const clearAll = () =>
    onChange(Object.assign({}, ...chips.map(({ field }) => clearDrill(field as TDrillField))));
  return (
    <Flex wrap gap={8} align="center" role="group" aria-label="Report filters" data-testid="report-filters">
      <Typography.Text type="secondary">Filtered by</Typography.Text>
      {chips.map(({ field, label, what }) => {
        const name = params[label] ?? params[field];
        return (
          <Tag key={field} color="cyan" style={{ margin: 0, paddingInlineEnd: 0 }}>
            {what}: {name}
            {field === 'asin' && params.productTitle && params.productTitle !== params.asin
              ? ` (${params.asin})`
              : ''}
            <Button
              type="text"
              size="small"
              icon={<CloseOutlined />}
              aria-label={`Clear the ${what.toLowerCase()} filter`}
              onClick={() => onChange(clearDrill(field))}
            />
          </Tag>
        );
      })}
      {chips.length > 1 ? (
        <Button type="link" size="small" onClick={clearAll}>
          Clear all
        </Button>
      ) : null}
    </Flex>
  );
}
