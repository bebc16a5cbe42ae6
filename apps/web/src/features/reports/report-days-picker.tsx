import { maxReportDays, reportDayCount } from '@atlas/shared';
import { App, DatePicker, Flex, Grid } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { TDayRange } from './report-range';

export type ReportDaysPickerProps = { range: TDayRange; today: string; onChange: (range: TDayRange) => void };

const iso = (day: Dayjs) => day.format('YYYY-MM-DD');
// ISO days sort as text.
const earlierOf = (a: string, b: string) => [a, b].sort()[0] as string;
const laterOf = (a: string, b: string) => [a, b].sort()[1] as string;

/**
 * Any days up to today, at most 366 of them. A phone gets two single pickers: the range picker's
 * two months side by side are wider than its screen. There a first day after the last moves the
 * last to it, and the other way round.
 */
export function ReportDaysPicker({ range, today, onChange }: ReportDaysPickerProps) {
  const { message } = App.useApp();
  const narrow = !Grid.useBreakpoint().sm;
  const future = (day: Dayjs) => iso(day) > today;
  const apply = (next: TDayRange) => {
    if (reportDayCount(next.startDate, next.endDate) > maxReportDays) {
      void message.error(`A report covers at most ${maxReportDays} days: choose a shorter range`);
      return;
    }
    onChange(next);
  };
  if (narrow) {
    return (
      <Flex gap={8} wrap>
        <DatePicker
          aria-label="First day"
          format="YYYY.MM.DD"
          allowClear={false}
          value={dayjs(range.startDate)}
          disabledDate={future}
          onChange={(day: Dayjs | null) =>
            day && apply({ startDate: iso(day), endDate: laterOf(iso(day), range.endDate) })
          }
          style={{ width: 140 }}
        />
        <DatePicker
          aria-label="Last day"
          format="YYYY.MM.DD"
          allowClear={false}
          value={dayjs(range.endDate)}
          disabledDate={future}
          onChange={(day: Dayjs | null) =>
            day && apply({ startDate: earlierOf(iso(day), range.startDate), endDate: iso(day) })
          }
          style={{ width: 140 }}
        />
      </Flex>
    );
  }
  return (
    <DatePicker.RangePicker
      aria-label="Report days"
      format="YYYY.MM.DD"
      allowClear={false}
      value={[dayjs(range.startDate), dayjs(range.endDate)]}
      disabledDate={future}
      onChange={(days) => {
        const [start, end] = days ?? [];
        if (start && end) {
          apply({ startDate: iso(start), endDate: iso(end) });
        }
      }}
      style={{ width: 250 }}
    />
  );
}
