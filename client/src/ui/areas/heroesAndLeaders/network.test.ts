import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { distance } from '@hexfog/shared/hex/index';
import { compileMap } from '@hexfog/shared/map/index';
import type { ModuleViews, SewerNetworkNode } from '@hexfog/shared/protocol/index';
import { findArt, titleOf } from '../../art';
import { isolatedNodes, networkNodeMark, readSewerNetwork } from './network';

const node = (hex: string, kind: SewerNetworkNode['kind'], closed = false): SewerNetworkNode => ({
  hex,
  kind,
  network: 'main',
  ...(closed ? { closed } : {}),
});

describe('HL.2 sewer network nodes on the board', () => {
  it('reads the view: nodes and reach; nothing when absent or malformed', () => {
    expect(readSewerNetwork({})).toEqual({ nodes: [], reach: 6 });
    expect(readSewerNetwork({ sewerNetwork: { nodes: [node('74F8', 'tunnel')], reach: 6 } })).toEqual({
      nodes: [node('74F8', 'tunnel')],
      reach: 6,
    });
    expect(readSewerNetwork({ sewerNetwork: { nodes: [{ hex: 1 }] } } as unknown as ModuleViews)).toEqual({ nodes: [], reach: 6 });
  });

  it('a tunnel, a bunker, a stone building and a fortress each get their own symbol; a printed manhole none', () => {
    const marks = (['tunnel', 'bunker', 'stoneBuilding', 'fortress'] as const).map(
      (k) => networkNodeMark(node('74F8', k), { x: 1, y: 1 }, false)!,
    );
    expect(marks.map((m) => m.attrs['data-kind'])).toEqual(['tunnel', 'bunker', 'stoneBuilding', 'fortress']);
    expect(new Set(marks.map((m) => JSON.stringify(m.children.slice(0, -1)))).size).toBe(4);
    expect(titleOf(marks[0]!)).toBe('sewer network main: tunnel (HL.2)');
    expect(networkNodeMark(node('74C5', 'manhole'), { x: 1, y: 1 }, true)).toBeNull();
    expect(networkNodeMark(node('74C5', 'manhole'), { x: 1, y: 1 }, false)?.attrs['data-kind']).toBe('manhole');
  });

  it('HL.8: a node closed by Rubble or Blaze is crossed out, a printed manhole too', () => {
    const closed = networkNodeMark(node('74C5', 'manhole', true), { x: 1, y: 1 }, true)!;
    expect(closed.attrs['class']).toBe('network-node closed');
    expect(findArt(closed, (a) => a.attrs['stroke'] === '#c62828')).toHaveLength(1);
    expect(titleOf(closed)).toMatch(/closed by Rubble or Blaze \(HL\.8\)/);
  });

  it('HL.2: a node with no other node of its network within six hexes is isolated (6 joins, 7 does not)', () => {
    const d = (a: string, b: string) => Math.abs(Number(a) - Number(b));
    expect(
      isolatedNodes(
        [
          { hex: '0', network: 'n' },
          { hex: '6', network: 'n' },
        ],
        6,
        d,
      ),
    ).toEqual([]);
    expect(
      isolatedNodes(
        [
          { hex: '0', network: 'n' },
          { hex: '7', network: 'n' },
        ],
        6,
        d,
      ),
    ).toEqual(['0', '7']);
    expect(
      isolatedNodes(
        [
          { hex: '0', network: 'n' },
          { hex: '1', network: 'm' },
        ],
        6,
        d,
      ),
    ).toEqual(['0', '1']);
  });
});

describe('the city-sewer-network sample scenario (HL.2)', () => {
  const root = process.cwd();
  const scenario = JSON.parse(readFileSync(join(root, 'shared/data/scenarios/city-sewer-network.json'), 'utf8')) as {
    map: string;
    rules: { sewerNetworks: { id: string; nodes: { hex: string; kind: string }[] }[] };
  };
  const map = compileMap(JSON.parse(readFileSync(join(root, `shared/data/maps/${scenario.map}.json`), 'utf8')));
  const nodes = scenario.rules.sewerNetworks.flatMap((n) => n.nodes.map((x) => ({ ...x, network: n.id })));
  const dist = (a: string, b: string) => distance(map.byName(a)!.hex, map.byName(b)!.hex);

  it('every node is on the map, within six hexes of another node of its network, none in water; manhole nodes are printed manholes', () => {
    for (const n of nodes) expect([n.hex, map.byName(n.hex)?.terrain.waterObstacle ?? false]).toEqual([n.hex, false]);
    expect(isolatedNodes(nodes, 6, dist)).toEqual([]);
    for (const n of nodes.filter((x) => x.kind === 'manhole'))
      expect([n.hex, map.isManholeLocation(map.byName(n.hex)!.hex)]).toEqual([n.hex, true]);
    // a tunnel and a bunker are joined to the network
    expect(nodes.map((n) => n.kind)).toEqual(expect.arrayContaining(['tunnel', 'bunker']));
  });

  it('the Soviet manhole reaches the German street in two network moves (74C5 -> 74I5 -> 74O5)', () => {
    expect([dist('74C5', '74I5'), dist('74I5', '74O5')]).toEqual([6, 6]);
  });
});
