export * from './http';
export * from './session-marker';
export * from './query-client';
export * from './auth';
export * from './catalogue';
export * from './session';
