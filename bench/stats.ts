export function summary(samples: number[]): { n: number; median: number; p99: number; mean: number } {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
  return { n: s.length, median: at(0.5), p99: at(0.99), mean: s.reduce((a, b) => a + b, 0) / (s.length || 1) };
}

export function line(name: string, samples: number[], unit = 'ms'): string {
  const r = summary(samples);
  return `${name.padEnd(58)} n=${String(r.n).padStart(6)}  median ${r.median.toFixed(3)} ${unit}  p99 ${r.p99.toFixed(3)} ${unit}`;
}
