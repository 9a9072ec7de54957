export * from './fetch';
export * from './render-app';
export * from './event-source';
export * from './mock-api';
