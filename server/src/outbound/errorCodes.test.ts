// Every error code the server sends is one of the protocol's typed codes (shared/src/protocol/errors.ts),
// so a client can switch over them. errorBody() and the handshake's error take the typed union; the codes
// written as literals elsewhere (acks built by hand, `readonly code = ...` of error classes) are found
// here by reading the server's sources, as a grep would.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PROTOCOL_ERROR_CODES } from '@hexfog/shared';

const SRC = join(process.cwd(), 'server/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    // the generated Prisma client is not the server's code (its `code: 'P2025'` is Prisma's own)
    if (statSync(path).isDirectory()) return f === 'generated' ? [] : sourceFiles(path);
    return f.endsWith('.ts') && !f.endsWith('.test.ts') ? [path] : [];
  });
}

/** `code: 'X'`, `code = 'X'`, `errorBody('X'`, `Error('X'` (the handshake's), over every non-test source. */
const EMITTED = /(?:\bcode\s*[:=]\s*|errorBody\(\s*|Error\(\s*)'([A-Z][A-Z0-9_]+)'/g;

function emittedCodes(text: string): string[] {
  return [...text.matchAll(EMITTED)].map((m) => m[1]!);
}

describe('error codes the server sends', () => {
  const found = sourceFiles(SRC).flatMap((file) => emittedCodes(readFileSync(file, 'utf8')).map((code) => ({ file, code })));

  it('finds the codes it is meant to find (the scan itself works)', () => {
    const codes = new Set(found.map((f) => f.code));
    for (const c of ['RATE_LIMITED', 'CHAT_FULL', 'SPECTATORS_FULL', 'BAD_REQUEST', 'CONFLICT', 'UNAVAILABLE']) expect(codes).toContain(c);
    expect(emittedCodes(`reply({ ok: false, error: { code: 'NEW_CODE', message: '' } })`)).toEqual(['NEW_CODE']);
  });

  it('every one is listed in PROTOCOL_ERROR_CODES', () => {
    const listed = new Set<string>(PROTOCOL_ERROR_CODES);
    const missing = found.filter((f) => !listed.has(f.code)).map((f) => `${f.file.slice(SRC.length + 1)}: ${f.code}`);
    expect(missing).toEqual([]);
  });
});
