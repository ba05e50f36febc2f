import { SHORTCUTS, shortcutFor } from './shortcuts';

const key = (k: string, more: Partial<KeyboardEvent> = {}) => ({
  key: k,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  target: null,
  ...more,
});

describe('keyboard shortcuts', () => {
  it('map the common actions to one key each, every key to one shortcut', () => {
    expect(shortcutFor(key('e'))?.text).toMatch(/^End the phase/);
    expect(shortcutFor(key('n'))?.text).toMatch(/^No fire/);
    expect(shortcutFor(key('l'))?.text).toMatch(/^Check LOS/);
    expect(shortcutFor(key('Escape'))?.text).toMatch(/^Close the LOS tool/);
    expect(shortcutFor(key('?'))?.text).toMatch(/this list/);
    const keys = SHORTCUTS.flatMap((s) => s.keys);
    expect(new Set(keys).size).toBe(keys.length);
  });
  it('leave keys with Ctrl, Alt or Meta to the browser', () => {
    expect(shortcutFor(key('e', { ctrlKey: true }))).toBeUndefined();
    expect(shortcutFor(key('f', { metaKey: true }))).toBeUndefined();
    expect(shortcutFor(key('l', { altKey: true }))).toBeUndefined();
    expect(shortcutFor(key('x'))).toBeUndefined();
  });
  it('leave keys typed into a field (the chat) to the field', () => {
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT'])
      expect(shortcutFor(key('e', { target: { tagName } as unknown as EventTarget }))).toBeUndefined();
    expect(shortcutFor(key('e', { target: { tagName: 'DIV', isContentEditable: true } as unknown as EventTarget }))).toBeUndefined();
    expect(shortcutFor(key('e', { target: { tagName: 'BUTTON' } as unknown as EventTarget }))).toBeDefined();
  });
});
