// The scale of an interval plot: estimates with their 95% intervals on one axis that always shows zero, the
// "no difference" line, with round ticks.

export interface Interval {
  key: string;
  label: string;
  estimate: number | null;
  low: number | null;
  high: number | null;
}

export interface Scale {
  min: number;
  max: number;
  ticks: number[];
  /** Position of a value from 0 (left) to 1 (right). */
  at: (value: number) => number;
}

function niceStep(span: number): number {
  const raw = span / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  const nice = unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 2.5 ? 2.5 : unit <= 5 ? 5 : 10;
  return nice * power;
}

export function intervalScale(rows: readonly Interval[]): Scale {
  const values = rows.flatMap((r) => [r.estimate, r.low, r.high]).filter((v): v is number => v !== null);
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  const span = hi - lo || 1;
  const step = niceStep(span);
  const min = Math.floor(lo / step) * step;
  const max = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  for (let v = min; v <= max + step / 2; v += step) ticks.push(Math.round(v / step) * step);
  return { min, max, ticks, at: (value) => (value - min) / (max - min) };
}
