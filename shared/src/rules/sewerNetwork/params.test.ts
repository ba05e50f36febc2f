// HL.2-HL.8 the sewer network's parameters and scenario rules at their bounds (issue #33, mutation testing):
// the defaults the variant's text gives, one step inside and one step outside each bound.
import { NetworkParams, NetworkScenarioRules } from './params';

const params = (p: Record<string, unknown>) => NetworkParams.schema.safeParse(p).success;
const rules = (r: Record<string, unknown>) => NetworkScenarioRules.schema.safeParse(r).success;
const node = (i: number) => ({ hex: `71F${i}`, kind: 'manhole' });
const network = (n: number, id = 'n1') => ({ id, nodes: Array.from({ length: n }, (_, i) => node(i)) });

describe('HL.3 the network’s reach and the MF to come up', () => {
  it('HL.3: "within a range of six hexes" by default; leaving costs all MF (our reading, B8.4/B8.41)', () => {
    expect(NetworkParams.schema.parse({})).toEqual({ networkReach: 6, leaveNetworkMf: 'all' });
    expect(NetworkScenarioRules.schema.parse({})).toEqual({ sewerMovement: [], blaze: [] });
  });
  it('HL.3: a reach of 1 or more, whole; leaving costs all MF or a number from 0', () => {
    expect(params({ networkReach: 1 })).toBe(true);
    expect(params({ networkReach: 0 })).toBe(false);
    expect(params({ networkReach: 1.5 })).toBe(false);
    expect(params({ leaveNetworkMf: 0 })).toBe(true);
    expect(params({ leaveNetworkMf: -1 })).toBe(false);
    expect(params({ leaveNetworkMf: 'some' })).toBe(false);
  });
});

describe('HL.2 the scenario’s networks', () => {
  it('HL.2: a network has 2 to 60 nodes and an id of 1 to 20 characters; at most 20 networks', () => {
    expect(rules({ sewerNetworks: [network(2)] })).toBe(true);
    expect(rules({ sewerNetworks: [network(1)] })).toBe(false);
    expect(rules({ sewerNetworks: [network(60)] })).toBe(true);
    expect(rules({ sewerNetworks: [network(61)] })).toBe(false);
    expect(rules({ sewerNetworks: [network(2, '')] })).toBe(false);
    expect(rules({ sewerNetworks: [network(2, 'x'.repeat(20))] })).toBe(true);
    expect(rules({ sewerNetworks: [network(2, 'x'.repeat(21))] })).toBe(false);
    expect(rules({ sewerNetworks: Array.from({ length: 20 }, () => network(2)) })).toBe(true);
    expect(rules({ sewerNetworks: Array.from({ length: 21 }, () => network(2)) })).toBe(false);
  });
  it('HL.2: a node is a hex name of at most 12 and one of the five kinds; nothing else', () => {
    const withNode = (n: Record<string, unknown>) => rules({ sewerNetworks: [{ id: 'n', nodes: [node(1), n] }] });
    for (const kind of ['manhole', 'tunnel', 'bunker', 'stoneBuilding', 'fortress']) expect(withNode({ hex: '71F2', kind })).toBe(true);
    expect(withNode({ hex: '71F2', kind: 'woodenBuilding' })).toBe(false);
    expect(withNode({ hex: 'x'.repeat(12), kind: 'tunnel' })).toBe(true);
    expect(withNode({ hex: 'x'.repeat(13), kind: 'tunnel' })).toBe(false);
    expect(withNode({ hex: '71F2', kind: 'tunnel', extra: 1 })).toBe(false);
  });
  it('HL.3/HL.8: the sides with Sewer Movement are A or B; at most 100 Blaze hexes of at most 12 characters', () => {
    expect(rules({ sewerMovement: ['A', 'B'] })).toBe(true);
    expect(rules({ sewerMovement: ['C'] })).toBe(false);
    expect(rules({ blaze: Array(100).fill('71F1') })).toBe(true);
    expect(rules({ blaze: Array(101).fill('71F1') })).toBe(false);
    expect(rules({ blaze: ['x'.repeat(13)] })).toBe(false);
  });
});
