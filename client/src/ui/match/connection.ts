// The socket connection of a match page: opened with the seat token, or the player's seat by his
// session (a seat of his from another device), or as a spectator; redraws on
// every change, keeps the seat in this browser once the server has accepted it, and says why when the
// handshake is refused.
import { clear } from '../dom';
import { connect, type HexfogClient } from '../../sdk/index';
import { saveSeat } from '../storage';
import type { MatchPageOptions, Page } from './page';

export function openConnection(opts: MatchPageOptions): HexfogClient {
  // a seat token held in this browser; else the player's own seat, opened by the session cookie alone
  return connect({
    url: location.origin,
    matchId: opts.matchId,
    ...(opts.token ? { token: opts.token } : opts.seat ? { seat: opts.seat } : {}),
  });
}

/** Wires the page to its connection; returns the page's cleanup (stop listening, close the socket). */
export function attach(page: Page): () => void {
  const { client, opts, summary, panel } = page;
  let was = client.status;
  const off = client.onChange(() => {
    // back online: the errors from before the disconnect describe a connection that is gone
    if (client.status === 'connected' && was !== 'connected') clearStaleErrors(page);
    was = client.status;
    page.render();
  });
  client.ready().then(
    () => {
      if (opts.token && client.seat)
        saveSeat({
          matchId: opts.matchId,
          side: client.seat,
          token: opts.token,
          label: `${summary.scenarioName}: ${page.names.side(client.seat)}`,
          savedAt: new Date().toISOString(),
        });
      page.render();
    },
    (e: Error & { code?: string }) => {
      clear(panel.commands);
      panel.errorBox.textContent = `Cannot open this match: ${e.message}${e.code ? ` [${e.code}]` : ''}`;
      page.render();
    },
  );
  return () => {
    off();
    client.close();
  };
}

/** Clears the error line and the SDK's last error once the connection is back (they described the outage). */
export function clearStaleErrors(page: Pick<Page, 'client' | 'picks' | 'panel'>): void {
  page.picks.lastError = null;
  page.client.lastError = null;
  page.panel.errorBox.textContent = '';
}
