import { onFirstUse } from '../../lib/on-first-use';

// The Web Push library is loaded when a push is first sent (or a key pair generated), not at start: a replica that
// sends none keeps its memory.
export const loadWebPush = onFirstUse(async () => (await import('web-push')).default);
