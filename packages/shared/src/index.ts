export * from './auth';
export * from './envelope';
export * from './errors';
export * from './marketplaces';
export * from './product';
export * from './roles';
