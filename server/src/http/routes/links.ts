// The browser links the server hands out. Every secret travels in the fragment (after `#`), which a
// browser never sends in a request line, so no credential reaches the server, or its logs, in a URL.
import type { Side } from '@hexfog/shared';

export const seatLink = (base: string, matchId: string, token: string) => `${base}/#/match/${matchId}/seat/${token}`;
export const inviteLink = (base: string, token: string) => `${base}/#/invite/${token}`;
export const spectatorLink = (base: string, matchId: string) => `${base}/#/match/${matchId}/watch`;

/** The server's own address as the request reached it, or PUBLIC_URL. */
export const baseUrl = (req: { protocol: string; host: string }, publicUrl?: string) => publicUrl ?? `${req.protocol}://${req.host}`;

export const randomSide = (): Side => (Math.random() < 0.5 ? 'A' : 'B');
