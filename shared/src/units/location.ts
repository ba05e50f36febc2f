// Locations (A2.5 and the chapter B rules that add new ones). A hex holds several Locations: ground
// level, each upper building level, and those rule modules add (the Sewer Location beneath a Manhole,
// B8.2; a tunnel, B8.6). Their kinds come from a registry (locationKinds.ts) that says how each is
// seen, stacked and protected. IN a Water Obstacle a unit is at the ground Location of that hex.
// A `position` is a place INSIDE a Location: beneath a foxhole, trench or sangar counter (B27.13) is the
// same Location for Close Combat, stacking and LLMC, and a different one for TEM and Recovery. Two
// units share a Location when hex, place and level are equal, whatever their positions.
import * as z from 'zod';

export const LocationSchema = z.strictObject({
  hex: z.string().max(12),
  /** The kind of Location: 'ground', 'upper', or one a rule module registers ('sewer', 'tunnel'). */
  place: z.string().max(20),
  /** Level relative to the hex's ground: 0 ground, 1.. upper levels, -1 sewer/tunnel. */
  level: z.int().min(-1).max(4),
  /** A position inside the Location (B27.13: 'beneath' a fortification counter). */
  position: z.string().max(20).optional(),
});
export type Location = z.infer<typeof LocationSchema>;

/** The position beneath a foxhole, trench or sangar counter (B27.13). */
export const BENEATH = 'beneath';

export function ground(hex: string): Location {
  return { hex, place: 'ground', level: 0 };
}

/** The building Location at `level` of a hex (0: its ground level). */
export function levelLocation(hex: string, level: number): Location {
  return { hex, place: level > 0 ? 'upper' : 'ground', level };
}

export function sewer(hex: string): Location {
  return { hex, place: 'sewer', level: -1 };
}

/** The Location as a key: positions inside it do not make another Location. */
export function locationKey(l: Location): string {
  return `${l.hex}/${l.place}/${l.level}`;
}

/** `locationKey(ground(hex))`, without building the Location (legal() asks it for every hex around every stack). */
export function groundKey(hex: string): string {
  return `${hex}/ground/0`;
}

/**
 * The id of the "?" marker the opponent sees for a side's concealed units at a Location: one per
 * Location and position (a "?" beneath a foxhole counter is a stack of its own, B27.1).
 */
export function concealedMarkerId(side: string, l: Location): string {
  return `?${side}@${l.position ? `${locationKey(l)}/${l.position}` : locationKey(l)}`;
}

export function sameLocation(a: Location, b: Location): boolean {
  return a.hex === b.hex && a.place === b.place && a.level === b.level;
}

/** Same Location and same position inside it (B27.13: TEM and Recovery tell them apart). */
export function samePosition(a: Location, b: Location): boolean {
  return sameLocation(a, b) && (a.position ?? '') === (b.position ?? '');
}

/** A copy for events and views (with the position only when there is one). */
export function copyLocation(l: Location): Location {
  return l.position ? { hex: l.hex, place: l.place, level: l.level, position: l.position } : { hex: l.hex, place: l.place, level: l.level };
}
