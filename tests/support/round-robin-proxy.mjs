import { createServer, request } from "node:http";
import { freeTcpPort } from "./ports.mjs";

/**
 * One address in front of several app instances, as a load balancer is: each request goes to
 * the next instance in turn, with the client's address appended to X-Forwarded-For (the
 * instances trust one hop). An instance that cannot be reached is skipped.
 */
export async function startRoundRobinProxy(backends) {
  let next = 0;
  const forward = (incoming, outgoing, tries) => {
    const backend = new URL(backends[next++ % backends.length]);
    const forwardedFor = [incoming.headers["x-forwarded-for"], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(", ");
    const upstream = request(
      {
        host: backend.hostname,
        port: backend.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, "x-forwarded-for": forwardedFor },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => {
      if (tries + 1 < backends.length && !outgoing.headersSent)
        return forward(incoming, outgoing, tries + 1);
      if (!outgoing.headersSent) outgoing.writeHead(502).end("no instance answered");
    });
    incoming.pipe(upstream);
  };
  const server = createServer((incoming, outgoing) => forward(incoming, outgoing, 0));
  const port = await freeTcpPort();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
