// Counters for what moves below the map: the "Sewer ?" / "Lost ?" counters of sewer movement (B8.41)
// and of tunnel movement (B8.61: a unit entering a tunnel is placed beneath a "Sewer ?" counter in the
// opposite entrance hex). One drawing for both; the tooltip says which. Known tunnel entrances (B8.6)
// get a small arch. Pure: returns stack items and Art.
import type { ModuleViews, SewerMarkerView } from '@hexfog/shared/protocol/index';
import * as z from 'zod';
import { type Art, art } from '../art';
import type { PieceItem } from './stack';

export type Underground = 'sewer' | 'tunnel';

/** The marker fields both modules' views share (SewerMarkerView); a tunnel's may lack `discovered`. */
export type UndergroundMarker = Pick<SewerMarkerView, 'id' | 'side' | 'hex'> & { readonly kind: string; readonly discovered?: boolean };

/** The counter of a "Sewer ?" / "Lost ?" stack, in a sewer or a tunnel. */
export function undergroundMarker(m: UndergroundMarker, where: Underground): PieceItem {
  const name = m.kind === 'lost' ? 'Lost' : 'Sewer';
  return {
    kind: 'piece',
    layer: 'top',
    label: `${name} ?${m.discovered ? '!' : ''}`,
    side: m.side,
    title: `${m.id}: "${name} ?" in the ${where} beneath ${m.hex}${m.discovered ? ', discovered' : ''} (${where === 'sewer' ? 'B8.41' : 'B8.61'})`,
    concealed: true,
  };
}

const TunnelsSchema = z.object({
  stacks: z
    .array(
      z.object({
        id: z.string(),
        side: z.enum(['A', 'B']),
        kind: z.string(),
        hex: z.string(),
        discovered: z.boolean().optional(),
        units: z.array(z.string()).optional(),
      }),
    )
    .default([]),
  entrances: z.array(z.string()).default([]),
});

export type TunnelsPart = z.infer<typeof TunnelsSchema>;

/** The `tunnels` module's view part (B8.6): its "Sewer ?" stacks and the entrances this viewer knows; empty when absent or of another shape. */
export function readTunnels(modules: ModuleViews): TunnelsPart {
  const parsed = TunnelsSchema.safeParse(modules['tunnels'] ?? {});
  return parsed.success ? parsed.data : { stacks: [], entrances: [] };
}

/** B8.6: a tunnel entrance this viewer knows, drawn as a dark arch at the right of the hex. */
export function tunnelEntranceMark(hex: string, centre: { x: number; y: number }): Art {
  const x = Math.round((centre.x + 0.5) * 1000) / 1000;
  const y = Math.round((centre.y + 0.04) * 1000) / 1000;
  return art(
    'g',
    { class: 'tunnel-entrance', 'data-hex': hex, 'pointer-events': 'none' },
    art('path', {
      d: `M ${x},${y + 0.2} v -0.09 a 0.11 0.11 0 0 1 0.22 0 v 0.09 Z`,
      fill: '#1b1b1b',
      stroke: '#d8cfb8',
      'stroke-width': 0.02,
    }),
    art('title', {}, 'tunnel entrance (B8.6)'),
  );
}

/** What an underground stack's row says of it; only the owner's own stacks carry what is beneath them. */
export interface UndergroundRowStack extends UndergroundMarker {
  readonly units?: readonly string[];
  readonly emergence?: string | null;
  readonly mustMove?: boolean;
}

/** "Germans: "Sewer ?" S1 beneath (discovered): A01, A02, Emergence: mayEmerge": a "Sewer ?" / "Lost ?" counter's row in the Selected hex panel. */
export function undergroundRowText(st: UndergroundRowStack, where: Underground, side: (s: string) => string): string {
  const own = st.units
    ? `: ${st.units.join(', ')}${st.emergence ? `, Emergence: ${st.emergence}` : ''}${st.mustMove ? ', must move' : ''}`
    : '';
  return `${side(st.side)}: "${st.kind === 'lost' ? 'Lost' : 'Sewer'} ?" ${st.id} ${where === 'tunnel' ? 'in the tunnel ' : ''}beneath${st.discovered ? ' (discovered)' : ''}${own}`;
}
