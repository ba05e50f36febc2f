// Fortifications set up hidden (A12.33; its text is not in our corpus, so our reading of A12.3 and of
// B27.1's "prior to play per scenario OB limits"): the scenario's grant per side, the setup command,
// what the other side and spectators see of a hidden counter (nothing), and each reveal at its boundary
// (core/concealment.ts revealFortification, the one seam). sewer-infiltration with every hex open:
// A01-A03 6-2-8, A04-A05 4-4-7, A06 8-1, A07-A08 Dummies (A's zone: board 71 columns A-G); B01-B03
// 4-6-7, B04 9-1, B05 a Dummy (columns O-Z). A has 3 squads of foxholes and a trench to place.
import type { GameEvent } from '../../engine/events';
import { given, type Given, ok } from '../../testing/scenarioBuilder';

const ground = (hex: string) => ({ hex, place: 'ground', level: 0 }) as const;
const beneath = (hex: string) => ({ hex, place: 'ground', level: 0, position: 'beneath' }) as const;

/** Setup with A's grant of `fortifications` hidden counters (undefined: no `hip` rule). A's units placed out of the way (column A). */
function setup(fortifications?: number): Given {
  const g = given(
    'sewer-infiltration',
    'asl',
    (d) => {
      d.rules = {
        ...(d.rules as object),
        entrenchments: { A: { foxholeSquads: 3, trenches: 1, atDitches: 1 } },
        ...(fortifications === undefined ? {} : { hip: { A: { fortifications } } }),
      };
    },
    (m) => {
      m.hexes = {};
      m.hexsides = [];
    },
  );
  const placements = Object.values(g.state.units)
    .filter((u) => u.side === 'A' && u.kind !== 'sw')
    .map((u, i) => ({ unit: u.id, hex: `71A${i + 1}` }));
  ok(g.when('A', { type: 'placeUnits', placements }));
  return g;
}

const place = (g: Given, hex: string, kind: 'foxhole' | 'trench' | 'atDitch' = 'foxhole') =>
  ok(g.when('A', { type: 'placeEntrenchment', kind, hex, squads: 1 }));
const hide = (g: Given, ...counters: string[]) => g.when('A', { type: 'hideFortifications', counters });
const refusal = { ok: false, error: expect.objectContaining({ code: 'HIP_NOT_GRANTED', rule: 'A12.33' }) };

/** B placed far off, both sides' setup finished. */
function finish(g: Given): Given {
  const bPlaced = Object.values(g.state.units)
    .filter((u) => u.side === 'B' && u.kind !== 'sw')
    .map((u, i) => ({ unit: u.id, hex: `71Z${i + 1}` }));
  ok(g.when('B', { type: 'placeUnits', placements: bPlaced }));
  ok(g.when('A', { type: 'finishSetup' }));
  ok(g.when('B', { type: 'finishSetup' }));
  return g;
}

/**
 * In play: A's foxhole at `hex`, hidden if `hidden`; with `hex` null A places one at C5 and takes it
 * back (as many commands: the view's version counts them); A04 beneath it when `a04Beneath` (hidden if `a04Hidden`).
 */
function played(hex: string | null, opts: { hidden?: boolean; a04Beneath?: boolean; a04Hidden?: boolean } = {}): Given {
  const g = setup(1);
  place(g, hex ?? '71C5');
  if (!hex) ok(g.when('A', { type: 'removeEntrenchment', id: 'FA71C5' }));
  if (hex && opts.hidden) ok(hide(g, `FA${hex}`));
  if (hex && opts.a04Beneath) {
    ok(g.when('A', { type: 'placeUnits', placements: [{ unit: 'A04', hex }] }));
    ok(g.when('A', { type: 'setUpBeneath', units: ['A04'], beneath: true }));
  }
  if (opts.a04Hidden) g.state.units.A04!.status.hidden = true;
  return finish(g);
}

const counters = (g: Given, viewer: 'A' | 'B' | 'public' | 'replay') => g.view(viewer).modules.fortifications!.counters;
const seenBy = (g: Given, who: 'B' | 'public') => {
  const v = g.view(who);
  return JSON.stringify({ ...v, legal: v.legal });
};
const eventsTo = (events: readonly GameEvent[], who: 'B' | 'public') =>
  JSON.stringify(events.filter((e) => e.audience === 'all' || (who === 'B' && e.audience === 'B')));
const revealed = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'fortificationRevealed');

describe('A12.33 the grant (our reading)', () => {
  it('A12.33: without a grant no fortification is set up hidden: not offered, refused with the rule', () => {
    const g = setup();
    place(g, '71C5');
    expect(g.game.legal(g.state, 'A').some((l) => l.type === 'hideFortifications')).toBe(false);
    expect(hide(g, 'FA71C5')).toMatchObject(refusal);
    const none = setup(0);
    place(none, '71C5');
    expect(hide(none, 'FA71C5')).toMatchObject(refusal);
  });

  it('A12.33: a grant of 1 hides one counter, not two (the boundary); the offer lists the setup foxholes and trenches', () => {
    const g = setup(1);
    place(g, '71C5');
    place(g, '71E5', 'trench');
    expect(g.game.legal(g.state, 'A').find((l) => l.type === 'hideFortifications')).toMatchObject({
      rule: 'A12.33',
      choices: { counters: ['FA71C5', 'FA71E5'], hidden: [], max: 1 },
    });
    expect(hide(g, 'FA71C5', 'FA71E5')).toMatchObject(refusal);
    ok(hide(g, 'FA71E5'));
    expect(g.game.legal(g.state, 'A').find((l) => l.type === 'hideFortifications')).toMatchObject({ choices: { hidden: ['FA71E5'] } });
    const two = setup(2);
    place(two, '71C5');
    place(two, '71E5', 'trench');
    ok(hide(two, 'FA71C5', 'FA71E5'));
  });

  it('A12.33: only foxholes and trenches (an A-T Ditch is refused); an enemy id is refused as a made-up one; the list is the whole set', () => {
    const g = setup(3);
    place(g, '71C5');
    place(g, '71E5', 'atDitch');
    expect(hide(g, 'FA71E5')).toMatchObject(refusal);
    const enemy = hide(g, 'FB71Q5');
    const madeUp = hide(g, 'FA71D9');
    expect(enemy).toMatchObject({ ok: false, error: expect.objectContaining({ code: 'NOT_YOUR_UNIT' }) });
    expect(JSON.stringify(enemy)).toBe(JSON.stringify(madeUp).replace('FA71D9', 'FB71Q5'));
    ok(hide(g, 'FA71C5'));
    ok(hide(g));
    expect(counters(g, 'A').find((c) => c.id === 'FA71C5')!.hidden).toBeUndefined();
  });

  it('A12.33: recorded for its owner alone (one event to A); a larger foxhole replacing it keeps the mark; no command after setup', () => {
    const g = setup(1);
    place(g, '71C5');
    const from = g.events.length;
    ok(hide(g, 'FA71C5'));
    expect(g.events.slice(from)).toEqual([{ type: 'fortificationsHidden', audience: 'A', data: { counters: ['FA71C5'], rule: 'A12.33' } }]);
    place(g, '71C5'); // B27.12: the 1S replaced by a 2S, same id
    expect(counters(g, 'A')).toEqual([{ id: 'FA71C5', kind: 'foxhole', hex: '71C5', side: 'A', squads: 2, hidden: true }]);
    g.state.setupDone.A = true;
    expect(hide(g)).toMatchObject({ ok: false, error: expect.objectContaining({ code: 'SETUP_FINISHED', rule: 'A12.33' }) });
  });
});

describe('A12.33 what the others see of a hidden fortification: nothing', () => {
  it('A12.33: B and spectators get the same view (legal entries included) and events whether the hidden foxhole is at C5, at E5 or absent; A sees it marked', () => {
    const here = played('71C5', { hidden: true });
    const there = played('71E5', { hidden: true });
    const absent = played(null, { hidden: true });
    for (const who of ['B', 'public'] as const) {
      expect(seenBy(here, who)).toBe(seenBy(there, who));
      expect(seenBy(here, who)).toBe(seenBy(absent, who));
      expect(eventsTo(here.events, who)).toBe(eventsTo(absent.events, who));
    }
    expect(counters(here, 'A')).toEqual([{ id: 'FA71C5', kind: 'foxhole', hex: '71C5', side: 'A', squads: 1, hidden: true }]);
    expect(counters(here, 'B')).toEqual([]);
    expect(counters(here, 'replay')).toEqual(counters(here, 'A'));
    // not hidden: public once play begins, as before
    expect(counters(played('71C5'), 'B')).toEqual([{ id: 'FA71C5', kind: 'foxhole', hex: '71C5', side: 'A', squads: 1 }]);
  });

  it("A12.33: B's moves offer no position beneath the hidden foxhole, and one named is refused as into a hex with no counter", () => {
    const moveTo = (g: Given) => {
      g.state.attacker = 'B';
      g.state.phase = 'MPh';
      g.state.units.B01!.loc = ground('71C4');
      const entry = g.game.legal(g.state, 'B').find((l) => l.type === 'move' && (l.choices as { units: string[] }).units.includes('B01'));
      return { entry, refused: g.when('B', { type: 'move', units: ['B01'], to: '71C5', position: 'beneath' }) };
    };
    const hidden = moveTo(played('71C5', { hidden: true }));
    const absent = moveTo(played(null));
    expect(JSON.stringify(hidden)).toBe(JSON.stringify(absent));
    expect(hidden.refused).toMatchObject({ ok: false, error: { rule: 'B27.1', message: expect.stringContaining('no counter in 71C5') } });
    // the counter public, B is told why (B27.4: it enters the hex first, then goes beneath at its own MF)
    expect(moveTo(played('71C5')).refused).toMatchObject({ ok: false, error: { rule: 'B27.4' } });
  });
});

/** B's MPh with B01 at `at`; A's DFF declined when asked. Returns the events of B's move. */
function bMoves(g: Given, at: string, to: string): GameEvent[] {
  g.state.attacker = 'B';
  g.state.phase = 'MPh';
  g.state.units.B01!.loc = ground(at);
  const from = g.events.length;
  ok(g.when('B', { type: 'move', units: ['B01'], to }));
  const out = g.events.slice(from);
  if (g.state.pending) ok(g.when('A', { type: 'declineFire' }));
  return out;
}

describe('A12.33 where a hidden fortification is revealed (the seam revealFortification)', () => {
  it('A12.33: an enemy unit next to it does not reveal it; entering its Location does: one public event, the id it always had', () => {
    const g = played('71C5', { hidden: true });
    expect(revealed(bMoves(g, '71C3', '71C4'))).toEqual([]);
    expect(counters(g, 'B')).toEqual([]);
    const ev = bMoves(g, '71C4', '71C5');
    expect(revealed(ev)).toEqual([
      {
        type: 'fortificationRevealed',
        audience: 'all',
        data: { fortification: { id: 'FA71C5', kind: 'foxhole', hex: '71C5', side: 'A', squads: 1 }, why: 'enemyEntered', rule: 'A12.33' },
      },
    ]);
    expect(counters(g, 'B')).toEqual([{ id: 'FA71C5', kind: 'foxhole', hex: '71C5', side: 'A', squads: 1 }]);
    expect(counters(g, 'A')[0]!.hidden).toBeUndefined();
  });

  it('A12.33: a unit of its owner seen beneath it reveals it as play begins (on board, or beneath a "?"); a hidden one does not', () => {
    const seen = played('71C5', { hidden: true, a04Beneath: true });
    expect(revealed(seen.events)).toEqual([
      expect.objectContaining({ audience: 'all', data: expect.objectContaining({ why: 'unitSeen' }) }),
    ]);
    expect(counters(seen, 'B')).toHaveLength(1);
    const hiddenBeneath = played('71C5', { hidden: true, a04Beneath: true, a04Hidden: true });
    expect(revealed(hiddenBeneath.events)).toEqual([]);
    expect(counters(hiddenBeneath, 'B')).toEqual([]);
  });

  it('A12.33: a hidden unit beneath it that gives up HIP (it moves: beneath a "?" where it was) reveals it before its "?" is placed there', () => {
    const g = played('71C5', { hidden: true, a04Beneath: true, a04Hidden: true });
    g.state.phase = 'MPh';
    const from = g.events.length;
    ok(g.when('A', { type: 'move', units: ['A04'], to: '71C5' })); // out of the foxhole, in its hex
    const ev = g.events.slice(from);
    const at = ev.findIndex((e) => e.type === 'fortificationRevealed');
    expect(ev[at]).toMatchObject({ audience: 'all', data: { why: 'unitSeen', rule: 'A12.33' } });
    expect(at).toBeLessThan(ev.findIndex((e) => e.type === 'concealmentGained' && e.audience === 'B'));
  });

  it('A12.33: an enemy unit entering finds the hidden squad beneath it (A12.31) and the counter with it, though the mover stops outside', () => {
    const g = played('71C5', { hidden: true, a04Beneath: true, a04Hidden: true });
    const ev = bMoves(g, '71C4', '71C5');
    expect(ev.map((e) => e.type)).toEqual(expect.arrayContaining(['fortificationRevealed', 'concealmentLost', 'moveStopped']));
    expect(g.state.units.B01!.loc!.hex).toBe('71C4');
    expect(counters(g, 'B')).toHaveLength(1);
  });
});
