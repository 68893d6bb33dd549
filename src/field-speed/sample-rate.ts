/** One view in ten reports its speed unless VITALS_SAMPLE_RATE says otherwise. */
const DEFAULT_RATE = 0.1;

/**
 * The share of page views that report their speed (VITALS_SAMPLE_RATE, 0 to 1): written into the
 * pages when they are built, like SITE_URL, so a change takes a new build. Tests and the
 * benchmark build with 1, so every view reports. A value that is no share is refused.
 */
export function vitalsSampleRate(env: Record<string, string | undefined> = process.env): number {
  const text = env.VITALS_SAMPLE_RATE?.trim();
  if (!text) return DEFAULT_RATE;
  const rate = Number(text);
  if (!/^\d*\.?\d+$/.test(text) || rate > 1)
    throw new Error(`VITALS_SAMPLE_RATE must be a share from 0 to 1, e.g. 0.1 (it is "${text}")`);
  return rate;
}
