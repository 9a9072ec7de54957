// The contracts as one module that nothing imports statically: the bundler gives it (zod and every schema) a chunk
// of its own, which loadReplySchemas fetches with the first call.
export * from '@nukkad/contracts';
