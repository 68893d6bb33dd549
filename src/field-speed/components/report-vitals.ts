import type { Metric } from "../metrics";

/**
 * The three Core Web Vitals of this view, measured as Google defines them (and as the web-vitals
 * library measures them: a browser test holds the two to the same figures), in a few hundred
 * bytes. The library's three functions weigh 3 KB gzipped, more than half of a content page's
 * script budget (decisions.md §6), for soft navigations, back-forward restores and prerendering
 * that a view sent once, when it is left, does not need.
 */

type Shift = { value: number; startTime: number; hadRecentInput: boolean };
type Interaction = { interactionId?: number; duration: number };

/**
 * CLS: the largest burst of layout shifts, a burst being shifts less than 1 s apart within 5 s
 * of its first. A shift just after the visitor's own input is theirs, not the page's.
 */
export function shiftBursts() {
  let largest = 0;
  let burst = 0;
  let first = 0;
  let last = 0;
  return {
    add(shift: Shift) {
      if (shift.hadRecentInput) return;
      if (burst && shift.startTime - last < 1000 && shift.startTime - first < 5000)
        burst += shift.value;
      else [burst, first] = [shift.value, shift.startTime];
      last = shift.startTime;
      largest = Math.max(largest, burst);
    },
    value: () => largest,
  };
}

/**
 * INP: the slowest response to a tap, click or key, leaving out one in every 50 interactions so
 * that a long visit's single hiccup does not count. Each interaction is its slowest event; only
 * the ten slowest are kept, which is enough below 500 interactions.
 */
export function slowestInteractions() {
  const slowest: { id: number; duration: number }[] = [];
  const seen = new Set<number>();
  return {
    add({ interactionId: id, duration }: Interaction) {
      if (!id) return;
      seen.add(id);
      const known = slowest.find((interaction) => interaction.id === id);
      if (known) known.duration = Math.max(known.duration, duration);
      else slowest.push({ id, duration });
      slowest.sort((a, b) => b.duration - a.duration).splice(10);
    },
    /** Undefined until the visitor has interacted. */
    value: () => slowest[Math.min(slowest.length - 1, Math.floor(seen.size / 50))]?.duration,
  };
}

/** Entries of one type as they come, and a way to take those not yet delivered. */
function observe<Entry>(type: string, take: (entry: Entry) => void, options = {}) {
  const takeAll = (entries: PerformanceEntryList) => entries.forEach((e) => take(e as Entry));
  try {
    const observer = new PerformanceObserver((list) => takeAll(list.getEntries()));
    observer.observe({ type, buffered: true, ...options });
    return () => takeAll(observer.takeRecords());
  } catch {
    // A browser without this entry type measures the others.
    return () => {};
  }
}

/**
 * Starts measuring this view (entries since it began are buffered) and returns a reading of
 * the figures so far. A paint counts only while the page was on screen, from its activation.
 */
function watchVitals(): () => Partial<Record<Metric, number>> {
  const navigation = performance.getEntriesByType("navigation")[0] as
    (PerformanceEntry & { activationStart?: number }) | undefined;
  const activation = navigation?.activationStart ?? 0;
  let hiddenAt =
    performance.getEntriesByType("visibility-state").find((entry) => entry.name === "hidden")
      ?.startTime ?? (document.visibilityState === "hidden" ? 0 : Infinity);
  addEventListener(
    "visibilitychange",
    (event) => {
      if (document.visibilityState === "hidden") hiddenAt = Math.min(hiddenAt, event.timeStamp);
    },
    true,
  );

  // The browser stops reporting larger paints once the visitor first acts: later ones answer them.
  let lcp: number | undefined;
  const readPaints = observe("largest-contentful-paint", (entry: PerformanceEntry) => {
    if (entry.startTime < hiddenAt) lcp = Math.max(entry.startTime - activation, 0);
  });

  const cls = shiftBursts();
  const clsSupported = PerformanceObserver.supportedEntryTypes.includes("layout-shift");
  const readShifts = observe("layout-shift", cls.add);
  const inp = slowestInteractions();
  const readEvents = observe("event", inp.add, { durationThreshold: 40 });
  const readFirstInput = observe("first-input", inp.add);

  return () => {
    readPaints();
    readShifts();
    readEvents();
    readFirstInput();
    const figures: Partial<Record<Metric, number>> = {};
    if (lcp !== undefined) figures.lcp = lcp;
    if (inp.value() !== undefined) figures.inp = inp.value();
    if (clsSupported) figures.cls = cls.value();
    return figures;
  };
}

/**
 * Measures this view and sends its figures once, when it is hidden or left (api/vitals): the
 * loaded page's path, for its kind, and three numbers, nothing else. The path is read now, as
 * links within the site change it later.
 */
export function reportVitals() {
  const path = location.pathname;
  const read = watchVitals();
  let sent = false;
  const send = () => {
    const figures = read();
    if (sent || Object.keys(figures).length === 0) return;
    sent = true;
    navigator.sendBeacon("/api/vitals", JSON.stringify({ path, ...figures }));
  };
  // After watchVitals' own listener, which marks when the page was hidden.
  addEventListener("visibilitychange", () => document.visibilityState === "hidden" && send());
  // A page left by a link is still "visible" as it goes: pagehide says so.
  addEventListener("pagehide", send);
}
