export * from './distance';
export * from './fees';
