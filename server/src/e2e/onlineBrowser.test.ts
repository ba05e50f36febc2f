// Online play in Chromium, at desktop and phone sizes, on a timed match: chat between the seats with
// the spectators' chat apart, the clock shown and running for the side the match waits on, a command
// given while offline clearly refused (and the error gone once the connection is back), and the
// "tell me when it is my move" toggle: remembered, and firing a notification on the change to your
// move while the page is hidden.
import { jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import { loadCatalog } from '../catalog/catalog';
import { browserSuite, clickCommand, gotoSeat, setUpAndPlay, showDrawer } from './browserKit';

jest.setTimeout(240000);

const suite = browserSuite(() => loadCatalog());
const { pageErrors } = suite;

/** Records notifications and sounds, and lets the test say whether the page is hidden. */
const RECORDER = `
  window.__notes = []; window.__sounds = 0; window.__hidden = false;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => window.__hidden });
  class FakeNotification { constructor(title, opts) { window.__notes.push({ title, body: opts && opts.body }); } }
  FakeNotification.permission = 'granted';
  FakeNotification.requestPermission = async () => 'granted';
  window.Notification = FakeNotification;
  const Real = window.AudioContext;
  window.AudioContext = class extends Real { constructor() { super(); window.__sounds++; } };
`;

/** What the predicates below read in the page (the server's TypeScript has no DOM types). */
type PageGlobals = { document: { querySelector(s: string): { textContent: string | null } | null }; __notes: unknown[] };

async function chatLines(p: Page): Promise<string[]> {
  return p.$$eval('[data-testid="chat-msg"]', (els) => els.map((e) => e.textContent ?? ''));
}

// on a phone the clocks and the chat are in the Chat drawer
const running = async (p: Page, side: 'A' | 'B') => (
  await showDrawer(p, 'chat'), p.waitForSelector(`[data-testid="clock-${side}"].running`, { timeout: 30000 })
);
const notRunning = async (p: Page, side: 'A' | 'B') => (
  await showDrawer(p, 'chat'), p.waitForSelector(`[data-testid="clock-${side}"]:not(.running)`, { timeout: 30000 })
);

for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  describe(`online play in the browser (${size.name} ${size.width}x${size.height})`, () => {
    it('chat apart per audience, the clock of the side to move runs, an offline command is refused, the your-move notification fires', async () => {
      const created = await suite.test.newMatch('sewer-infiltration', 'asl', {
        timeControl: { mode: 'clock', initialSeconds: 900, incrementSeconds: 10, delaySeconds: 0 },
      });
      const open = async (link: string) => {
        const p = await suite.newPage();
        await p.setViewportSize({ width: size.width, height: size.height });
        await p.addInitScript(RECORDER);
        await gotoSeat(p, link);
        return p;
      };
      const a = await open(created.seats.A.link);
      const b = await open(created.seats.B.link);
      const s = await open(created.spectatorLink);
      await a.waitForURL(/#\/match\/[^/]+\/as\/A$/);
      await b.waitForURL(/#\/match\/[^/]+\/as\/B$/);
      for (const p of [a, b, s]) await p.waitForSelector('[data-testid="connection"]:has-text("connected")');

      // chat: the seats read each other, the spectators only each other
      for (const p of [a, b, s]) await showDrawer(p, 'chat');
      await a.fill('[data-testid="chat-input"]', 'hello from A');
      await a.click('[data-testid="chat-send"]');
      await s.fill('[data-testid="chat-input"]', 'hello from a spectator');
      await s.click('[data-testid="chat-send"]');
      await b.waitForSelector('[data-testid="chat-msg"]:has-text("hello from A")');
      await s.waitForSelector('[data-testid="chat-msg"]:has-text("hello from a spectator")');
      await a.waitForSelector('[data-testid="chat-msg"]:has-text("you: hello from A")');
      expect(await a.textContent('[data-testid="chat-title"]')).toBe("Players' chat");
      expect(await s.textContent('[data-testid="chat-title"]')).toBe("Spectators' chat");
      const bLines = await chatLines(b);
      expect(bLines).toHaveLength(1);
      expect(bLines[0]).toMatch(/^[^:]+: hello from A$/);
      expect((await chatLines(s)).join()).not.toContain('hello from A');

      // the clock: both sides set up at once, both clocks run; spectators see both clocks too
      for (const p of [a, s]) {
        await running(p, 'A');
        await running(p, 'B');
      }
      await setUpAndPlay(a, b, {}, 'Turn 1/5');

      // the toggle: off by default, remembered once on
      expect(await a.isChecked('[data-testid="notify-toggle"]')).toBe(false);
      await showDrawer(a, 'chat');
      await a.check('[data-testid="notify-toggle"]');
      expect(await a.evaluate('localStorage.getItem("hexfog.notify")')).toBe('on');
      expect(await s.isHidden('[data-testid="notify-toggle"]')).toBe(true); // a spectator has no move

      // offline: the command is refused at once and says so; nothing reaches the match
      const titleBefore = await b.evaluate('document.title');
      await a.context().setOffline(true);
      for (const sock of suite.test.server.io.of('/').sockets.values()) {
        const d = sock.data as { matchId: string; seat: string | null };
        if (d.matchId === created.matchId && d.seat === 'A') sock.conn.close();
      }
      await a.waitForSelector(
        '[data-testid="connection"]:not(:has-text("connected")), [data-testid="connection"]:has-text("reconnecting")',
      );
      await clickCommand(a, 'endPhase');
      await showDrawer(a, 'actions');
      await a.waitForSelector('[data-testid="error"]:has-text("NOT sent")');
      expect(await b.evaluate('document.title')).toBe(titleBefore);
      // back online: the stale error goes; the command is given again and plays
      await a.context().setOffline(false);
      await a.waitForSelector('[data-testid="connection"]:text-is("connected")', { timeout: 60000 });
      await a.waitForSelector('[data-testid="error"]:empty');

      // the RPh is ended by both (A3.1): A's clock stops once A is done, B's runs on
      await running(s, 'A');
      await clickCommand(a, 'endPhase');
      await notRunning(a, 'A');
      await running(a, 'B');
      await notRunning(s, 'A');
      const before = await s.textContent('[data-testid="clock-B"]');
      // predicates as functions: Playwright evals a string predicate, which the page's CSP forbids
      await s.waitForFunction(
        (was) => (globalThis as unknown as PageGlobals).document.querySelector('[data-testid="clock-B"]')?.textContent !== was,
        before,
        { timeout: 30000 },
      );

      // hidden page, and the match comes to A (the PFPh): one sound and one notification
      await a.evaluate('window.__hidden = true');
      const soundsBefore = Number(await a.evaluate('window.__sounds'));
      await clickCommand(b, 'endPhase');
      await running(a, 'A');
      await a.waitForFunction(() => (globalThis as unknown as PageGlobals).__notes.length === 1, undefined, { timeout: 30000 });
      expect(await a.evaluate('window.__sounds')).toBe(soundsBefore + 1);
      expect(await a.evaluate('window.__notes[0].title')).toBe('Hexfog: your move');
      // B, not enabled, got none
      expect(await b.evaluate('window.__notes.length')).toBe(0);

      // the lobby's "your matches": this match, A's move
      await a.goto(new URL('/#/', suite.test.url).href);
      await a.waitForSelector(`[data-testid="your-match"][data-match="${created.matchId}"].your-move:has-text("your move")`);
      await b.goto(new URL('/#/', suite.test.url).href);
      await b.waitForSelector(`[data-testid="your-match"][data-match="${created.matchId}"]:has-text("waiting for the opponent")`);

      // reload: the toggle is remembered
      await a.goto(new URL(`/#/match/${created.matchId}/as/A`, suite.test.url).href);
      await a.waitForSelector('[data-testid="notify-toggle"]', { state: 'attached' });
      expect(await a.isChecked('[data-testid="notify-toggle"]')).toBe(true);
      for (const p of [a, b, s]) await p.context().close();
      expect(pageErrors).toEqual([]);
    });
  });
}
