export * from './fetch';
export * from './render-app';
export * from './event-source';
