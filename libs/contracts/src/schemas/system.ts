import { z } from 'zod';

export const healthReplySchema = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  database: z.literal('up'),
});

export const devOutboxQuerySchema = z.object({
  phone: z.string().trim().optional(),
});

export const devOutboxReplySchema = z.object({
  messages: z.array(
    z.object({ phone: z.string(), code: z.string(), text: z.string(), createdAt: z.string() }),
  ),
});
export type DevOutboxReply = z.infer<typeof devOutboxReplySchema>;
