// The server log is no side channel: two matches that differ only in a fact hidden from the other side
// (what a "Sewer ?" counter holds) leave the same log lines, once what differs between any two matches
// by design (ids, times) is set aside; and no request URL's token reaches the log.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileMap, createGame, type GameState, ruleset, seededDice } from '@hexfog/shared';
import { mapDoc, scenarioDoc } from '@hexfog/shared/testing/fixtures';
import { inSync } from '@hexfog/shared/testing/scenarioBuilder';
import { io as rawIo } from 'socket.io-client';
import { PROJECT_ROOT } from '../config/config';
import { loadCatalog } from '../catalog/catalog';
import { caughtUp, startTestServer, type TestServer } from '../../test/harness';

type Side = 'A' | 'B';
type Step = readonly [Side, Record<string, unknown>];
const end: Record<string, unknown> = { type: 'endPhase' };

// Board 71 with F5 and E5 made wooden buildings, so Infantry may set up concealed in them (A12.12);
// F5 keeps its manhole (B8.1: a paved road crossing three hexsides).
const MAP = (() => {
  const d = mapDoc('stalingrad-blocks') as { hexes: Record<string, Record<string, unknown>> } & Record<string, unknown>;
  return {
    ...d,
    id: 'log-blocks',
    hexes: {
      ...d.hexes,
      '71F5': { ...d.hexes['71F5'], terrain: 'woodenBuilding', building: 'lf5' },
      '71E5': { ...d.hexes['71E5'], terrain: 'woodenBuilding', building: 'le5' },
    },
  };
})();

// A: two 6-2-8 squads and a dummy, each group under a "?"; B: two squads in the open by the F8 manhole
const SCENARIO = (() => {
  const d = scenarioDoc('sewer-infiltration');
  return {
    ...d,
    id: 'log-sewer',
    map: MAP.id,
    oob: {
      A: [
        { type: 'ru-628', count: 2, concealed: true },
        { type: 'dummy', count: 1 },
      ],
      B: [{ type: 'ge-467', count: 2 }],
    },
    setupZones: { A: { hexes: ['71F5', '71E5'] }, B: { hexes: ['71F8', '71G8'] } },
  };
})();

/** The same story in both matches; only which "?" (F5, going down the sewer, or E5) holds the squads differs. */
function story(squadsBelow: boolean): Step[] {
  const [squadHex, dummyHex] = squadsBelow ? ['71F5', '71E5'] : ['71E5', '71F5'];
  const down = squadsBelow ? ['A01', 'A02'] : ['A03'];
  return [
    [
      'A',
      {
        type: 'placeUnits',
        placements: [
          { unit: 'A01', hex: squadHex, concealed: true },
          { unit: 'A02', hex: squadHex, concealed: true },
          { unit: 'A03', hex: dummyHex },
        ],
      },
    ],
    ['A', { type: 'finishSetup' }],
    [
      'B',
      {
        type: 'placeUnits',
        placements: [
          { unit: 'B01', hex: '71F8' },
          { unit: 'B02', hex: '71G8' },
        ],
      },
    ],
    ['B', { type: 'finishSetup' }],
    ['A', end],
    ['B', end],
    ['A', end], // RPh (both sides, A3.1), PFPh
    ['A', { type: 'enterSewer', units: down }], // B8.41: the direction dr makes the stack lost ...
    ['B', { type: 'sewerLostDestination', stack: 'S1', to: '71F8' }], // ... and the DEFENDER moves it beneath B01
    ['A', end], // MPh ends: the Sewer Emergence dr discovers it (B8.42)
    ['B', { type: 'sewerFire', firers: ['B01'], stack: 'S1' }], // B8.3: the results are A's alone
  ];
}

/**
 * The first seed that tells the story in both matches, with a fire whose results beneath differ (so the
 * accepted fire command carries more events for squads than for a dummy). Found on the engine alone.
 */
function seedForStory(): string {
  const game = createGame(ruleset('asl'), SCENARIO as never, compileMap(MAP));
  const play = (seed: string, squadsBelow: boolean): number | null => {
    const dice = seededDice(seed);
    let s: GameState = game.initialState();
    let last = 0;
    for (const [side, cmd] of story(squadsBelow)) {
      const r = game.apply(s, side, inSync(game, s, cmd), dice);
      if (!r.ok) return null;
      s = r.state;
      last = r.events.length;
    }
    return last;
  };
  for (let i = 1; i < 5000; i++) {
    const seed = i.toString(16).padStart(64, '0');
    const squads = play(seed, true);
    const dummy = play(seed, false);
    if (squads !== null && dummy !== null && squads !== dummy) return seed;
  }
  throw new Error('no seed tells the story');
}

let t: TestServer;
let dataDir: string;
const seed = seedForStory();

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'hexfog-logs-'));
  cpSync(join(PROJECT_ROOT, 'shared/data/maps'), join(dataDir, 'maps'), { recursive: true });
  cpSync(join(PROJECT_ROOT, 'shared/data/scenarios'), join(dataDir, 'scenarios'), { recursive: true });
  writeFileSync(join(dataDir, 'maps', 'log-blocks.json'), JSON.stringify(MAP));
  writeFileSync(join(dataDir, 'scenarios', 'log-sewer.json'), JSON.stringify(SCENARIO));
  t = await startTestServer({ catalog: loadCatalog(dataDir), diceSeed: () => seed });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// What differs between any two matches or runs by design: ids, times, connections, durations.
const VARYING = ['time', 'pid', 'hostname', 'reqId', 'socket', 'commandId', 'responseTime', 'remotePort'];

function normalise(line: string, matchId: string): string {
  const o = JSON.parse(line) as Record<string, unknown>;
  for (const k of VARYING) delete o[k];
  return JSON.stringify(o).replaceAll(matchId, 'MATCH');
}

/** Plays the story over the socket API and returns this match's log lines, normalised. */
async function logsOf(squadsBelow: boolean): Promise<string[]> {
  const from = t.logs.length;
  const m = await t.api.createSeatedMatch({ ruleset: 'asl', scenario: SCENARIO.id });
  const a = t.client(m.matchId, m.seats.A.token);
  const b = t.client(m.matchId, m.seats.B.token);
  const s = t.client(m.matchId);
  await Promise.all([a.ready(), b.ready(), s.ready()]);
  const seat = { A: a, B: b };
  for (const [side, cmd] of story(squadsBelow)) {
    const ack = await seat[side].send(cmd);
    if (!ack.ok) throw new Error(`${JSON.stringify(cmd)} refused: ${JSON.stringify(ack.error)}`);
    await caughtUp([a, b, s]);
  }
  // a refused command too: its answer is the DEFENDER's, whatever the stack holds
  const refused = await b.send({ type: 'sewerFire', firers: ['B01'], stack: 'S1' });
  expect(refused.ok).toBe(false);
  for (const c of [a, b, s]) c.close();
  await new Promise((r) => setTimeout(r, 300)); // the disconnections are logged too
  return t.logs
    .slice(from)
    .filter((l) => {
      const id = (JSON.parse(l) as { matchId?: string }).matchId;
      return id === undefined || id === m.matchId;
    })
    .map((l) => normalise(l, m.matchId));
}

describe('the server log is no side channel', () => {
  it('B8.3: a "Sewer ?" holding two squads or a dummy, fired on: the same log lines', async () => {
    const squads = await logsOf(true);
    const dummy = await logsOf(false);
    const commands = (lines: string[]) => lines.filter((l) => /"msg":"command /.test(l));
    expect(commands(squads).length).toBeGreaterThan(10);
    expect(commands(dummy)).toEqual(commands(squads)); // in order
    expect([...dummy].sort()).toEqual([...squads].sort()); // connections may interleave
  });

  it('a request URL with a token is logged with the token redacted, never the token', async () => {
    const secret = 'S3CRET-token-value-0123456789abcdef';
    const from = t.logs.length;
    await fetch(`${t.url}/api/scenarios?token=${secret}&x=1`);
    await fetch(`${t.url}/api/matches/AAAAAAAAAAAAAAAA?token=${secret}`);
    await fetch(`${t.url}/no/such/route?token=${secret}`);
    await fetch(`${t.url}/match/AAAAAAAAAAAAAAAA/seat/${secret}`); // a seat link's path, were one ever sent
    // a socket handshake with the token in its query string instead of its auth
    await new Promise<void>((resolve) => {
      const sock = rawIo(t.url, {
        transports: ['websocket'],
        query: { token: secret },
        auth: { matchId: 'AAAAAAAAAAAAAAAA', token: secret },
        reconnection: false,
      });
      sock.on('connect_error', () => (sock.close(), resolve()));
      sock.on('connect', () => (sock.close(), resolve()));
    });
    await new Promise((r) => setTimeout(r, 100));
    const text = t.logs.slice(from).join('');
    expect(text).toMatch(/"url":"\/api\/scenarios\?token=\[redacted\]&x=1"/);
    expect(text).toMatch(/"url":"\/match\/AAAAAAAAAAAAAAAA\/seat\/\[redacted\]"/);
    expect(text).not.toContain(secret);
  });
});
