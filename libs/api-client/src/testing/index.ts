export * from './fetch';
export * from './render-app';
