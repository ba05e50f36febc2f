// The prompts name units and hexes in a player's words, and every decision and command type the rules
// define has its words: the rule modules' sources are read for `state.pending = { ... kind }` and for
// command schemas' `type: z.literal('...')`, so a new one without a label fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LegalCommand } from '@hexfog/shared/protocol/index';
import { commandFor } from './choices';
import { entryText, hasEntryText, hasPendingText, type HexFacts, notAnOption, pendingText } from './prompts';

const RULES = join(resolve(dirname(fileURLToPath(import.meta.url)), '../../../..'), 'shared/src/rules');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
        ? [readFileSync(join(dir, e.name), 'utf8')]
        : [],
  );

const who = (id: string) => ({ B01: 'B01 (4-6-7)', A01: 'A01 (6-2-8)', A06: 'A06 (8-1)' })[id] ?? id;

describe('prompts in player language', () => {
  const all = sources(RULES).join('\n');

  it('every pending decision kind the rules set has a prompt', () => {
    const constants = new Map([...all.matchAll(/const (\w+) = '(\w+)'/g)].map((m) => [m[1]!, m[2]!]));
    const kinds = [...all.matchAll(/state\.pending = \{[^}]*?kind: ('(\w+)'|(\w+))/g)].map(
      (m) => m[2] ?? constants.get(m[3]!) ?? `unresolved ${m[3]}`,
    );
    expect(kinds.length).toBeGreaterThanOrEqual(4);
    expect(kinds.filter((k) => !hasPendingText(k))).toEqual([]);
  });

  it('every command type the rules define has a button label', () => {
    const types = [...new Set([...all.matchAll(/type: z\.literal\('(\w+)'\)/g)].map((m) => m[1]!))];
    expect(types.length).toBeGreaterThan(30);
    expect(types.filter((t) => !hasEntryText(t))).toEqual([]);
  });

  it('a pending decision names the hex, the units and the rule; the other seat is told what it waits for', () => {
    expect(
      pendingText({ side: 'B', kind: 'defensiveFirstFire', rule: 'A8.1', options: [{ target: '71K7' }] }, true, 'Germans', who, (hex) =>
        hex === '71K7' ? ['A01'] : [],
      ),
    ).toBe(
      'Defensive First Fire at 71K7, where units just spent MF (you see there: A01 (6-2-8))? Fire with your units that reach it, or No fire (A8.1)',
    );
    expect(pendingText({ side: 'B', kind: 'defensiveFirstFire', rule: 'A8.1' }, false, 'Germans', who)).toBe(
      'Waiting for Germans to decide on Defensive First Fire at the units that just moved (A8.1)',
    );
    expect(
      pendingText({ side: 'B', kind: 'rout', rule: 'A10.51', options: [{ unit: 'B01', from: '72K6', to: [] }] }, true, 'Germans', who),
    ).toBe('Rout B01 (4-6-7) from 72K6: pick a destination (A10.51)');
    expect(
      pendingText(
        { side: 'B', kind: 'sewerLostDestination', rule: 'B8.41', options: [{ stack: 'S1', from: '71F5', to: [] }] },
        true,
        'Germans',
        who,
      ),
    ).toBe('Pick where the lost "Sewer ?" S1 beneath 71F5 goes (B8.41)');
    expect(
      pendingText(
        { side: 'B', kind: 'sewerEmergenceReveal', rule: 'B8.42', options: [{ stack: 'S1', hex: '71P2', units: ['B01'] }] },
        true,
        'Germans',
        who,
      ),
    ).toContain('reveal B01 (4-6-7) there');
    expect(pendingText({ side: 'B', kind: 'sewerLostDestination', rule: 'B8.41' }, true, 'Germans', who)).not.toContain(
      'sewerLostDestination',
    );
  });

  it('buttons name the units and hexes; a click off the options says why', () => {
    const fire: LegalCommand = {
      type: 'fire',
      label: 'Prep Fire from 71G7',
      rule: 'A7.1',
      choices: { targets: ['71H7'], byTarget: { '71H7': ['A01', 'A06'] } },
    };
    expect(entryText(fire, who)).toBe('Prep Fire: A01 (6-2-8), A06 (8-1) at 71H7');
    const move: LegalCommand = {
      type: 'move',
      label: 'Move from 71G7',
      rule: 'A4.1',
      choices: { units: ['A01'], from: '71G7', to: ['71G8'] },
    };
    expect(entryText(move, who)).toBe('Move A01 (6-2-8) from 71G7');
    expect(entryText({ type: 'rally', label: 'Rally A01 with A06', command: { type: 'rally', unit: 'A01', leader: 'A06' } }, who)).toBe(
      'Rally A01 (6-2-8) with A06 (8-1)',
    );
    expect(entryText({ type: 'sewerEmerge', label: 'Emerge from S1 at 71F5, revealed', command: {} }, who)).toBe(
      'Emerge from S1 at 71F5, revealed',
    );
    expect(notAnOption(move, '71K9', who)).toBe('71K9 is not a hex this stack may enter');
    expect(notAnOption(fire, '71K9', who)).toBe('71K9 is not a target these units may fire at');
    expect(notAnOption({ type: 'rout', label: 'Rout B01', choices: { unit: 'B01', from: '72K6', to: ['72K7'] } }, '71K9', who)).toBe(
      '71K9 is not a hex B01 (4-6-7) may rout to',
    );
  });

  // board 71 as a test sees it: hexes in one column (K), distance by row; K5 blocks the LOS; B units in K8, A units in K6
  const column = (h: string) => Number(h.slice(3));
  const facts: HexFacts = {
    distance: (a, b) => Math.abs(column(a) - column(b)),
    blocked: (from, to) =>
      Math.min(column(from), column(to)) < 5 && Math.max(column(from), column(to)) > 5 ? 'blocked at 71K5 (building)' : null,
    holds: (hex) => ({ own: hex === '71K6', enemy: hex === '71K8' || hex === '71K2' || hex === '71K20' }),
    hexOf: (id) => (id.startsWith('A') ? '71K6' : '71K8'),
  };

  it('a click off the options says why, as specifically as the board allows', () => {
    const move: LegalCommand = {
      type: 'move',
      label: 'Move from 71K6',
      rule: 'A4.1',
      choices: { units: ['A01'], from: '71K6', to: ['71K7'] },
    };
    expect(notAnOption(move, '71K9', who, facts)).toBe(
      '71K9 is 3 hexes from 71K6: a stack spends its MF entering one hex after another (A4.2)',
    );
    expect(notAnOption(move, '71K6', who, facts)).toBe('71K6 is where the stack is: pick a highlighted hex to enter');
    expect(notAnOption({ ...move, choices: { units: ['A01'], from: '71K7', to: ['71K6'] } }, '71K8', who, facts)).toBe(
      '71K8 holds enemy units you see: the stack may not move in there now',
    );
    expect(
      notAnOption({ type: 'advance', label: 'Advance', choices: { units: ['A01'], from: '71K6', to: ['71K7'] } }, '71K8', who, facts),
    ).toContain('an advance goes into an ADJACENT hex (A4.7)');
    const fire: LegalCommand = {
      type: 'fire',
      label: 'Prep Fire from 71K6',
      rule: 'A7.1',
      choices: { targets: ['71K8'], byTarget: { '71K8': ['A01'] } },
    };
    expect(notAnOption(fire, '71K7', who, facts)).toBe('71K7 shows no enemy unit or "?" you know of: no target there (A7.1)');
    expect(notAnOption(fire, '71K6', who, facts)).toBe('71K6 holds only your own units: no target there');
    expect(notAnOption(fire, '71K2', who, facts)).toBe('No LOS from 71K6 to 71K2: blocked at 71K5 (building) (A6)');
    expect(notAnOption(fire, '71K20', who, facts)).toContain(
      '71K20 is 14 hexes from 71K6: beyond the reach of A01 (6-2-8) (twice the normal range, A7.22)',
    );
    const dff: LegalCommand = {
      type: 'defensiveFire',
      label: 'Defensive First Fire from 71K8',
      choices: { firers: ['B01'], targets: ['71K7'] },
    };
    expect(notAnOption(dff, '71K6', who, facts)).toBe('Defensive First Fire is only at 71K7, where units just spent MF, not 71K6 (A8.1)');
  });

  it('each side\'s "done" names the phase; a Fire Group across Locations says so', () => {
    expect(entryText({ type: 'endPhase', label: 'Done with RPh', command: { type: 'endPhase' } }, who)).toBe(
      'Done with the Rally Phase (RPh)',
    );
    expect(entryText({ type: 'endPhase', label: 'End MPh', command: { type: 'endPhase' } }, who)).toBe(
      'Done with the Movement Phase (MPh)',
    );
    expect(entryText({ type: 'endPhase', label: 'Pass the impulse', command: { type: 'endPhase' } }, who)).toBe('Pass the impulse');
    const group: LegalCommand = {
      type: 'fire',
      label: 'Prep Fire, Fire Group from 71G7, 71G8',
      rule: 'A7.5',
      choices: { targets: ['71H7'], byTarget: { '71H7': ['A01', 'A06'] }, group: true },
    };
    expect(entryText(group, who)).toBe('Prep Fire: A01 (6-2-8), A06 (8-1) as one Fire Group (A7.5) at 71H7');
  });

  it('units unticked in the stack are left out of the command the hex click makes (A4.2)', () => {
    const move: LegalCommand = {
      type: 'move',
      label: 'Move from 71K6',
      choices: { units: ['A01', 'A02', 'A06'], from: '71K6', to: ['71K7'] },
    };
    expect(commandFor(move, '71K7', new Set(['A02']))).toEqual({ type: 'move', units: ['A01', 'A06'], to: '71K7' });
    const fire: LegalCommand = {
      type: 'fire',
      label: 'Prep Fire from 71K6',
      choices: { targets: ['71K8'], byTarget: { '71K8': ['A01', 'A06'] } },
    };
    expect(commandFor(fire, '71K8', new Set(['A06']))).toEqual({ type: 'fire', firers: ['A01'], target: '71K8' });
  });
});
