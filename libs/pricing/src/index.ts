export * from './coupons';
export * from './distance';
export * from './fees';
export * from './sums';
