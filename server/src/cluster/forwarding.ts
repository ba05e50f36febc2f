// A command that reaches a process which does not own its match goes to the owner through the
// socket.io adapter's server-side emit with acknowledgement (over PostgreSQL NOTIFY). Every other
// process answers: the owner with the command's outcome, the rest with null. The receiving process
// validates the request again (a message from the database is input like any other). The envelope
// travels as JSON text: the adapters' binary encodings would drop a "__proto__" key, and the owner
// must judge exactly what the player sent (such a key is refused, never silently dropped).
import {
  CommandEnvelopeSchema,
  MatchIdSchema,
  type CommandAck,
  type CommandEnvelope,
  type InterServerEvents,
  type Side,
} from '@hexfog/shared';
import { z } from 'zod';
import { failure, type Logger } from '../logging/logger';
import type { HexfogServer } from '../outbound/events';

export const FORWARD_EVENT = 'hexfog:command' satisfies keyof InterServerEvents;

const ForwardSchema = z.strictObject({ matchId: MatchIdSchema, side: z.enum(['A', 'B']), envelope: z.string() });
const AnswerSchema = z.object({
  owner: z.literal(true),
  ack: z.union([
    z.object({ ok: z.literal(true), version: z.int(), duplicate: z.boolean().optional() }),
    z.object({
      ok: z.literal(false),
      error: z.object({ code: z.string(), message: z.string(), rule: z.string().optional(), currentVersion: z.int().optional() }),
    }),
  ]),
});

export type ForwardRequest = { matchId: string; side: Side; envelope: CommandEnvelope };

/**
 * The owner's outcome, or null when no process answered as the owner (none owns it, or it died). The
 * adapter waits for every process it knows (5 s at most, its fixed timeout); a dead one is forgotten
 * after its heartbeat timeout.
 */
export function forwardCommand(io: HexfogServer, req: ForwardRequest): Promise<CommandAck | null> {
  return new Promise((resolve) => {
    io.serverSideEmit(FORWARD_EVENT, { ...req, envelope: JSON.stringify(req.envelope) }, (_err: Error | null, responses: unknown[]) => {
      // on a timeout the answers that did arrive are still here: an owner's outcome counts
      for (const r of responses ?? []) {
        const a = AnswerSchema.safeParse(r);
        if (a.success) return resolve(a.data.ack as CommandAck);
      }
      resolve(null);
    });
  });
}

/** Serves forwarded commands: `handle` applies one when this process owns the match, else null. */
export function serveForwarded(io: HexfogServer, handle: (req: ForwardRequest) => Promise<CommandAck | null>, log: Logger): void {
  io.on(FORWARD_EVENT, async (payload: unknown, answer: unknown) => {
    if (typeof answer !== 'function') return;
    const req = ForwardSchema.safeParse(payload);
    const envelope = req.success ? CommandEnvelopeSchema.safeParse(parseJson(req.data.envelope)) : null;
    if (!req.success || !envelope?.success) return answer(null);
    try {
      const ack = await handle({ ...req.data, envelope: envelope.data });
      answer(ack ? { owner: true, ack } : null);
    } catch (e) {
      log.error({ ...failure(e), matchId: req.data.matchId }, 'forwarded command failed');
      answer(null);
    }
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
