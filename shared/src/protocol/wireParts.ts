// The zod pieces that the core's wire (events.ts, legal.ts) and the rule areas' wire (areas/) share,
// kept in one place so that a Location or a group move reads the same in every event that carries one.
// A piece only one owner uses stays with that owner.
import * as z from 'zod';
import { SIDES } from './sides';

export const side = z.enum(SIDES);
export const rule = z.string();
export const ids = z.array(z.string());
export const hexes = z.array(z.string());
/** A Location (A2.5), like WireLocation in views.ts. */
export const loc = z.object({ hex: z.string(), place: z.string(), level: z.number(), position: z.string().optional() });
export const modifier = z.object({ name: z.string(), value: z.number(), rule: z.string() });
/**
 * moved / advanced / routed: the owner's event lists every unit (and `mf`); the opponent's only the units it sees, with `concealed` when a "?" moved too.
 * `fromPosition` / `position`: where inside the Locations (B27.13: 'beneath' a counter); `from` and `to` are the same hex for a change of position.
 */
export const groupMove = z.object({
  units: ids,
  from: z.string(),
  to: z.string(),
  fromPosition: z.string().optional(),
  position: z.string().optional(),
  mf: z.number().optional(),
  concealed: z.boolean().optional(),
  rule: rule.optional(),
});
/** Firers per target: a hex (or "hex/level") for `fire`; "stack:S1" or "hex:71F5" for `sewerFire`. */
export const byTarget = z.record(z.string(), ids);
