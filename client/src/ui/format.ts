// Human-readable lines for events and rolls, and unit names.
import { BUILTIN_UNIT_TYPES, type ViewEvent } from '@hexfog/shared';

const NAMES = new Map(BUILTIN_UNIT_TYPES.map((t) => [t.id, t.name]));

export function unitName(type: string): string {
  return NAMES.get(type) ?? type;
}

export function rollLine(d: Record<string, unknown>): string {
  const mods = (d.modifiers as { name: string; value: number; rule: string }[]) ?? [];
  const m = mods.map((x) => ` ${x.value >= 0 ? '+' : ''}${x.value} ${x.name} (${x.rule})`).join('');
  return `${d.kind} ${(d.dice as number[]).join('+')}${m} = ${d.final}: ${d.purpose} (${d.rule})`;
}

export function eventLine(e: ViewEvent, sides: Record<string, string>): string {
  const d = e.data;
  const loc = (x: unknown) => (x && typeof x === 'object' && 'hex' in x ? String((x as { hex: string }).hex) : '');
  switch (e.type) {
    case 'roll':
      return rollLine(d);
    case 'rollMade':
      return `${d.kind} made: ${d.purpose} (${d.rule}), result hidden`;
    case 'phaseStarted':
      return `Turn ${d.turn}.${d.playerTurn}: ${d.phase}, ${sides[String(d.attacker)] ?? d.attacker} is ATTACKER`;
    case 'setupFinished':
      return `${sides[String(d.side)] ?? d.side} finished setting up`;
    case 'setupComplete':
      return 'Setup complete: play begins';
    case 'unitsPlaced':
      return `You placed ${(d.placements as unknown[]).length} unit(s)`;
    case 'concealmentGained':
      return `"?" gained in ${loc(d.loc)}${d.unit ? ` by ${d.unit}` : ''} (${d.rule})`;
    case 'concealmentLost':
      return `${d.unit} in ${loc(d.loc)} lost its "?" (${d.rule})`;
    case 'dummyRevealed':
      return `A dummy in ${loc(d.loc)} was revealed and removed (${d.rule})`;
    case 'riverConditions':
      return `River: ${d.depth}, ${d.current} current flowing ${d.direction}`;
    case 'moved':
      return `${(d.units as string[]).length ? (d.units as string[]).join(', ') : 'a "?"'}${d.concealed && (d.units as string[]).length ? ' and a "?"' : ''} moved ${d.from} → ${d.to}${d.mf ? ` (${d.mf} MF)` : ''}`;
    case 'moveStopped':
      return `A move from ${d.from} into ${d.into} was stopped: concealed units there (${d.rule})`;
    case 'fire':
      return `${String(d.kind)} fire by ${(d.firers as string[]).join(', ')} at ${d.target}: ${d.fp} FP${d.area ? ' (Area Fire)' : ''}, ${d.column} column`;
    case 'fireResult':
      return `Result at ${d.target}: ${d.result}`;
    case 'broken':
      return `${d.unit} breaks (${d.rule})`;
    case 'pinned':
      return `${d.unit} is pinned (${d.rule})`;
    case 'eliminated':
      return `${d.unit} is eliminated in ${loc(d.loc)} (${d.rule})`;
    case 'reduced':
      return `${d.unit} is reduced to ${unitName(String(d.to))} (${d.rule})`;
    case 'advanced':
      return `${(d.units as string[]).length ? (d.units as string[]).join(', ') : 'a "?"'} advanced ${d.from} → ${d.to}`;
    case 'routed':
      return `${(d.units as string[]).length ? (d.units as string[]).join(', ') : 'a "?"'} routed ${d.from} → ${d.to} (${d.rule})`;
    case 'closeCombat':
      return `Close Combat in ${d.hex}${d.melee ? ': Melee goes on' : ''} (${d.rule})`;
    case 'sewerEntered':
      return `"Sewer ?" ${d.stack} goes down at ${d.hex}${Array.isArray(d.units) ? ` (${(d.units as string[]).join(', ')})` : ''} (B8.41)`;
    case 'sewerLost':
      return `"Sewer ?" ${d.stack} at ${d.hex} is lost: the DEFENDER moves it (B8.41)`;
    case 'sewerFound':
      return `"Lost ?" ${d.stack} at ${d.hex} finds its way (B8.41)`;
    case 'sewerMoved':
      return `${d.lost ? '"Lost ?"' : '"Sewer ?"'} ${d.stack} moved beneath ${d.from} → ${d.to}${d.closeCombat ? ' into Close Combat' : ''} (${d.rule})`;
    case 'sewerEmergence':
      return `Sewer Emergence ${d.stack} at ${d.hex}: dr ${d.original}, final ${d.final}: ${d.result === 'mayEmerge' ? 'may emerge in the APh' : d.result === 'discovered' ? 'discovered' : 'cannot emerge this turn'} (B8.42)`;
    case 'sewerDiscovered':
      return `"Sewer ?" ${d.stack} beneath ${d.hex} is discovered: the units above see it this Player Turn (B8.42)`;
    case 'sewerEmergenceRevealed':
      return `Revealed for ${d.stack}'s Emergence dr: ${d.manholeGoodOrderMmc} Good Order MMC above${d.adjacentSewer ? ', units in an adjacent sewer' : ''} (B8.42)`;
    case 'sewerEmerged':
      return `${d.stack} emerges at ${d.hex}${d.concealed ? ' concealed' : ''}${d.encircled ? ', pinned and CX (Encircled)' : ''} (B8.41)`;
    case 'sewerStackRemoved':
      return `"Sewer ?" ${d.stack} at ${d.hex} is gone (${d.rule})`;
    case 'sewerLeaderCheck':
      return `${d.leader} ${d.passed ? 'passed' : 'failed'} the 4TC to lead into the sewer (B8.4)`;
    case 'levelChanged':
      return `${(d.units as string[]).length ? (d.units as string[]).join(', ') : 'a "?"'} ${Number(d.to) > Number(d.from) ? 'climbed' : 'went down'} to ${Number(d.to) ? `level ${d.to}` : 'ground level'} in ${d.hex} (B23.42)`;
    case 'residualFire':
      return `Residual FP ${d.fp} in ${d.hex} (A8.2)`;
    case 'dcPlaced':
      return `a DC is placed ${(d.loc as { place: string }).place === 'sewer' ? 'into the sewer beneath' : 'in'} ${(d.loc as { hex: string }).hex}${d.unit ? ` by ${d.unit}` : ''} (A23.7)`;
    case 'dcAttack':
      return `DC attack on ${(d.loc as { place: string }).place === 'sewer' ? 'the sewer beneath ' : ''}${(d.loc as { hex: string }).hex}: ${d.fp} FP (A23.7)`;
    case 'sewerRubbled':
      return `the Sewer Location beneath ${d.hex} is rubbled: no sewer movement into it (B8.5)`;
    case 'sewerEmergeStopped':
      return `${d.stack} cannot come up into the Fortified Building Location at ${d.hex} (B8.41)`;
    case 'ambush':
      return `Ambush in ${d.hex} by ${sides[String(d.side)] ?? d.side} (A11.4)`;
    case 'matchEnded':
      return `Match over: ${d.winner ? `${sides[String(d.winner)] ?? d.winner} wins` : 'draw'}. ${d.reason}`;
    default:
      return `${e.type} ${JSON.stringify(d)}`;
  }
}
