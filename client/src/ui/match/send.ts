// Sending a command: buttons are disabled while it is on its way, and the ack's error is shown.
import { atMoment } from '@hexfog/shared/protocol/moment';
import { currentView, type Page } from './page';

/**
 * Offline, a command is refused at once rather than queued: by the time the connection is back the
 * match may have moved on (the other seat acted, a phase ended), so a command chosen on the old board
 * could act on a position the player has not seen. The player sees the new board and acts again.
 */
export const OFFLINE_ERROR = {
  code: 'OFFLINE',
  message:
    'Not connected: this command was NOT sent. Once the connection is back, check the board (the match may have moved on) and act again.',
} as const;

export async function sendCommand(page: Page, chosen: Record<string, unknown>): Promise<void> {
  const { client, picks } = page;
  if (client.status !== 'connected') {
    picks.lastError = { ...OFFLINE_ERROR };
    page.render();
    return;
  }
  // named for the moment of the view it was chosen in: a resend below, once the match has moved on,
  // is refused instead of acting on the next phase
  // a preference (setFirstFirePrompt) holds whatever the moment: it is not tied to one
  const cmd = chosen['type'] === 'setFirstFirePrompt' ? chosen : atMoment(chosen, currentView(page));
  picks.busy = true;
  page.render();
  try {
    let ack = await client.send(cmd);
    // the other seat acted first (both act at once during setup): catch up, and send again once if
    // the same kind of command is still offered; otherwise the error says what happened
    if (!ack.ok && ack.error.code === 'CONFLICT') {
      const at = ack.error.currentVersion ?? client.version + 1;
      await client.waitForVersion(at).catch(() => undefined);
      // a preference (setFirstFirePrompt) is never in legal(): it is always sent again
      if (cmd.type === 'setFirstFirePrompt' || currentView(page)?.legal.some((l) => l.type === cmd.type)) ack = await client.send(cmd);
    }
    picks.lastError = ack.ok ? null : ack.error;
    if (ack.ok) picks.staged.clear();
  } catch (e) {
    picks.lastError = {
      code: 'UNAVAILABLE',
      message: `no answer from the server (${(e as Error).message}); it will be retried when you act again`,
    };
  } finally {
    picks.busy = false;
    page.render();
  }
}
