/** spec 2 section 9: the heat table's R squared colours run low → middle → high. */
export const HEAT_TABLE_COLORS = ['#bb3a67', '#e7ca74', '#2b821d'] as const;

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/**
 * The background of an R squared cell: its place between the table's minimum and maximum,
 * linear through the three colours. Equal min and max reads as the middle colour; null (no
 * figure) has no colour.
 */
export function heatTableColor(value: number | null, min: number, max: number): string | null {
  if (value === null || !Number.isFinite(value)) return null;
  const [low, mid, high] = HEAT_TABLE_COLORS.map(toRgb) as [Rgb, Rgb, Rgb];
  const t = max > min ? Math.min(1, Math.max(0, (value - min) / (max - min))) : 0.5;
  return toHex(t <= 0.5 ? mix(low, mid, t * 2) : mix(mid, high, (t - 0.5) * 2));
}

function luminance(hex: string): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = toRgb(hex).map(channel) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white text, whichever contrasts more with the cell (WCAG contrast ratio). */
export function heatTableTextColor(background: string): '#000000' | '#ffffff' {
  const l = luminance(background);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}
