import * as accounts from './accounts';
import * as auth from './auth';
import * as mail from './mail';
import * as publishers from './publishers';

export const schema = { ...auth, ...accounts, ...mail, ...publishers };
export * from './accounts';
export * from './auth';
export * from './mail';
export * from './publishers';
