import { marketplaces, type TCountryCode, timeZoneLabel } from '@atlas/shared';
import { Flex, Segmented, Select, Typography } from 'antd';
import type { TReportVariant } from '../../api/reports';
import { ReportDaysPicker } from './report-days-picker';
import { freshTable } from './report-params';
import { presetLabels, presetOf, presetRange, rangePresets, type TRangePreset } from './report-range';
import type { TReportState } from './use-report-params';

const marketplaceOptions = marketplaces.map((m) => ({ value: m.code, label: `${m.code} · ${m.site}` }));
const presetOptions = [
  ...rangePresets.map((preset) => ({ value: preset, label: presetLabels[preset] })),
  { value: 'custom', label: 'Custom range', disabled: true },
];
const variantOptions: { value: TReportVariant; label: string }[] = [
  { value: 'standard', label: 'Standard' },
  { value: 'associate', label: 'Associate' },
];

/**
 * What the report covers: the marketplace, the range (a preset or any days up to 366, in the
 * marketplace's zone, named beside it) and the standard or associate set. All of it in the address.
 */
export function ReportToolbar({ params, countryCode, setCountryCode, today, set }: TReportState) {
  const preset = presetOf(params, today) ?? 'custom';
  return (
    <Flex wrap gap={12} align="center" role="group" aria-label="Report settings">
      <Select
        aria-label="Report marketplace"
        value={countryCode}
        options={marketplaceOptions}
        onChange={(code: TCountryCode) => setCountryCode(code)}
        popupMatchSelectWidth={false}
        style={{ minWidth: 150 }}
      />
      <Select
        aria-label="Date range"
        value={preset}
        options={presetOptions}
        onChange={(value: TRangePreset | 'custom') => value !== 'custom' && set(presetRange(value, today))}
        style={{ width: 150 }}
      />
      <ReportDaysPicker
        range={{ startDate: params.startDate, endDate: params.endDate }}
        today={today}
        onChange={set}
      />
      <Typography.Text type="secondary" data-testid="report-time-zone">
        {timeZoneLabel(countryCode, 'long')}
      </Typography.Text>
      <Segmented<TReportVariant>
        aria-label="Report set"
        value={params.variant}
        options={variantOptions}
        onChange={(variant) => set({ variant, ...freshTable })}
      />
    </Flex>
  );
}
