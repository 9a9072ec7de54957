import type { messageReplySchema, RiderLocationBody } from '@nukkad/contracts';
import { request } from '../http';

/** POST /delivery/location {lat, long, accuracy}: the partner's position, only while on duty (403 off duty). */
export const shareLocation = (body: RiderLocationBody) => request<typeof messageReplySchema>('/delivery/location', { method: 'POST', body });
