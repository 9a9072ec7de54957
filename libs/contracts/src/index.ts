export * from './constants';
export * from './enums';
export * from './order-status';
export * from './schemas/common';
export * from './schemas/auth';
export * from './schemas/catalogue';
export * from './schemas/system';
export * from './schemas/orders';
