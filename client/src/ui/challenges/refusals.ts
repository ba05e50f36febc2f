// A refused challenge in players' words, by the server's error code (docs/protocol.md "Challenges").
const REFUSED: Readonly<Record<string, string>> = {
  CHALLENGE_TAKEN: 'Someone else accepted this challenge first.',
  CHALLENGE_GONE: 'This challenge is no longer open: it was cancelled, declined, or it expired.',
  OWN_CHALLENGE: 'This is your own challenge: wait for an opponent.',
  NOT_FOUND: 'This challenge is not open (any more).',
  RATE_LIMITED: 'You have as many open challenges as allowed: cancel one first, or wait a moment.',
};

export function refusalText(e: unknown): string {
  const code = (e as { code?: string }).code ?? '';
  return REFUSED[code] ?? (e as Error).message;
}
