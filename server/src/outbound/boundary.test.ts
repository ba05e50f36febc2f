// Enforces the projection boundary by structure: only server/src/outbound emits to sockets, and HTTP
// routes build match payloads only through outbound/projection.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(process.cwd(), 'server/src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f === 'generated' ? [] : files(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

describe('the projection boundary', () => {
  it('nothing outside server/src/outbound emits to a socket or a room', () => {
    const offenders = files(SRC)
      .filter((f) => !relative(SRC, f).startsWith('outbound/'))
      .filter((f) => /\.emit\(|\.emitWithAck\(|\.to\([^)]*\)\.emit|\.volatile\./.test(readFileSync(f, 'utf8')));
    expect(offenders.map((f) => relative(SRC, f))).toEqual([]);
  });

  it('routes that return match content take it from outbound/projection', () => {
    const routes = files(join(SRC, 'http/routes'));
    for (const f of routes) {
      const text = readFileSync(f, 'utf8');
      if (/service\.(get|create|listRows)/.test(text)) expect(text).toMatch(/from '\.\.\/\.\.\/outbound\/projection'/);
      // a route never returns or sends a live match or a state as it is
      expect(text).not.toMatch(/return\s+(match|state)\s*;|send\((match|state)\)|\.\.\.(match|state)\b/);
    }
  });
});
