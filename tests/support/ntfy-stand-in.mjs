import { createServer } from "node:http";

/**
 * A stand-in ntfy server on loopback, for the integration tests, the browser tests and the lead
 * benchmark: records each JSON publish with when it arrived, and answers `state.answer` (200
 * unless set, e.g. 503 while "down").
 */
export async function startNtfyStandIn() {
  const received = [];
  const state = { answer: 200 };
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      res.statusCode = state.answer;
      if (state.answer === 200)
        received.push({
          path: req.url ?? "",
          auth: req.headers.authorization,
          body: JSON.parse(body),
          at: Date.now(),
        });
      res.end(state.answer === 200 ? "{}" : "unavailable");
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    received,
    state,
    /** Where NTFY_URL points: a topic with a name no one would guess. */
    topicUrl: `http://127.0.0.1:${port}/owner-leads-7f3k`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
