// During the secret setup a seat that names a unit of the other side gets the answer it gets for an id
// that exists nowhere: otherwise typing A01, A02, ... would count the opponent's order of battle.
import type { CommandAck } from '@hexfog/shared';
import { startTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t.close());

/** The ack with the id the seat typed taken out: what is left may not depend on what the id names. */
function withoutTyped(ack: CommandAck, id: string): unknown {
  return ack.ok ? ack : { ...ack, error: { ...ack.error, message: ack.error.message.split(id).join('<id>') } };
}

describe('ids that are not yours, over the socket', () => {
  it('in setup, B placing one of A’s units (A08) or a unit that exists nowhere (A09) gets the same refusal', async () => {
    const m = await t.newMatch(); // sewer-infiltration: A has eight units, A01-A08
    const a = t.client(m.matchId, m.seats.A.token);
    const b = t.client(m.matchId, m.seats.B.token);
    await Promise.all([a.ready(), b.ready()]);
    const place = (unit: string) => b.send({ type: 'placeUnits', placements: [{ unit, hex: '71P2' }] });
    const real = await place('A08');
    const none = await place('A09');
    expect(withoutTyped(real, 'A08')).toEqual(withoutTyped(none, 'A09'));
    expect(real).toEqual({ ok: false, error: { code: 'NOT_YOUR_UNIT', message: 'you have no unit A08' } });
    expect(none).toEqual({ ok: false, error: { code: 'NOT_YOUR_UNIT', message: 'you have no unit A09' } });
    // nothing changed: B's view is still at version 0
    expect(b.view?.version).toBe(0);
  });
});
