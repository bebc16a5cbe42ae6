import { type TCountryCode, ZAttributionRunRequestSchema } from '@atlas/shared';
import type { Dayjs } from 'dayjs';

/** 'YYYY-MM-DD' of a picked day (the picker's days are calendar days, no zone). */
export const dayOf = (value: Dayjs) => value.format('YYYY-MM-DD');

/** The server's own check of a run's range, so a range of 40 days is refused before it is sent. */
export function rangeProblem(countryCode: TCountryCode, dates: [Dayjs, Dayjs] | undefined): string | null {
  if (!dates) {
    return null;
  }
  const parsed = ZAttributionRunRequestSchema.safeParse({
    countryCode,
    startDate: dayOf(dates[0]),
    endDate: dayOf(dates[1]),
  });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Choose the days again');
}
