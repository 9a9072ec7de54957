export * from './http';
export * from './auth';
export * from './catalogue';
