// B8.6 on maps of the tests' own terrain (board 71, everything else open ground at level 0).
import { distance } from '../../hex/grid';
import { given, type Given } from '../../testing/scenarioBuilder';
import { tunnelsOf } from './state';

type Hexes = Record<string, Record<string, unknown>>;

/** sewer-infiltration on board 71 with only these hexes' terrain and these scenario rules. */
function on(hexes: Hexes, rules: Record<string, unknown> = { tunnels: { A: 1 } }): Given {
  return given(
    'sewer-infiltration',
    'asl',
    (d) => (d.rules = { ...(d.rules as object), ...rules }),
    (m) => {
      m.hexes = hexes;
      m.hexsides = [];
    },
  );
}

const woods = { terrain: 'woods' };
const tunnel = (a: string, b: string, into: { a?: string; b?: string } = {}) => ({
  entrances: [
    { hex: a, ...(into.a ? { into: into.a } : {}) },
    { hex: b, ...(into.b ? { into: into.b } : {}) },
  ],
});
const record = (g: Given, ...tunnels: unknown[]) => g.when('A', { type: 'recordTunnels', tunnels });

describe('B8.6 Tunnels', () => {
  it('B8.6: a tunnel exists only by SSR: without one nothing may be recorded, with one exactly one', () => {
    const none = on({ '71K5': woods, '71K8': woods }, {});
    expect(none.game.legal(none.state, 'A').some((l) => l.type === 'recordTunnels')).toBe(false);
    expect(record(none, tunnel('71K5', '71K8'))).toMatchObject({ ok: false, error: { code: 'ILLEGAL_COMMAND', rule: 'B8.6' } });
    const one = on({ '71K5': woods, '71K8': woods, '71C3': woods, '71C5': woods });
    expect(one.game.legal(one.state, 'A').find((l) => l.type === 'recordTunnels')).toMatchObject({
      choices: { tunnels: 1, fortifiedBuildings: 0 },
    });
    expect(one.game.legal(one.state, 'B').some((l) => l.type === 'recordTunnels')).toBe(false);
    expect(record(one, tunnel('71K5', '71K8'), tunnel('71C3', '71C5'))).toMatchObject({ ok: false, error: { rule: 'B8.6' } });
    expect(record(one, tunnel('71K5', '71K8')).ok).toBe(true);
    expect(tunnelsOf(one.state, 'A')).toMatchObject([
      { id: 'AT1', side: 'A', entrances: [{ hex: '71K5' }, { hex: '71K8' }], forfeitsFbl: false },
    ]);
  });

  it('B8.6, B23.911: a side forfeits a Fortified Building Location it selects itself for one more tunnel; one fixed by coordinate cannot be forfeited', () => {
    const hexes = { '71K5': woods, '71K8': woods, '71C3': woods, '71C5': woods, '71P2': { terrain: 'stoneBuilding' } };
    const fixed = on(hexes, { fortifiedBuildings: ['71P2'] });
    expect(record(fixed, tunnel('71K5', '71K8'))).toMatchObject({ ok: false, error: { rule: 'B8.6' } });
    const chosen = on(hexes, { fortifiedBuildingChoices: { A: 1 } });
    expect(record(chosen, tunnel('71K5', '71K8')).ok).toBe(true);
    expect(tunnelsOf(chosen.state, 'A')[0]!.forfeitsFbl).toBe(true);
    const both = on(hexes, { tunnels: { A: 1 }, fortifiedBuildingChoices: { A: 1 } });
    expect(record(both, tunnel('71K5', '71K8'), tunnel('71C3', '71C5')).ok).toBe(true);
    expect(tunnelsOf(both.state, 'A').map((t) => t.forfeitsFbl)).toEqual([false, true]);
    expect(record(both, tunnel('71K5', '71K8'), tunnel('71C3', '71C5'), tunnel('71C5', '71K5'))).toMatchObject({
      ok: false,
      error: { rule: 'B8.6' },
    });
  });

  it('B8.6: recorded secretly before play: one event to the recording side, no roll, and the list can be replaced until its setup is finished', () => {
    const g = on({ '71K5': woods, '71K8': woods });
    const before = { view: g.view('B'), public: g.view('public') };
    expect(record(g, tunnel('71K5', '71K8')).ok).toBe(true);
    expect(g.events).toEqual([
      {
        type: 'tunnelsRecorded',
        audience: 'A',
        data: { tunnels: [{ id: 'AT1', entrances: [{ hex: '71K5' }, { hex: '71K8' }], forfeitsFbl: false }], rule: 'B8.6' },
      },
    ]);
    expect({ ...g.view('B'), version: 0 }).toEqual({ ...before.view, version: 0 });
    expect({ ...g.view('public'), version: 0 }).toEqual({ ...before.public, version: 0 });
    expect(g.view('A').modules.tunnels).toMatchObject({ tunnels: [{ id: 'AT1', side: 'A' }] });
    expect(record(g).ok).toBe(true); // an empty list records none
    expect(tunnelsOf(g.state, 'A')).toEqual([]);
    g.state.setupDone.A = true;
    expect(record(g, tunnel('71K5', '71K8'))).toMatchObject({ ok: false, error: { code: 'SETUP_FINISHED', rule: 'B8.6' } });
    g.playing({ phase: 'MPh' });
    expect(record(g, tunnel('71K5', '71K8'))).toMatchObject({ ok: false, error: { code: 'SETUP_FINISHED' } });
  });

  it('B8.6: two entrances within three hexes of each other, in separate hexes', () => {
    const g = on({ '71K5': woods, '71K8': woods, '71K9': woods });
    const m = g.game.ctx.map;
    expect(distance(m.byName('71K5')!.hex, m.byName('71K8')!.hex)).toBe(3);
    expect(record(g, tunnel('71K5', '71K9'))).toMatchObject({ ok: false, error: { code: 'ILLEGAL_LOCATION', rule: 'B8.6' } }); // 4 hexes
    expect(record(g, tunnel('71K5', '71K5'))).toMatchObject({ ok: false, error: { rule: 'B8.6' } });
    expect(record(g, tunnel('71K5', '71K8')).ok).toBe(true);
  });

  it('B8.6: entrances are ground-level building, pillbox, brush or woods Locations (not open ground, grain, rubble)', () => {
    const hexes: Hexes = {
      '71K5': woods,
      '71K6': { terrain: 'brush' },
      '71K7': { terrain: 'woodenBuilding', upperLevels: 1 },
      '71L5': { terrain: 'grain' },
      '71L6': { terrain: 'rubble' },
      '71J6': { terrain: 'stoneBuilding' },
    };
    const g = on(hexes);
    for (const bad of ['71K4', '71L5', '71L6'])
      expect(record(g, tunnel('71K5', bad))).toMatchObject({ ok: false, error: { code: 'ILLEGAL_LOCATION', rule: 'B8.6' } });
    for (const good of ['71K6', '71K7', '71J6']) expect(record(g, tunnel('71K5', good)).ok).toBe(true);
  });

  it("B8.6: a pillbox entrance is inside a pillbox of the side's own OB, whatever the terrain", () => {
    const rules = {
      tunnels: { A: 1 },
      fortifications: [
        { kind: 'pillbox', hex: '71K8', side: 'A' },
        { kind: 'pillbox', hex: '71K4', side: 'B' },
      ],
    };
    const g = on({ '71K5': woods }, rules);
    expect(record(g, tunnel('71K5', '71K8'))).toMatchObject({ ok: false, error: { rule: 'B8.6' } }); // open ground outside the pillbox
    expect(record(g, tunnel('71K5', '71K4', { b: 'pillbox' }))).toMatchObject({
      ok: false,
      error: { message: 'you have no pillbox in 71K4' },
    });
    expect(record(g, tunnel('71K5', '71K8', { b: 'pillbox' })).ok).toBe(true);
    expect(tunnelsOf(g.state, 'A')[0]!.entrances[1]).toMatchObject({ hex: '71K8', position: 'pillbox' });
  });

  it("B8.6: the hexes offered for entrances are the building, brush and woods hexes and the side's own pillboxes, sorted, each once", () => {
    const rules = {
      tunnels: { A: 1 },
      fortifications: [
        { kind: 'pillbox', hex: '71K8', side: 'A' },
        { kind: 'pillbox', hex: '71K4', side: 'B' },
        { kind: 'pillbox', hex: '71C3', side: 'A' },
      ],
    };
    const g = on(
      { '71K5': woods, '71K6': { terrain: 'brush' }, '71J6': { terrain: 'stoneBuilding' }, '71L5': { terrain: 'grain' }, '71C3': woods },
      rules,
    );
    const offered = () => g.game.legal(g.state, 'A').find((l) => l.type === 'recordTunnels')!.choices!.hexes;
    // 71C3: woods and A's pillbox, once; 71K8: A's pillbox in open ground; 71K4 is B's
    expect(offered()).toEqual(['71C3', '71J6', '71K5', '71K6', '71K8']);
    // the same map in another match: the terrain's hexes kept per map, the pillboxes read from this state
    const other = on(
      { '71K5': woods, '71K6': { terrain: 'brush' }, '71J6': { terrain: 'stoneBuilding' }, '71L5': { terrain: 'grain' }, '71C3': woods },
      { tunnels: { A: 1 } },
    );
    expect(other.game.legal(other.state, 'A').find((l) => l.type === 'recordTunnels')!.choices!.hexes).toEqual([
      '71C3',
      '71J6',
      '71K5',
      '71K6',
    ]);
    expect(offered()).toEqual(['71C3', '71J6', '71K5', '71K6', '71K8']);
  });

  it('B8.6: an entrance may lead into an OB-given entrenchment of the side (a foxhole or trench in that Location)', () => {
    const rules = {
      tunnels: { A: 1 },
      fortifications: [
        { kind: 'foxhole', hex: '71K8', side: 'A' },
        { kind: 'trench', hex: '71K6', side: 'B' },
      ],
    };
    const g = on({ '71K5': woods, '71K8': woods, '71K6': woods, '71K4': woods }, rules);
    expect(record(g, tunnel('71K5', '71K6', { b: 'entrenchment' }))).toMatchObject({
      ok: false,
      error: { message: 'you have no foxhole or trench in 71K6' },
    });
    expect(record(g, tunnel('71K5', '71K4', { b: 'entrenchment' }))).toMatchObject({ ok: false, error: { rule: 'B8.6' } });
    expect(record(g, tunnel('71K5', '71K8', { b: 'entrenchment' })).ok).toBe(true);
    expect(tunnelsOf(g.state, 'A')[0]!.entrances[1]).toMatchObject({ hex: '71K8', position: 'beneath' });
  });

  it('B8.6: both entrances at the same elevation', () => {
    const g = on({ '71K5': woods, '71K8': { terrain: 'woods', elevation: 1 } });
    expect(record(g, tunnel('71K5', '71K8'))).toMatchObject({ ok: false, error: { rule: 'B8.6' } });
  });

  it('B8.6: never beneath a hex of another base elevation or a Water Obstacle: some way of at most three hexes must avoid them', () => {
    // K5 to K7 (two hexes): the direct way is under K6; the detours run under J6 or L6 (three hexes)
    const ends = { '71K5': woods, '71K7': woods };
    expect(record(on({ ...ends, '71K6': { terrain: 'canal' } }), tunnel('71K5', '71K7')).ok).toBe(true);
    expect(
      record(on({ ...ends, '71K6': { terrain: 'canal' }, '71J6': { elevation: 1 }, '71L6': { terrain: 'pond' } }), tunnel('71K5', '71K7')),
    ).toMatchObject({ ok: false, error: { rule: 'B8.6' } });
    // K5 to K8 (three hexes): only the straight way, under K6 and K7
    expect(record(on({ '71K5': woods, '71K8': woods, '71K7': { elevation: 1 } }), tunnel('71K5', '71K8'))).toMatchObject({
      ok: false,
      error: { rule: 'B8.6' },
    });
    expect(record(on({ '71K5': woods, '71K8': woods, '71K7': { terrain: 'stream' } }), tunnel('71K5', '71K8'))).toMatchObject({
      ok: false,
      error: { rule: 'B8.6' },
    }); // a depression
    // a canal cut into higher ground: its water is at the entrances' level, and still a Water Obstacle
    expect(record(on({ '71K5': woods, '71K8': woods, '71K7': { terrain: 'canal', elevation: 1 } }), tunnel('71K5', '71K8'))).toMatchObject({
      ok: false,
      error: { rule: 'B8.6' },
    });
    expect(record(on({ '71K5': woods, '71K8': woods, '71K7': { terrain: 'brush' } }), tunnel('71K5', '71K8')).ok).toBe(true);
  });

  it('B8.6: the checks read only what the recording side knows: an enemy counter placed in its secret setup changes no answer', () => {
    const rules = { tunnels: { A: 1 }, fortifications: [{ kind: 'pillbox', hex: '71K8', side: 'A' }] };
    const g = on({ '71K5': woods }, rules);
    const answer = (x: Given) => record(x, tunnel('71K5', '71K9', { b: 'pillbox' }), tunnel('71K5', '71K8', { b: 'pillbox' }));
    const h = on({ '71K5': woods }, rules);
    h.state.modules.fortifications = {
      counters: [
        ...(h.state.modules.fortifications as { counters: unknown[] }).counters,
        { id: 'F9', kind: 'pillbox', hex: '71K9', side: 'B', placedInSetup: true },
      ],
      nextId: 10,
    };
    expect(answer(h)).toEqual(answer(g));
  });
});

describe('B8.6 a unit in a tunnel has no LOS and cannot be attacked', () => {
  it('B8.6: the tunnel Location is below ground, out of every LOS, never overstacked, without TEM', () => {
    const g = on({});
    expect(g.game.ctx.locations.kind({ hex: '71K5', place: 'tunnel', level: -1 })).toEqual({
      id: 'tunnel',
      underground: true,
      los: 'none',
      strictStacking: true,
      terrainTem: false,
    });
  });
});
