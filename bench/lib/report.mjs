// Number formatting and plain-text tables for the benchmarks' output.

/** Nearest-rank percentiles of a list of numbers: percentiles([...], [50, 99]) gives [p50, p99]. */
export function percentiles(values, ranks) {
  const sorted = Float64Array.from(values).sort();
  return ranks.map((rank) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((rank / 100) * sorted.length) - 1)] : NaN,
  );
}

/** The middle of a few runs (the upper one of two middles). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Bytes as kilobytes, one decimal. */
export const kb = (bytes) => Math.round(bytes / 102.4) / 10;

export const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** 12345.6 -> '12,346' */
export const whole = (value) => Math.round(value).toLocaleString('en-US');

const looksNumeric = (value) => typeof value === 'number' || /^[\d-]/.test(String(value)) || value === '—';

/** Rows of objects as an aligned text table; columns of numbers (or '—') are right-aligned. */
export function formatTable(rows) {
  const columns = Object.keys(rows[0]);
  const cells = [columns, ...rows.map((row) => columns.map((column) => String(row[column] ?? '')))];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i].length)));
  const numeric = columns.map((column) => rows.every((row) => looksNumeric(row[column])));
  return cells
    .map((line) =>
      line
        .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
