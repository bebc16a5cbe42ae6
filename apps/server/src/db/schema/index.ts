import * as accounts from './accounts';
import * as amazonGrants from './amazon-grants';
import * as associates from './associates';
import * as auth from './auth';
import * as billing from './billing';
import * as catalog from './catalog';
import * as catalogue from './catalogue';
import * as commissions from './commissions';
import * as images from './images';
import * as mail from './mail';
import * as messages from './messages';
import * as operator from './operator';
import * as placements from './placements';
import * as publishers from './publishers';
import * as reports from './reports';
import * as sellers from './sellers';
import * as tracking from './tracking';

export const schema = {
  ...auth,
  ...billing,
  ...accounts,
  ...amazonGrants,
  ...mail,
  ...publishers,
  ...sellers,
  ...catalog,
  ...catalogue,
  ...commissions,
  ...tracking,
  ...reports,
  ...associates,
  ...placements,
  ...messages,
  ...operator,
  ...images,
};
export * from './accounts';
export * from './amazon-grants';
export * from './associates';
export * from './auth';
export * from './billing';
export * from './catalog';
export * from './catalogue';
export * from './commissions';
export * from './images';
export * from './mail';
export * from './messages';
export * from './operator';
export * from './payouts';
export * from './placements';
export * from './publishers';
export * from './reports';
export * from './sellers';
export * from './tracking';
