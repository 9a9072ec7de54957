import { liveEventSchema } from '@nukkad/contracts';
import type { LiveEvent } from '@nukkad/contracts';

/** The event in an SSE message's data, or null when it is not a well-formed live event. */
export function parseLiveEvent(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = liveEventSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
