// The header by which the computer's bot process presents the key its server gave it (socketGuard.ts
// computerClient; computer/seatPlayer.ts sends it). A leaf: the bot process imports it alone.
export const COMPUTER_KEY_HEADER = 'x-hexfog-computer';
