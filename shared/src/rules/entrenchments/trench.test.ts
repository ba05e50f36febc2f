// B27.54 connected trenches and B30.8 bunkers, on board 71 with all hexes open at level 0 unless a test
// gives its own terrain. The engine has no Snap Shots, minefields, Wire or SMOKE: those parts of B27.54
// have nothing to act on.
import { ruleset } from '../../rulesets/index';
import { fortifiedScene } from '../../testing/fortifiedScene';
import { entryCost } from '../core/entryCost';
import { routPlan } from '../rout/rout';

/** The asl ruleset plays the entrenchments module (index.ts). */
const rules = ruleset('asl');
type Fort = { kind: string; hex: string; side: 'A' | 'B' };
const on = (hexes: Record<string, Record<string, unknown>>, forts: Fort[], hexsides: unknown[] = []) =>
  fortifiedScene(forts, hexes, hexsides, rules);
type G = ReturnType<typeof on>;
const at = (hex: string, position?: string) =>
  position ? { hex, place: 'ground', level: 0, position } : { hex, place: 'ground', level: 0 };
const trenches = (...hexes: string[]): Fort[] => hexes.map((hex) => ({ kind: 'trench', hex, side: 'A' }));
const mfOf = (g: G) => g.events.filter((e) => e.type === 'moved' && e.audience === 'A').map((e) => e.data.mf);
const moved = (g: G, cmd: Record<string, unknown>) => {
  const r = g.when('A', { type: 'move', ...cmd });
  if (r.ok && g.state.pending?.kind === 'defensiveFirstFire') expect(g.when('B', { type: 'declineFire' }).ok).toBe(true);
  return r;
};
const dffMods = (g: G) =>
  (g.events.filter((e) => e.type === 'roll' && e.data.rule === 'A7.3').pop()!.data.modifiers as { name: string }[])
    .map((m) => m.name)
    .filter((n) => n === 'FFMO' || n === 'FFNAM');

describe('B27.54 connected trenches', () => {
  it("B27.54: one MF into a connecting trench whatever the hex's terrain, walls included; doubled uphill; never across a cliff", () => {
    // C6 woods (2 MF), a wall between C6 and C7 (+1), C8 one level up, a cliff between C8 and C9
    const g = on(
      { '71C6': { terrain: 'woods' }, '71C8': { elevation: 1 }, '71C9': { elevation: 2 } },
      trenches('71C5', '71C6', '71C7', '71C8', '71C9'),
      [
        { hex: '71C6', side: 'S', terrain: 'wall' },
        { hex: '71C8', side: 'S', terrain: 'cliff' },
      ],
    )
      .unit('A01', at('71C5', 'beneath'))
      .unit('A06', at('71C5', 'beneath')) // the leader: 6 MF for the stack (A4.12)
      .playing({ phase: 'MPh', attacker: 'A' });
    const cost = entryCost(g.game.ctx, g.state, {
      side: 'A',
      units: [g.state.units.A01!],
      from: at('71C5', 'beneath'),
      to: at('71C6', 'beneath'),
      purpose: 'move',
    });
    expect(cost).toMatchObject({
      ok: true,
      mf: 1,
      parts: [{ name: 'connecting trench', mf: 1, rule: 'B27.54' }],
      exempt: ['interdiction', 'concealmentLoss', 'movementDrm'],
    });
    for (const to of ['71C6', '71C7', '71C8']) expect(moved(g, { units: ['A01', 'A06'], to, position: 'beneath' }).ok).toBe(true);
    expect(mfOf(g)).toEqual([1, 1, 2]);
    expect(g.when('A', { type: 'move', units: ['A01', 'A06'], to: '71C9', position: 'beneath' })).toMatchObject({
      ok: false,
      error: { rule: 'B27.4' },
    });
    // above the trench the hex costs its terrain: the trench benefit is only from beneath to beneath
    const above = entryCost(g.game.ctx, g.state, {
      side: 'A',
      units: [g.state.units.A01!],
      from: at('71C5'),
      to: at('71C6'),
      purpose: 'move',
    });
    expect(above).toMatchObject({ ok: true, mf: 2 });
  });

  it('B27.54: never subject to the FFNAM/FFMO DRM after a trench move (a plain entry of the same Open Ground hex gets both)', () => {
    const g = on({}, trenches('71C5', '71C6'))
      .unit('A01', at('71C5', 'beneath'))
      .unit('A02', '71D6')
      .unit('B01', '71C3')
      .playing({ phase: 'MPh', attacker: 'A' });
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71C6', position: 'beneath' }).ok).toBe(true);
    g.dice([3, 4, 6, 6]);
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] }).ok).toBe(true);
    expect(dffMods(g)).toEqual([]);
    const plain = on({}, trenches('71C5', '71C6')).unit('A02', '71D6').unit('B01', '71C3').playing({ phase: 'MPh', attacker: 'A' });
    expect(plain.when('A', { type: 'move', units: ['A02'], to: '71C6' }).ok).toBe(true);
    plain.dice([3, 4, 6, 6]);
    expect(plain.when('B', { type: 'defensiveFire', firers: ['B01'] }).ok).toBe(true);
    expect(dffMods(plain)).toEqual(['FFMO', 'FFNAM']);
  });

  it('B27.54: Non-Assault Movement between connecting trenches keeps concealment; leaving the trench in view does not (A12.14)', () => {
    const g = on({}, trenches('71C5', '71C6'))
      .unit('A01', at('71C5', 'beneath'), { concealed: true })
      .unit('B01', '71C2')
      .playing({ phase: 'MPh', attacker: 'A' });
    expect(moved(g, { units: ['A01'], to: '71C6', position: 'beneath' }).ok).toBe(true);
    expect(g.state.units.A01!.status.concealed).toBe(true);
    expect(g.events.some((e) => e.type === 'concealmentLost')).toBe(false);
    expect(moved(g, { units: ['A01'], to: '71C6' }).ok).toBe(true);
    expect(g.state.units.A01!.status.concealed).toBe(false);
  });

  it('B27.54: a rout along connecting trenches is never Interdicted: beneath D7 and D8, then out to the woods of D9, unexposed', () => {
    const g = on({ '71D9': { terrain: 'woods' } }, trenches('71D6', '71D7', '71D8'))
      .unit('A01', at('71D6', 'beneath'))
      .unit('B01', '71D2')
      .playing({ phase: 'RtPh', attacker: 'A' });
    g.state.units.A01!.status.broken = true;
    const plan = routPlan(g.game.ctx, g.state, g.state.units.A01!);
    expect(plan.destinations).toEqual(['71D9']);
    expect(plan.taken.get('71D9')).toMatchObject({
      path: ['71D7', '71D8', '71D9'],
      positions: ['beneath', 'beneath', undefined],
      mf: 5,
      exposed: false,
    });
    expect(plan.routes.get('71D9')).toMatchObject({ mf: 4, exposed: true }); // between hexes only, as A10.531 measures the nearest
  });
});

describe('B30.8 bunkers', () => {
  it('B30.8: a pillbox Accessible to a trench is a bunker: from beneath the trench straight inside it as along a trench, one MF; B30.42 still applies', () => {
    const g = on({}, [...trenches('71C5'), { kind: 'pillbox', hex: '71C6', side: 'A' }])
      .unit('A01', at('71C5', 'beneath'))
      .unit('B01', '71C1')
      .playing({ phase: 'MPh', attacker: 'A' });
    const q = (from: object, to: object) =>
      entryCost(g.game.ctx, g.state, { side: 'A', units: [g.state.units.A01!], from, to, purpose: 'move' } as never);
    expect(q(at('71C5', 'beneath'), at('71C6', 'pillbox'))).toMatchObject({ ok: true, mf: 1, parts: [{ rule: 'B30.8' }] });
    expect(q(at('71C6', 'pillbox'), at('71C5', 'beneath'))).toMatchObject({ ok: true, mf: 1 });
    g.state.units.B01!.loc = at('71C6');
    expect(q(at('71C5', 'beneath'), at('71C6', 'pillbox'))).toMatchObject({ ok: false, rule: 'B30.42' });
  });

  it('B30.8: a pillbox not Accessible to a trench (a cliff between) is no bunker; one in a trench hex is, and is entered from beneath that trench for one MF', () => {
    const g = on(
      { '71C6': { elevation: 1 } },
      [...trenches('71C5'), { kind: 'pillbox', hex: '71C6', side: 'A' }],
      [{ hex: '71C5', side: 'S', terrain: 'cliff' }],
    )
      .unit('A01', at('71C5', 'beneath'))
      .playing({ phase: 'MPh', attacker: 'A' });
    const q = (from: object, to: object) =>
      entryCost(g.game.ctx, g.state, { side: 'A', units: [g.state.units.A01!], from, to, purpose: 'move' } as never);
    expect(q(at('71C5', 'beneath'), at('71C6', 'pillbox'))).toMatchObject({ ok: false });
    const same = on({}, [...trenches('71C6'), { kind: 'pillbox', hex: '71C6', side: 'A' }])
      .unit('A01', at('71C6', 'beneath'))
      .playing({ phase: 'MPh', attacker: 'A' });
    expect(moved(same, { units: ['A01'], to: '71C6', position: 'pillbox' }).ok).toBe(true);
    expect(mfOf(same)).toEqual([1]);
    expect(same.events.find((e) => e.type === 'moved' && e.audience === 'A')?.data.rule).toBe('B30.8');
  });

  it('B30.8, B27.6: a bunker moves with an Accessible sangar as a trench would; a pillbox with no trench near is no bunker and does not', () => {
    const q = (g: G) =>
      entryCost(g.game.ctx, g.state, {
        side: 'A',
        units: [g.state.units.A01!],
        from: at('71C5', 'beneath'),
        to: at('71C6', 'pillbox'),
        purpose: 'move',
      } as never);
    const sangar = { kind: 'sangar', hex: '71C5', side: 'A' as const };
    const lone = on({}, [sangar, { kind: 'pillbox', hex: '71C6', side: 'A' }])
      .unit('A01', at('71C5', 'beneath'))
      .playing({ phase: 'MPh', attacker: 'A' });
    expect(q(lone)).toMatchObject({ ok: false, rule: 'B27.4' }); // out of the sangar first
    const bunker = on({}, [sangar, { kind: 'pillbox', hex: '71C6', side: 'A' }, ...trenches('71C7')])
      .unit('A01', at('71C5', 'beneath'))
      .playing({ phase: 'MPh', attacker: 'A' });
    expect(q(bunker)).toMatchObject({ ok: true, mf: 1, parts: [{ rule: 'B27.6' }] });
  });

  it('B27.6: into the hex of a sangar the side fills, no trench movement, not even into a bunker there', () => {
    const forts = [
      ...trenches('71C5'),
      { kind: 'sangar', hex: '71C6', side: 'A' as const },
      { kind: 'pillbox', hex: '71C6', side: 'A' as const },
    ];
    const q = (g: G) =>
      entryCost(g.game.ctx, g.state, {
        side: 'A',
        units: [g.state.units.A01!],
        from: at('71C5', 'beneath'),
        to: at('71C6', 'pillbox'),
        purpose: 'move',
      } as never);
    expect(q(on({}, forts).unit('A01', at('71C5', 'beneath')).playing({ phase: 'MPh', attacker: 'A' }))).toMatchObject({ ok: true, mf: 1 });
    const full = on({}, forts)
      .unit('A01', at('71C5', 'beneath'))
      .unit('A02', at('71C6', 'beneath'))
      .playing({ phase: 'MPh', attacker: 'A' });
    expect(q(full)).toMatchObject({ ok: false, rule: 'B27.4' });
  });
});
