/**
 * The answer to a page's own report to the server (its first visit, a form start, its speed):
 * empty when taken, else the reason in a line of JSON; never kept by a cache.
 */
export const beaconAnswer = (status: number, message?: string) =>
  message
    ? Response.json({ error: message }, { status, headers: { "Cache-Control": "no-store" } })
    : new Response(null, { status, headers: { "Cache-Control": "no-store" } });
