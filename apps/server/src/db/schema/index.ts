import * as auth from './auth';
import * as publishers from './publishers';

export const schema = { ...auth, ...publishers };
export * from './auth';
export * from './publishers';
