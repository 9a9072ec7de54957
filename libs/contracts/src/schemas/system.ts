import { z } from 'zod';
import { text } from './common';

export const healthReplySchema = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  database: z.literal('up'),
});

export const devOutboxQuerySchema = z.object({
  phone: text().trim().optional(),
});

export const devOutboxReplySchema = z.object({
  messages: z.array(
    z.object({ phone: text(), code: text(), text: text({ multiline: true }), createdAt: text() }),
  ),
});
export type DevOutboxReply = z.infer<typeof devOutboxReplySchema>;
