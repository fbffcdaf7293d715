/** A step is 1, 2 or 5 times a power of ten: '₹0, ₹1,000, ₹2,000' reads at a glance, '₹0, ₹708' does not. */
const NICE_FACTORS = [1, 2, 5, 10];

/**
 * The ticks of a value axis from zero to at least `max`, at most `about + 1` of them and round: the
 * smallest nice step that covers `max` in `about` steps. Nothing to show (`max` zero) is the zero line alone.
 */
export function niceTicks(max: number, about = 5): number[] {
  if (!(max > 0)) return [0];
  const rough = max / about;
  const exponent = Math.floor(Math.log10(rough));
  const fraction = rough / 10 ** exponent;
  // Division leaves a hair over a whole number (0.2 / 0.1 is 2.0000000000000004): a hair is no step up.
  const factor = NICE_FACTORS.find((nice) => fraction <= nice * (1 + 1e-9)) ?? 10;
  // Each tick is a whole multiple of the factor, scaled once: 3 × 0.1 is 0.3, not 0.30000000000000004.
  const tickAt = (index: number) =>
    exponent >= 0 ? index * factor * 10 ** exponent : (index * factor) / 10 ** -exponent;
  const steps = Math.ceil(max / tickAt(1) - 1e-9);
  return Array.from({ length: steps + 1 }, (_, index) => tickAt(index));
}
