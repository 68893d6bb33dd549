import { createClient } from "@redis/client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startRedis, type RedisServer } from "../../../tests/support/redis-server.mjs";
import { listenForForgetting, type Forgetting } from "./forgetting";
import type { Redis } from "./redis";

let server: RedisServer;
let publisher: Redis;
let listener: Redis | undefined;

beforeAll(async () => {
  server = await startRedis();
  publisher = createClient({ url: server.url }) as unknown as Redis;
  await publisher.connect();
});

afterAll(async () => {
  await listener?.close().catch(() => {});
  await publisher?.close();
  await server?.stop();
});

describe("listenForForgetting", () => {
  it("forgets everything once it listens, then what other instances announce; ignores the rest", async () => {
    const forget = vi.fn<(forgetting: Forgetting) => void>();
    const forgetAll = vi.fn();
    listener = listenForForgetting(publisher, { forget, forgetAll });
    await vi.waitFor(() => expect(forgetAll).toHaveBeenCalledTimes(1));
    const announced = {
      collection: "reviews",
      shownOn: { paths: ["/"] },
      from: "another-instance",
    };
    await publisher.publish("site:forget", "not a message");
    await publisher.publish("site:forget", JSON.stringify({ collection: 7, from: "x" }));
    await publisher.publish("site:forget", JSON.stringify(announced));
    await vi.waitFor(() => expect(forget).toHaveBeenCalledTimes(1));
    expect(forget).toHaveBeenCalledWith(announced);
  });
});
