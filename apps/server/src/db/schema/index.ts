import * as accounts from './accounts';
import * as auth from './auth';
import * as catalog from './catalog';
import * as commissions from './commissions';
import * as mail from './mail';
import * as publishers from './publishers';
import * as sellers from './sellers';

export const schema = {
  ...auth,
  ...accounts,
  ...mail,
  ...publishers,
  ...sellers,
  ...catalog,
  ...commissions,
};
export * from './accounts';
export * from './auth';
export * from './catalog';
export * from './commissions';
export * from './mail';
export * from './publishers';
export * from './sellers';
