// The map document: JSON validated by zod. Only hexes that differ from open level-0 ground are listed.
import * as z from 'zod';
import { DIRECTIONS } from '../hex/grid';
import { HEXSIDE_TERRAIN, TERRAIN_TYPES } from './terrain';

const direction = z.enum(DIRECTIONS);

export const BoardPlacementSchema = z.strictObject({
  id: z.string().regex(/^([0-9]+|[a-z])$/, 'a board id is digits (geomorphic) or one lower-case letter (Deluxe)'),
  x: z.int().min(0).max(8),
  y: z.int().min(0).max(8),
  deluxe: z.boolean().optional(),
});

export const HexSpecSchema = z.strictObject({
  terrain: z.enum(TERRAIN_TYPES).default('open'),
  /** Base elevation of the hex's ground, in levels (hills). */
  elevation: z.int().min(-2).max(6).default(0),
  /** Upper building levels above ground level (0 for a one-story building). */
  upperLevels: z.int().min(0).max(4).optional(),
  road: z
    .strictObject({
      kind: z.enum(['paved', 'dirt']),
      /** The hexsides the road crosses. */
      sides: z.array(direction).min(1).max(6),
    })
    .optional(),
  /** A printed manhole (the black circle of B8.1). */
  manhole: z.boolean().optional(),
  /** A bridge over this hex (B6.1): the Current does not affect it (B21.121). Needs a road. */
  bridge: z.boolean().optional(),
  /** A building's id: hexes with one id form one multi-hex building. */
  building: z.string().max(40).optional(),
});

export const HexsideSpecSchema = z.strictObject({
  hex: z.string(),
  side: direction,
  terrain: z.enum(HEXSIDE_TERRAIN),
});

export const MapDocSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  name: z.string().min(1).max(80),
  description: z.string().max(500).optional(),
  columns: z.int().min(3).max(65).default(33),
  rows: z.int().min(2).max(30).default(10),
  boards: z.array(BoardPlacementSchema).min(1).max(16),
  hexes: z.record(z.string(), HexSpecSchema).default({}),
  hexsides: z.array(HexsideSpecSchema).default([]),
});

export type MapDoc = z.infer<typeof MapDocSchema>;
export type MapDocInput = z.input<typeof MapDocSchema>;
export type HexSpec = z.infer<typeof HexSpecSchema>;
