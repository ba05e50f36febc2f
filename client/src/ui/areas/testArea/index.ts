// A test-only rule area's client: the worked example of ./registry.ts. Its folder holds everything the
// client knows of it (here one event's log line and one command's button words); the test registers it
// with the one line ../index.ts would carry. Not registered by the product.
import type { ClientArea } from '../registry';

export const testArea: ClientArea = {
  id: 'testArea',
  eventLine: (e, names) => (e.type === 'flarePopped' ? `${names.side(String((e.data as { side?: string }).side))} pops a flare` : null),
  entryTexts: { popFlare: (l, who) => `Pop a flare with ${who(String((l.command as { unit?: string } | undefined)?.unit))}` },
};
