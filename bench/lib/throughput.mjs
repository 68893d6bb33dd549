import http from "node:http";

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

/** One GET on a kept-alive connection; the body is counted as it arrives, never decoded. */
function get(url, agent, headers) {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers }, (response) => {
      let bytes = 0;
      response.on("data", (chunk) => (bytes += chunk.length));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, bytes }));
      response.on("error", () => resolve({ status: 0, bytes }));
    });
    request.on("error", () => resolve({ status: 0, bytes: 0 }));
  });
}

/** `connections` loops, each sending its next request when the last one has been read. */
async function load(url, { connections, until, agent, headers, record }) {
  const loop = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const result = await get(url, agent, headers);
      record?.(result, performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
}

/**
 * Requests per second and latency of one address with `connections` clients asking at once for
 * `seconds`, after a second of warm-up that is not counted. Each client waits for its answer
 * before it asks again (a closed loop, as visitors and crawlers do), on kept-alive connections,
 * each request with `headers` (none: a first visit by a client that asks for no compression).
 */
export async function throughput(url, { connections = 20, seconds = 8, headers = {} } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  try {
    await load(url, { connections, agent, headers, until: performance.now() + 1000 });
    const latencies = [];
    const statuses = {};
    let bytes = 0;
    const started = performance.now();
    await load(url, {
      connections,
      agent,
      headers,
      until: started + seconds * 1000,
      record: (result, ms) => {
        latencies.push(ms);
        statuses[result.status] = (statuses[result.status] ?? 0) + 1;
        bytes += result.bytes;
      },
    });
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      connections,
      requests: latencies.length,
      requestsPerSecond: Math.round(latencies.length / elapsed),
      p50Ms: Math.round(percentile(latencies, 50)),
      p99Ms: Math.round(percentile(latencies, 99)),
      meanBytes: latencies.length ? Math.round(bytes / latencies.length) : 0,
      failed: latencies.length - (statuses[200] ?? 0),
    };
  } finally {
    agent.destroy();
  }
}
