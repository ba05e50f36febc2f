// B8.4 (no Gun pushed into a sewer) and B8.44 with B8.5 (where a sewer move may end beside an enemy
// sewer stack when a manhole is rubbled), on board 71 of sewer-infiltration. Its Manhole Locations
// (B8.1): F5, F8, I9, K10, N2, N5, N6, N8, V5, DD5; N5 and N6 are the only ADJACENT pair.
import { given, type Given } from '../../testing/scenarioBuilder';
import { sewerDestinations, stacksOf } from './sewerState';

const mph = (g: Given) => g.playing({ phase: 'MPh', attacker: 'A' });
const enterLegal = (g: Given) =>
  g.game
    .legal(g.state, 'A')
    .filter((l) => l.type === 'enterSewer')
    .map((l) => l.choices);

/** sewer-infiltration with an AT Gun in A's OB, pushed by A01 at F5 (a Gun goes with the unit that pushes it). */
function pushingAGun(): Given {
  const g = given('sewer-infiltration', 'asl', (d) => (d.oob as { A: unknown[] }).A.push({ type: 'at-gun', count: 1 }))
    .unit('A01', '71F5')
    .unit('A06', '71F5')
    .unit('B01', '71P2');
  const gun = Object.values(g.state.units).find((u) => u.type === 'at-gun')!;
  gun.loc = { hex: '71F5', place: 'ground', level: 0 };
  g.state.units.A01!.carries = [gun.id];
  return mph(g);
}

describe('B8.4 no Gun into a sewer', () => {
  it('B8.4: "Units in a Sewer may not ... push a Gun": the squad pushing a Gun is not offered and is refused; the leader beside it may enter', () => {
    const g = pushingAGun();
    expect(enterLegal(g)).toEqual([{ units: ['A06'], from: '71F5' }]);
    expect(g.when('A', { type: 'enterSewer', units: ['A01'] })).toMatchObject({
      ok: false,
      error: { rule: 'B8.4', message: 'A01 pushes a Gun: units in a sewer may not push a Gun' },
    });
    expect(g.when('A', { type: 'enterSewer', units: ['A01', 'A06'] })).toMatchObject({ ok: false, error: { rule: 'B8.4' } });
    g.dice([1]);
    expect(g.when('A', { type: 'enterSewer', units: ['A06'] }).ok).toBe(true);
  });
  it("B8.4: the same squad without the Gun enters (the refusal is the Gun's)", () => {
    const g = pushingAGun();
    g.state.units.A01!.carries = [];
    expect(enterLegal(g)).toEqual([{ units: ['A01', 'A06'], from: '71F5' }]);
    g.dice([1]);
    expect(g.when('A', { type: 'enterSewer', units: ['A01'] }).ok).toBe(true);
  });
});

/** B's "Sewer ?" stack S9 (B02) beneath N6 (unless `enemy` is false); A01 at N8 enters the sewer there; `rubble`: hexes covered by rubble (B8.5). */
function besideAnEnemyStack(rubble: string[] = [], enemy = true): Given {
  const g = given('sewer-infiltration', 'asl', undefined, (m) => {
    const hexes = m.hexes as Record<string, Record<string, unknown>>;
    for (const h of rubble) hexes[h] = { ...hexes[h], terrain: 'rubble' };
  });
  mph(g.unit('A01', '71N8').unit('B01', '71P2').unit('B02', '71N6'));
  if (!enemy) return entered(g);
  g.state.units.B02!.loc = { hex: '71N6', place: 'sewer', level: -1 };
  g.state.units.B02!.status.concealed = true;
  (g.state.modules.sewers as { stacks: Record<string, unknown> }).stacks.S9 = {
    id: 'S9',
    side: 'B',
    hex: '71N6',
    units: ['B02'],
    lost: false,
    enteredTurn: 0,
    leftEncircled: false,
    moved: true,
    awaitingMove: false,
    emergence: null,
  };
  return entered(g);
}

function entered(g: Given): Given {
  g.dice([1]); // the direction dr: A moves its own stack
  expect(g.when('A', { type: 'enterSewer', units: ['A01'] }).ok).toBe(true);
  return g;
}

const destinations = (g: Given) => sewerDestinations(g.game.ctx, g.state, stacksOf(g.state, 'A')[0]!, true);

describe('B8.44 with B8.5: ending ADJACENT to an enemy sewer stack', () => {
  it('B8.44: opposing sewer units "may end their respective MPh ADJACENT only if they are both beneath Manhole Locations in adjacent hexes": N5 beside the enemy beneath N6 is allowed', () => {
    const g = besideAnEnemyStack();
    expect(destinations(g)).toContain('71N5');
    expect(destinations(g)).not.toContain('71N6'); // enemy-occupied (B8.44)
    expect(g.when('A', { type: 'sewerMove', stack: stacksOf(g.state, 'A')[0]!.id, to: '71N5' }).ok).toBe(true);
  });
  it('B8.5: rubble over N5 makes it "as if no Manhole exists therein": the Sewer Location beneath N5 may no longer be the end of a move ADJACENT to the enemy', () => {
    const g = besideAnEnemyStack(['71N5']);
    expect(destinations(g)).not.toContain('71N5');
    expect(g.when('A', { type: 'sewerMove', stack: stacksOf(g.state, 'A')[0]!.id, to: '71N5' })).toMatchObject({
      ok: false,
      error: { rule: 'B8.41' },
    });
  });
  it("B8.5: rubble over the enemy's manhole (N6) forbids it too: both must be beneath Manhole Locations", () => {
    const g = besideAnEnemyStack(['71N6']);
    expect(destinations(g)).not.toContain('71N5');
  });
  it('B8.5: "the Sewer Location beneath it still exists": with no enemy stack beside it, the Sewer Location beneath the rubbled N5 is allowable', () => {
    expect(destinations(besideAnEnemyStack(['71N5'], false))).toContain('71N5');
  });
});
