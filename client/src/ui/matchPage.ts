// The match page: board, status, the commands the server says are legal, pending decisions, the dice
// and event logs, an LOS check, connection status. No rule logic here: what may be done comes from
// the server's `legal()` list in the view. The steps live in ./match: loading, layout, connection,
// rendering (Actions menus, selected hex, logs) and hex clicks.
import { Board } from './board';
import { attach, openConnection } from './match/connection';
import { hexClicked } from './match/hexClick';
import { mountLayout } from './match/layout';
import { loadMatch } from './match/load';
import { newPicks, type MatchPageOptions, type Page } from './match/page';
import { renderPage } from './match/render';
import { sendCommand } from './match/send';
import { mountOnline } from './online/onlinePanel';
import { installShortcuts } from './match/shortcuts';
import { mountRematch } from './challenges/rematchPanel';

export type { MatchPageOptions } from './match/page';

export async function matchPage(root: HTMLElement, opts: MatchPageOptions): Promise<() => void> {
  const { summary, map, names, scenario } = await loadMatch(opts.matchId);
  const client = openConnection(opts);
  // the board's clicks reach the page once it exists (no click can come before it is mounted)
  const board = new Board(map, {
    onHexClick: (hex) => void hexClicked(page, hex),
    unitName: names.unit,
    sideName: names.side,
    unitType: names.unitType,
    nationality: names.nationality,
  });
  const panel = mountLayout(root, summary, board, scenario);
  const page: Page = {
    opts,
    summary,
    map,
    names,
    client,
    board,
    panel,
    picks: newPicks(),
    get seat() {
      return client.seat;
    },
    render: () => renderPage(page),
    send: (command) => sendCommand(page, command),
  };
  const offOnline = mountOnline(page, root.querySelector('aside') ?? root);
  // below the Actions (which each render redraws): the rematch offer once the match is over
  const offRematch = mountRematch(client, opts.matchId, (el) => panel.commands.after(el), names.side);
  const detach = attach(page);
  const offKeys = installShortcuts(page, root);
  return () => {
    offKeys();
    offOnline();
    offRematch();
    detach();
  };
}
