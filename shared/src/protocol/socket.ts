// The socket protocol: event names and payload schemas. Every inbound payload is zod-validated by the
// server; every outbound payload is built by the server's projection boundary for its receiver.
import * as z from 'zod';
import type { View } from './views';
import type { WireError } from './errors';
import type { Patch } from './patch';

export const CLIENT_EVENTS = { command: 'command', sync: 'sync', chat: 'chat' } as const;
export const SERVER_EVENTS = { sync: 'sync', update: 'update', protocolError: 'protocolError', chat: 'chat', clock: 'clock' } as const;

/** Sent in the socket.io handshake `auth`: a seat token plays; `spectate: true` (and no token) watches. */
export const HandshakeSchema = z.strictObject({
  matchId: z.string().regex(/^[A-Za-z0-9_-]{8,40}$/),
  token: z.string().min(20).max(100).optional(),
  /** A seat that belongs to the player whose session cookie comes with the handshake (no token needed). */
  seat: z.enum(['A', 'B']).optional(),
  spectate: z.literal(true).optional(),
  /** The last version this client saw, to receive only what it missed. */
  lastVersion: z.int().min(0).optional(),
});
export type Handshake = z.infer<typeof HandshakeSchema>;

/**
 * A command object passed on exactly as it came, own keys included, for the ruleset's strict command
 * schemas to judge. (z.record would drop a "__proto__" key, so a command carrying one was accepted
 * where any other unknown key is refused.)
 */
const CommandObjectSchema = z.custom<Record<string, unknown>>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), {
  message: 'Invalid input: expected an object',
});

export const CommandEnvelopeSchema = z.strictObject({
  /** Client-chosen id: a repeat returns the first outcome instead of applying twice. */
  commandId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  /** The version the client based the command on: a stale one is a CONFLICT. */
  expectedVersion: z.int().min(0),
  command: CommandObjectSchema,
});
export type CommandEnvelope = z.infer<typeof CommandEnvelopeSchema>;

export const SyncRequestSchema = z.strictObject({ sinceVersion: z.int().min(0) });

export type CommandAck =
  | { readonly ok: true; readonly version: number; readonly duplicate?: boolean }
  | { readonly ok: false; readonly error: WireError };

/**
 * An event as one receiver gets it. Its place is (version, index): the index counts only the events of
 * that version this receiver may see, so gaps never reveal how many events others received.
 */
export interface ViewEvent {
  readonly version: number;
  readonly index: number;
  readonly type: string;
  readonly data: Readonly<Record<string, unknown>>;
}

export interface SyncPayload {
  readonly matchId: string;
  readonly seat: 'A' | 'B' | null;
  readonly version: number;
  readonly view: View;
  /** Events after the client's last version (all visible events when `full`). */
  readonly events: readonly ViewEvent[];
  readonly full: boolean;
  readonly diceCommitment: string;
}

/** An update with the receiver's whole view: the first one a server process sends a viewer class. */
export interface FullUpdate {
  readonly version: number;
  readonly view: View;
  readonly events: readonly ViewEvent[];
}

/**
 * An update as a patch (./patch.ts) of the view this receiver was sent at version `base` (its last
 * update or sync). A client at another version cannot apply it and asks for `sync` instead. The
 * patched view's `version` is the update's `version`: the patch leaves that field out.
 */
export interface DeltaUpdate {
  readonly version: number;
  readonly base: number;
  readonly patch: Patch;
  readonly events: readonly ViewEvent[];
}

export type UpdatePayload = FullUpdate | DeltaUpdate;

const PathSchema = z.array(z.union([z.string().max(200), z.int().min(0)])).max(32);
/** One patch operation: [path] deletes, [path, value] sets, [path, start, deleteCount, items] splices. */
export const PatchOpSchema = z.union([
  z.tuple([PathSchema]),
  z.tuple([PathSchema, z.unknown()]),
  z.tuple([PathSchema, z.int().min(0), z.int().min(0), z.array(z.unknown())]),
]);
const ViewEventSchema = z.object({
  version: z.int().min(0),
  index: z.int().min(0),
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
});
const ViewObjectSchema = z.custom<View>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), {
  message: 'Invalid input: expected a view object',
});

/** `update`, as the SDK checks it before applying: a full view or a patch against `base`. */
export const UpdatePayloadSchema = z.union([
  z.object({ version: z.int().min(0), base: z.int().min(0), patch: z.array(PatchOpSchema), events: z.array(ViewEventSchema) }),
  z.object({ version: z.int().min(0), view: ViewObjectSchema, events: z.array(ViewEventSchema) }),
]);

export function isDeltaUpdate(u: UpdatePayload): u is DeltaUpdate {
  return 'patch' in u;
}
