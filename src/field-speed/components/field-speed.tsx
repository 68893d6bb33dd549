import { vitalsSampleRate } from "../sample-rate";
import { SpeedReporter } from "./speed-reporter";

/** Real visitors' speed, from a share of views (VITALS_SAMPLE_RATE, read when pages are built). */
export function FieldSpeed() {
  const rate = vitalsSampleRate();
  return rate > 0 ? <SpeedReporter rate={rate} /> : null;
}
