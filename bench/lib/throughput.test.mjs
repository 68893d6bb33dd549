import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { throughput } from "./throughput.mjs";

let server;
let origin;
const served = { ok: 0, missing: 0, connections: new Set(), cookies: new Set() };

beforeAll(async () => {
  server = createServer((request, response) => {
    served.connections.add(request.socket);
    served.cookies.add(request.headers.cookie);
    if (request.url === "/missing") {
      served.missing++;
      response.writeHead(404).end("no");
      return;
    }
    served.ok++;
    // Answers a little later, so several clients wait at once.
    setTimeout(() => response.writeHead(200).end("x".repeat(1000)), 5);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("throughput", () => {
  it("counts the answers of kept-alive clients asking at once, and their latency", async () => {
    const result = await throughput(`${origin}/page`, { connections: 4, seconds: 0.5 });
    expect(result.failed).toBe(0);
    expect(result.meanBytes).toBe(1000);
    expect(result.requests).toBeGreaterThan(20);
    // The warm-up's answers are not counted.
    expect(served.ok).toBeGreaterThan(result.requests);
    expect(result.p50Ms).toBeGreaterThanOrEqual(5);
    expect(result.p99Ms).toBeGreaterThanOrEqual(result.p50Ms);
    expect(served.connections.size).toBeLessThanOrEqual(8);
  });

  it("counts an answer other than 200 as failed", async () => {
    const result = await throughput(`${origin}/missing`, { connections: 2, seconds: 0.2 });
    expect(result.failed).toBe(result.requests);
    expect(result.requests).toBeGreaterThan(0);
  });

  it("sends every request with the headers asked, as a returning visitor's browser does", async () => {
    served.cookies.clear();
    await throughput(`${origin}/page`, {
      connections: 2,
      seconds: 0.2,
      headers: { Cookie: "first_touch=abc" },
    });
    expect([...served.cookies]).toEqual(["first_touch=abc"]);
  });
});
