import { marketplaceOf } from '@atlas/shared';
import { commissionReportRoutes } from '../modules/commission-reports/commission-reports.routes';
import {
  listCommissionReports,
  setCommissionReportNote,
} from '../modules/commission-reports/commission-reports.service';
import { publisherConsoleRoutes } from '../modules/publishers/publisher-console.routes';
import { setPublisherAssociate, setPublisherNote } from '../modules/publishers/publisher-console.service';
import type { TDeps } from '../platform/deps';
import { addDays, dayInZone } from '../platform/zoned-day';
import { demoPublisherEmail } from './demo';
import { demoActor } from './demo-actor';
import { demoAudited, demoOperatorActor } from './demo-operator';

// The console's publishers and commission reports on a fresh demo (issue 13): the demo publisher
// a verified associate with an operators' note, and notes on two of its latest report rows, all
// through the console's own services. Runs after the conversions are imported.

export async function seedDemoOperatorConsole(deps: TDeps): Promise<number> {
  const actor = await demoOperatorActor(deps);
  const publisher = await demoActor(deps, demoPublisherEmail, 'publisher');
  if (!actor || !publisher) {
    return 0;
  }
  const associate = { publisherId: publisher.userId, status: 'verified' as const };
  await demoAudited(
    deps,
    actor,
    publisherConsoleRoutes,
    { method: 'PUT', path: 'publisher/associate', input: { body: associate } },
    () => setPublisherAssociate(deps, associate),
  );
  const note = {
    publisherId: publisher.userId,
    note: 'Cookware blog with a strong newsletter; verified as an associate after the tag check.',
  };
  await demoAudited(
    deps,
    actor,
    publisherConsoleRoutes,
    { method: 'PUT', path: 'publisher/note', input: { body: note } },
    () => setPublisherNote(deps, actor, note),
  );
  const end = dayInZone(deps.now(), marketplaceOf('US').timeZone);
  const rows = await listCommissionReports(deps, {
    countryCode: 'US',
    startDate: addDays(end, -30),
    endDate: end,
    publisherId: publisher.userId,
    page: 1,
    pageSize: 2,
  });
  const notes = [
    'Seller asked about this day; figures match the import.',
    'Check the return against the order.',
  ];
  for (const [i, row] of rows.items.entries()) {
    const body = { note: notes[i] ?? 'Checked.' };
    await demoAudited(
      deps,
      actor,
      commissionReportRoutes,
      { method: 'PATCH', path: 'commission/reports/note/{id}', input: { body, params: { id: row.id } } },
      () => setCommissionReportNote(deps, actor, row.id, body),
    );
  }
  return 1 + rows.items.length;
}
