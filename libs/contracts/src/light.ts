// The light entry (`@nukkad/contracts/light`): the contracts' plain values, without zod, for modules that need only those.
export * from './cart-rules';
export * from './constants';
export * from './demo-accounts';
export * from './diet';
export * from './enums';
export * from './order-status';
export * from './kolkata-clock';
export * from './images';
export * from './live-stream';
export * from './rider-location';
export * from './messages';
