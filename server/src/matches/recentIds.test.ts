// A resumed match loads only its recent command ids (RECENT_COMMAND_IDS); a retry of an older
// command is still answered as the duplicate it is, from the database, never applied again.
import { loadCatalog } from '../catalog/catalog';
import { createLogger } from '../logging/logger';
import { createMatchStore, RECENT_COMMAND_IDS } from '../persistence/matchStore';
import { createDb, type Db } from '../persistence/prisma';
import { MatchService } from './matchService';

let db: Db;
let service: MatchService;
beforeAll(() => {
  db = createDb(process.env.DATABASE_URL!, 4);
  service = new MatchService(createMatchStore(db), loadCatalog(), createLogger('silent'), 50);
});
afterAll(async () => {
  service.close();
  await db.$disconnect();
});

const place = (i: number) => ({ type: 'placeUnits', placements: [{ unit: 'A01', hex: `71${'ABCDEFG'[i % 7]}${1 + (i % 9)}` }] }) as never;

it('after a reload, an old command retried is a duplicate (from the database), a recent one too (from memory)', async () => {
  const { match } = await service.create({
    rulesetId: 'asl',
    scenarioId: 'sewer-infiltration',
    options: { spectators: { mode: 'public' }, lobby: 'unlisted' },
  });
  const n = RECENT_COMMAND_IDS + 10;
  for (let v = 0; v < n; v++)
    expect((await service.submit(match.id, 'A', { commandId: `k${v}`, expectedVersion: v, command: place(v) })).ack).toEqual({
      ok: true,
      version: v + 1,
    });
  service.forgetAll();
  const resumed = (await service.get(match.id))!;
  expect(resumed.state.version).toBe(n);
  expect(resumed.commandIds.size).toBe(RECENT_COMMAND_IDS);
  expect(resumed.commandIds.has('A:k0')).toBe(false);
  expect((await service.submit(match.id, 'A', { commandId: 'k0', expectedVersion: 0, command: place(0) })).ack).toEqual({
    ok: true,
    version: 1,
    duplicate: true,
  });
  expect((await service.submit(match.id, 'A', { commandId: `k${n - 1}`, expectedVersion: n - 1, command: place(n - 1) })).ack).toEqual({
    ok: true,
    version: n,
    duplicate: true,
  });
  // an old id sent as if new (at the current version) is caught by the store's unique key
  expect((await service.submit(match.id, 'A', { commandId: 'k1', expectedVersion: n, command: place(1) })).ack).toEqual({
    ok: true,
    version: 2,
    duplicate: true,
  });
  expect(await db.command.count({ where: { matchId: match.id } })).toBe(n);
});
