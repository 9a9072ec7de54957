// Every contract: the light entry's plain values and each domain's schemas (zod), one file per domain.
export * from './light';
export * from './common';
export * from './accounts';
export * from './catalogue';
export * from './cart';
export * from './checkout';
export * from './payments';
export * from './orders';
export * from './delivery';
export * from './partner-cash';
export * from './admin';
export * from './shop-management';
export * from './shop-hours';
export * from './notifications';
export * from './queries';
export * from './live-events';
export * from './system';
