// B27.41 (the rule's EX: D6 to the woods in D9 past the foxholes of D7 and D8), the combined exit
// (B27.4 last sentence; A10's comprehensive rout example, its R2 foxhole) and B30.41, on board 71 with
// all hexes open at level 0 unless a test gives its own terrain.
import { readChoices } from '../../protocol/legal';
import { ruleset } from '../../rulesets/index';
import { fortifiedScene } from '../../testing/fortifiedScene';
import { entryCost } from '../core/entryCost';
import { routPlan } from '../rout/rout';

/** The asl ruleset plays the entrenchments module (index.ts). */
const rules = ruleset('asl');
type Fort = { kind: string; hex: string; side: 'A' | 'B'; squads?: number };
const on = (hexes: Record<string, Record<string, unknown>>, forts: Fort[]) => fortifiedScene(forts, hexes, [], rules);
type G = ReturnType<typeof on>;
const at = (hex: string, position?: string) =>
  position ? { hex, place: 'ground', level: 0, position } : { hex, place: 'ground', level: 0 };
const interdictions = (g: G) => g.events.filter((e) => e.type === 'roll' && e.data.rule === 'A10.53');

describe('B27.41 the RtPh and the foxhole', () => {
  // the broken A01 in D6; foxholes in the Open Ground of D7 and D8; woods in D9; B01 (4-6-7) watches from D2
  const example = (also: (g: G) => void = () => undefined) => {
    const g = on({ '71D9': { terrain: 'woods' } }, [
      { kind: 'foxhole', hex: '71D7', side: 'A' },
      { kind: 'foxhole', hex: '71D8', side: 'A' },
    ])
      .unit('A01', '71D6')
      .unit('B01', '71D2');
    also(g);
    g.playing({ phase: 'AFPh', attacker: 'A' });
    g.state.units.A01!.status.broken = true;
    return g;
  };

  it('B27.41 EX: the red route through D7 and D8 at one MF each is Interdicted; the blue one beneath both foxholes (3 MF in D7, 2 in D8) is not, and cannot reach the woods', () => {
    const g = example();
    const plan = routPlan(g.game.ctx, g.state, g.state.units.A01!);
    expect(plan.destinations).toEqual(['71D9']);
    expect(plan.routes.get('71D9')).toMatchObject({ path: ['71D7', '71D8', '71D9'], mf: 4, exposed: true, interdicted: ['71D7', '71D8'] });
    expect(plan.taken.get('71D8:beneath')).toMatchObject({
      path: ['71D7', '71D8'],
      positions: ['beneath', 'beneath'],
      mf: 5,
      exposed: false,
    });
    expect(plan.shelters).toEqual([
      { to: '71D7', position: 'beneath', mf: 2 },
      { to: '71D8', position: 'beneath', mf: 5 },
    ]);
    // from beneath D8: one MF out of the foxhole with the woods' two, 5 + 3 > 6
    const onward = entryCost(g.game.ctx, g.state, {
      side: 'A',
      units: [g.state.units.A01!],
      from: at('71D8', 'beneath'),
      to: at('71D9'),
      purpose: 'rout',
    });
    expect(onward).toMatchObject({ ok: true, mf: 3 });
    expect(
      [...plan.taken.values()].some(
        (r) => r.path.join() === '71D7,71D8,71D9' && r.positions?.[0] === 'beneath' && r.positions?.[1] === 'beneath',
      ),
    ).toBe(false);
    // the owner is offered both; the question tells the opponent nothing of them
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
    const entry = readChoices(g.game.legal(g.state, 'A').find((l) => l.type === 'rout')!);
    expect(entry?.type === 'rout' && entry.choices).toMatchObject({
      to: ['71D9'],
      positions: [
        { to: '71D7', position: 'beneath', mf: 2 },
        { to: '71D8', position: 'beneath', mf: 5 },
      ],
    });
    expect(g.view('B').pending).toEqual({ side: 'A', kind: 'rout', rule: 'A10.51' });
  });

  it('B27.41 EX: the blue route ends beneath D8 with no Interdiction NMC (a DR 12 rolls nothing)', () => {
    const g = example();
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
    g.dice([6, 6]);
    expect(g.when('A', { type: 'rout', unit: 'A01', to: '71D8', position: 'beneath' }).ok).toBe(true);
    expect(g.state.units.A01!.loc).toEqual(at('71D8', 'beneath'));
    expect(interdictions(g)).toEqual([]);
    expect(g.events.find((e) => e.type === 'routed' && e.audience === 'B')?.data).toMatchObject({
      from: '71D6',
      to: '71D8',
      position: 'beneath',
    });
  });

  it('B27.41 EX: the red route to the woods is Interdicted: DR 8 passes the NMC of the morale-8 squad, 9 fails it', () => {
    for (const [dice, reduced] of [
      [[4, 4], false],
      [[4, 5], true],
    ] as const) {
      const g = example();
      expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
      g.dice([...dice]);
      expect(g.when('A', { type: 'rout', unit: 'A01', to: '71D9' }).ok).toBe(true);
      expect(interdictions(g)).toHaveLength(1);
      expect(g.state.units.A01!.type).toBe(reduced ? 'ru-237' : 'ru-628');
    }
  });

  it('B27.41: a foxhole without room for the router is no shelter; the entry beneath it is refused', () => {
    const g = example((x) => x.unit('A02', at('71D7', 'beneath'))); // A's squad fills the 1S foxhole
    const plan = routPlan(g.game.ctx, g.state, g.state.units.A01!);
    expect(plan.shelters.map((s) => s.to)).not.toContain('71D7');
    expect(
      entryCost(g.game.ctx, g.state, {
        side: 'A',
        units: [g.state.units.A01!],
        from: at('71D6'),
        to: at('71D7', 'beneath'),
        purpose: 'rout',
      }),
    ).toMatchObject({ ok: false, rule: 'B27.12' });
  });

  it('A10.51: a foxhole off every shortest path to the woods is no place to stop (C7: 1 + 4 MF on to D9, against 4)', () => {
    const g = on({ '71D9': { terrain: 'woods' } }, [
      { kind: 'foxhole', hex: '71D7', side: 'A' },
      { kind: 'foxhole', hex: '71C7', side: 'A' },
    ])
      .unit('A01', '71D6')
      .unit('B01', '71D2')
      .playing({ phase: 'AFPh', attacker: 'A' });
    g.state.units.A01!.status.broken = true;
    const plan = routPlan(g.game.ctx, g.state, g.state.units.A01!);
    expect(plan.taken.has('71C7:beneath')).toBe(true);
    expect(plan.shelters).toEqual([{ to: '71D7', position: 'beneath', mf: 2 }]);
  });

  it("B27.41 (A10 rout EX, the R2 foxhole): out of a foxhole combined with the next hex's entry (1 + 2 MF), not Interdicted as it exits; the nearest woods is measured without the foxhole's MF (A10.531)", () => {
    const g = on({ '71D7': { terrain: 'woods' } }, [{ kind: 'foxhole', hex: '71D6', side: 'A' }])
      .unit('A01', at('71D6', 'beneath'))
      .unit('B01', '71D5')
      .playing({ phase: 'AFPh', attacker: 'A' });
    g.state.units.A01!.status.broken = true;
    const plan = routPlan(g.game.ctx, g.state, g.state.units.A01!);
    expect(plan.routes.get('71D7')!.mf).toBe(2);
    expect(plan.taken.get('71D7')).toMatchObject({ path: ['71D7'], mf: 3, exposed: false });
    expect(g.when('A', { type: 'endPhase' }).ok).toBe(true);
    g.dice([6, 6]);
    expect(g.when('A', { type: 'rout', unit: 'A01', to: '71D7' }).ok).toBe(true);
    expect(interdictions(g)).toEqual([]);
    expect(g.events.find((e) => e.type === 'routed' && e.audience === 'A')?.data).toMatchObject({
      from: '71D6',
      fromPosition: 'beneath',
      to: '71D7',
      mf: 3,
    });
  });

  it('B27.4, B27.41: in the MPh the same exit is refused; in the RtPh the exit into Open Ground is exposed in the hex entered', () => {
    const g = on({}, [{ kind: 'foxhole', hex: '71D6', side: 'A' }])
      .unit('A01', at('71D6', 'beneath'))
      .unit('B01', '71D2')
      .playing({ phase: 'AFPh', attacker: 'A' });
    const q = (purpose: string) =>
      entryCost(g.game.ctx, g.state, { side: 'A', units: [g.state.units.A01!], from: at('71D6', 'beneath'), to: at('71D7'), purpose });
    expect(q('move')).toMatchObject({ ok: false, rule: 'B27.4' });
    expect(q('rout')).toMatchObject({ ok: true, mf: 2, parts: [{ name: 'COT open' }, { name: 'out of the foxhole', rule: 'B27.4' }] });
    expect(q('rout').ok && (q('rout') as { exempt?: string[] }).exempt).toBeUndefined();
  });
});

describe('B30.41 the RtPh and the pillbox', () => {
  it('B30.41: into a pillbox "in exactly the same fashion as is applicable to entrenchments": its MF with the hex\'s, no Interdiction', () => {
    const g = on({}, [{ kind: 'pillbox', hex: '71D7', side: 'A' }])
      .unit('A01', '71D6')
      .playing({ phase: 'RtPh', attacker: 'A' });
    const cost = entryCost(g.game.ctx, g.state, {
      side: 'A',
      units: [g.state.units.A01!],
      from: at('71D6'),
      to: at('71D7', 'pillbox'),
      purpose: 'rout',
    });
    expect(cost).toMatchObject({ ok: true, mf: 2, exempt: ['interdiction'] });
    expect(cost.ok && cost.parts.map((p) => p.rule)).toEqual(['B1', 'B30.4']);
  });
});
