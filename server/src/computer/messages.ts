// What the server and its bot process say to each other (IPC), checked on both ends like any input.
import * as z from 'zod';
import { ComputerLevelSchema } from '@hexfog/shared';

/** The environment variable that carries the key the bot process's sockets present (limits/socketGuard.ts). */
export const COMPUTER_KEY_ENV = 'HEXFOG_COMPUTER_KEY';

export const PlayMessageSchema = z.strictObject({
  type: z.literal('play'),
  matchId: z.string().max(40),
  url: z.string().max(200),
  token: z.string().max(64),
  level: ComputerLevelSchema,
  paceMs: z.int().min(0).max(10_000),
});
export const StopMessageSchema = z.strictObject({ type: z.literal('stop'), matchId: z.string().max(40) });
export const ToBotProcessSchema = z.discriminatedUnion('type', [PlayMessageSchema, StopMessageSchema]);
export type ToBotProcess = z.infer<typeof ToBotProcessSchema>;
export type PlayMessage = z.infer<typeof PlayMessageSchema>;

export const FromBotProcessSchema = z.discriminatedUnion('type', [
  /** Its listener is in place: messages sent before would be lost. */
  z.strictObject({ type: z.literal('ready') }),
  z.strictObject({
    type: z.literal('done'),
    matchId: z.string(),
    result: z.enum(['ended', 'stopped', 'failed']),
    commands: z.int(),
    refused: z.int(),
  }),
]);
export type FromBotProcess = z.infer<typeof FromBotProcessSchema>;
