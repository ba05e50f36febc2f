// B8.42 the Sewer Emergence dr (emergence.ts) at its boundaries (issue #33 mutation testing): which
// units count for each drm (eliminated, dummy, hidden, broken, the same Location is not ADJACENT), the
// "safe" manhole in a wooden building, no dr for an emptied stack, what the opponent learns of the dr,
// and the DEFENDER's reveal prompt and its public counts. sewer-infiltration on board 71: A's stack S1
// (A01, a 6-2-8) beneath the manhole at 71F8 in the open; the German units (B01-B03 4-6-7, B05 a dummy)
// wait in the stone building at 71P2, out of LOS of F8, unless a test moves them.
import { sewerStackIn } from '../../testing/sewerStacks';
import { withTerrain } from '../../testing/withTerrain';
import { given, type Given } from '../../testing/scenarioBuilder';
import { ground, sewer } from '../../units/location';
import { emergenceModifiers } from './emergence';
import { readSewers } from './sewerState';

const F8 = ground('71F8');

function scene(): Given {
  const g = given('sewer-infiltration');
  for (const u of ['A01', 'A02', 'A03', 'A07']) g.unit(u, '71A10');
  for (const u of ['B01', 'B02', 'B03', 'B05']) g.unit(u, '71P2');
  g.playing({ phase: 'MPh', attacker: 'A' });
  stack(g, 'S1', 'A', '71F8', ['A01']);
  return g;
}

const stack = sewerStackIn;

const put = (g: Given, id: string, at = F8, status: Record<string, boolean> = {}) => {
  g.state.units[id]!.loc = at;
  Object.assign(g.state.units[id]!.status, { concealed: false, ...status });
};
const drm = (g: Given, revealed: string[] = []) =>
  emergenceModifiers(g.game.ctx, g.state, readSewers(g.state).stacks.S1!, new Set(revealed)).map((m) => `${m.name} ${m.value}`);
const SAFE = 'manhole safe from the enemy -1';

describe('B8.42 which units count for the drm', () => {
  it('B8.42: an eliminated enemy squad in the Manhole Location is no Good Order enemy MMC there', () => {
    const g = scene();
    put(g, 'B02');
    expect(drm(g)).toEqual(['1 Good Order enemy MMC in the Manhole Location 1']);
    g.state.units.B02!.eliminated = true;
    expect(drm(g)).toEqual([SAFE]);
  });
  it('B8.42: friendly units in the Manhole Location -1, but not a friendly Dummy nor an eliminated unit', () => {
    const g = scene();
    put(g, 'A02');
    expect(drm(g)).toContain('friendly units in the Manhole Location -1');
    g.state.units.A02!.eliminated = true;
    put(g, 'A07', F8, { concealed: true });
    expect(drm(g)).toEqual([SAFE]);
  });
  it('B8.42: an enemy stack in the same Sewer Location is not in an ADJACENT one; at F7 it is', () => {
    const g = scene();
    stack(g, 'S9', 'B', '71F8', ['B03']);
    expect(drm(g, ['B03'])).not.toContain('enemy units in an adjacent Sewer Location 1');
    readSewers(g.state).stacks.S9!.hex = '71F7';
    g.state.units.B03!.loc = sewer('71F7');
    expect(drm(g, ['B03'])).toContain('enemy units in an adjacent Sewer Location 1');
  });
  it('B8.42 -1: a manhole in a wooden building unoccupied by enemy units is safe even in the LOS of a Known enemy', () => {
    const g = scene();
    put(g, 'B02', ground('71F4'));
    expect(drm(g)).toEqual([]);
    expect(withTerrain(g, ['71F8'], 'woodenBuilding', () => drm(g))).toEqual([SAFE]);
  });
  it('B8.42: an enemy unit in a Sewer Location has no LOS to the manhole above: it does not take the -1 away', () => {
    const g = scene();
    stack(g, 'S9', 'B', '71F5', ['B03']);
    expect(drm(g)).toEqual([SAFE]);
  });
});

describe('B8.42 the dr as the MPh ends', () => {
  const endMph = (g: Given, dice: number[]) => {
    g.dice(dice);
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
  };
  it("B8.42: the dr is the owner's; the opponent is told only that it was made", () => {
    const g = scene();
    endMph(g, [3]);
    expect(g.events.filter((e) => e.type === 'rollMade')).toEqual([
      { type: 'rollMade', audience: 'B', data: { purpose: 'Sewer Emergence dr for S1', rule: 'B8.42', kind: 'dr' } },
    ]);
  });
  it('B8.42: a stack whose units are all gone makes no dr', () => {
    const g = scene();
    g.state.units.A01!.eliminated = true;
    endMph(g, [3]);
    expect(g.events.filter((e) => e.type === 'rollMade' || e.type === 'sewerEmergence')).toEqual([]);
  });
  it('B8.42 "*": a hidden enemy above is never asked about (the question would betray it)', () => {
    const g = scene();
    put(g, 'B02', F8, { concealed: true, hidden: true });
    endMph(g, [3]);
    expect(g.state.pending).toBeNull();
    expect(g.events.filter((e) => e.type === 'sewerEmergence')).toHaveLength(1);
    const h = scene();
    put(h, 'B02', F8, { concealed: true, hidden: true });
    put(h, 'B03', F8, { concealed: true });
    endMph(h, [3]);
    expect(h.state.pending).toMatchObject({ options: [{ stack: 'S1', hex: '71F8', units: ['B03'] }] });
  });
  it('B8.42 "*": the DEFENDER is asked with his concealed units above and beside, sorted; a reveal tells both sides counts only', () => {
    const g = scene();
    put(g, 'B03', F8, { concealed: true });
    put(g, 'B02', F8, { concealed: true, broken: true });
    stack(g, 'S9', 'B', '71F7', ['B01']);
    endMph(g, [3]);
    expect(g.state.pending).toMatchObject({
      side: 'B',
      rule: 'B8.42',
      options: [{ stack: 'S1', hex: '71F8', units: ['B01', 'B02', 'B03'] }],
    });
    expect(g.game.legal(g.state, 'B').filter((l) => l.type === 'sewerEmergenceReveal')).toEqual([
      {
        type: 'sewerEmergenceReveal',
        label: "Reveal your units for S1's Sewer Emergence dr at 71F8",
        rule: 'B8.42',
        command: { type: 'sewerEmergenceReveal', reveal: true },
      },
      { type: 'sewerEmergenceReveal', label: 'Stay concealed', rule: 'B8.42', command: { type: 'sewerEmergenceReveal', reveal: false } },
    ]);
    expect(g.when('B', { type: 'sewerEmergenceReveal', reveal: true }).ok).toBe(true);
    expect(g.events.filter((e) => e.type === 'sewerEmergenceRevealed')).toEqual([
      {
        type: 'sewerEmergenceRevealed',
        audience: 'all',
        data: { stack: 'S1', hex: '71F8', manholeGoodOrderMmc: 1, manholeOccupied: true, adjacentSewer: true, rule: 'B8.42' },
      },
    ]);
  });
  it('B8.42 "*": with nobody in an ADJACENT Sewer Location the reveal says so', () => {
    const g = scene();
    put(g, 'B03', F8, { concealed: true });
    endMph(g, [3]);
    expect(g.when('B', { type: 'sewerEmergenceReveal', reveal: true }).ok).toBe(true);
    expect(g.events.find((e) => e.type === 'sewerEmergenceRevealed')!.data).toMatchObject({ manholeGoodOrderMmc: 1, adjacentSewer: false });
  });
});
