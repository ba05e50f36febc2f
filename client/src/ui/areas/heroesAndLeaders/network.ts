// The heroes-and-leaders sewer networks on the board (HL.2): the nodes where units enter and leave a
// network. Manholes are printed on the map already; a tunnel, a bunker, a stone building's cellar and a
// fortress node get a symbol of their own at the lower left of the hex, crossed out when Rubble or Blaze
// closes it (HL.8). The view is read defensively (absent or of another shape: no nodes). Pure: Art.
import type { ModuleViews, SewerNetworkNode } from '@hexfog/shared/protocol/index';
import * as z from 'zod';
import { type Art, art } from '../../art';

const NodeSchema = z.object({
  hex: z.string(),
  kind: z.enum(['manhole', 'tunnel', 'bunker', 'stoneBuilding', 'fortress']),
  network: z.string(),
  closed: z.boolean().optional(),
});
const NetworkSchema = z.object({ nodes: z.array(NodeSchema).default([]), reach: z.int().default(6) });

export interface NetworkPart {
  readonly nodes: readonly SewerNetworkNode[];
  readonly reach: number;
}

/** The `sewerNetwork` module's view part; no nodes when absent or malformed. */
export function readSewerNetwork(modules: ModuleViews | undefined): NetworkPart {
  const parsed = NetworkSchema.safeParse(modules?.['sewerNetwork'] ?? {});
  return parsed.success ? parsed.data : { nodes: [], reach: 6 };
}

const NAME: Readonly<Record<SewerNetworkNode['kind'], string>> = {
  manhole: 'manhole',
  tunnel: 'tunnel',
  bunker: 'bunker',
  stoneBuilding: 'stone building cellar',
  fortress: 'fortress',
};

const round = (n: number) => Math.round(n * 1000) / 1000;

/** The symbol of a node kind, in a 0.3 box with its top-left corner at (x, y). */
function symbol(kind: SewerNetworkNode['kind'], x: number, y: number): Art[] {
  const p = (dx: number, dy: number) => `${round(x + dx)},${round(y + dy)}`;
  switch (kind) {
    case 'tunnel':
      // a tunnel mouth: a dark arch in a stone face
      return [
        art('rect', { x, y, width: 0.3, height: 0.3, fill: '#8d8778' }),
        art('path', { d: `M ${p(0.06, 0.3)} L ${p(0.06, 0.15)} A 0.09 0.09 0 0 1 ${p(0.24, 0.15)} L ${p(0.24, 0.3)} Z`, fill: '#141414' }),
      ];
    case 'bunker':
      // an earth mound with its firing slit
      return [
        art('path', { d: `M ${p(0, 0.3)} Q ${p(0.15, -0.05)} ${p(0.3, 0.3)} Z`, fill: '#6e6a4c', stroke: '#2d2b1f', 'stroke-width': 0.02 }),
        art('rect', { x: round(x + 0.09), y: round(y + 0.16), width: 0.12, height: 0.03, fill: '#111' }),
      ];
    case 'stoneBuilding':
      // steps going down into a cellar
      return [
        art('rect', { x, y, width: 0.3, height: 0.3, fill: '#c9ccd0', stroke: '#444', 'stroke-width': 0.02 }),
        art('path', {
          d: `M ${p(0.04, 0.06)} H ${round(x + 0.12)} V ${round(y + 0.14)} H ${round(x + 0.2)} V ${round(y + 0.22)} H ${round(x + 0.27)} V ${round(y + 0.28)}`,
          fill: 'none',
          stroke: '#222',
          'stroke-width': 0.03,
        }),
      ];
    case 'fortress':
      // a battlement
      return [
        art('path', {
          d: `M ${p(0, 0.3)} V ${round(y + 0.06)} H ${round(x + 0.07)} V ${round(y + 0.13)} H ${round(x + 0.12)} V ${round(y + 0.06)} H ${round(x + 0.18)} V ${round(y + 0.13)} H ${round(x + 0.23)} V ${round(y + 0.06)} H ${round(x + 0.3)} V ${round(y + 0.3)} Z`,
          fill: '#7b7f86',
          stroke: '#222',
          'stroke-width': 0.02,
        }),
      ];
    case 'manhole':
      // a manhole the map does not print
      return [art('circle', { cx: round(x + 0.15), cy: round(y + 0.15), r: 0.1, fill: '#111', stroke: '#d8cfb8', 'stroke-width': 0.02 })];
  }
}

/**
 * A node's mark, or null for a manhole the map prints already (`printedManhole`). The tooltip names the
 * network and the kind; a closed node (HL.8) is crossed out.
 */
export function networkNodeMark(node: SewerNetworkNode, centre: { x: number; y: number }, printedManhole: boolean): Art | null {
  if (node.kind === 'manhole' && printedManhole && !node.closed) return null;
  const x = round(centre.x - 0.62);
  const y = round(centre.y + 0.08);
  return art(
    'g',
    {
      class: `network-node${node.closed ? ' closed' : ''}`,
      'data-hex': node.hex,
      'data-kind': node.kind,
      'data-network': node.network,
      'pointer-events': 'none',
    },
    ...symbol(node.kind, x, y),
    node.closed
      ? art('path', {
          d: `M ${x},${y} L ${round(x + 0.3)},${round(y + 0.3)} M ${round(x + 0.3)},${y} L ${x},${round(y + 0.3)}`,
          stroke: '#c62828',
          'stroke-width': 0.05,
        })
      : null,
    art('title', {}, `sewer network ${node.network}: ${NAME[node.kind]}${node.closed ? ', closed by Rubble or Blaze (HL.8)' : ''} (HL.2)`),
  );
}

/** Nodes with no other node of their network within `reach` hexes (HL.2: a sewer's entrances are within six hexes of each other). */
export function isolatedNodes(
  nodes: readonly Pick<SewerNetworkNode, 'hex' | 'network'>[],
  reach: number,
  distance: (a: string, b: string) => number,
): string[] {
  return nodes.filter((n) => !nodes.some((m) => m !== n && m.network === n.network && distance(n.hex, m.hex) <= reach)).map((n) => n.hex);
}
