/** Where a browser remembers that it already said it began the form (named in the privacy policy). */
export const FORM_START_SENT = "form-start-sent";

/**
 * Tells the server, once per browser, that this visitor began the estimate form: one more in the
 * day's count of form starts (api/form-start), sent with nothing but the first-visit cookie. A
 * browser that keeps no storage would count each page's start again, so it sends none.
 */
export function sendFormStart() {
  try {
    if (localStorage.getItem(FORM_START_SENT)) return;
    localStorage.setItem(FORM_START_SENT, "1");
  } catch {
    return;
  }
  navigator.sendBeacon("/api/form-start");
}
