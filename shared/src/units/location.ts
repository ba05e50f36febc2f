// Locations (A2.5 and the chapter B rules that add new ones). A hex holds several Locations: ground
// level, each upper building level, the Sewer Location beneath a Manhole (B8.2, level -1), a tunnel
// (B8.6), the space beneath a foxhole or trench counter (B27.13). IN a Water Obstacle a unit is at the
// ground Location of that hex. Two units share a Location when hex, place and level are all equal.
import { z } from 'zod';

export const PLACES = ['ground', 'upper', 'sewer', 'tunnel', 'entrenched'] as const;
export type Place = (typeof PLACES)[number];

export const LocationSchema = z.strictObject({
  hex: z.string().max(12),
  place: z.enum(PLACES),
  /** Level relative to the hex's ground: 0 ground, 1.. upper levels, -1 sewer/tunnel. */
  level: z.int().min(-1).max(4),
});
export type Location = z.infer<typeof LocationSchema>;

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

export function locationKey(l: Location): string {
  return `${l.hex}/${l.place}/${l.level}`;
}

export function sameLocation(a: Location, b: Location): boolean {
  return a.hex === b.hex && a.place === b.place && a.level === b.level;
}

/** Places below the surface: units there are out of normal LOS (B8.2, B8.6). */
export function isUnderground(l: Location): boolean {
  return l.place === 'sewer' || l.place === 'tunnel';
}
