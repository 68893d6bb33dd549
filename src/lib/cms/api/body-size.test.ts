import { describe, expect, it } from "vitest";
import { isLongerThan } from "./body-size";

/** A body arriving in `count` chunks of `size` bytes, as a chunked upload does. */
function chunks(count: number, size: number) {
  let sent = 0;
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 1;
      if (sent === count) return controller.close();
      sent += 1;
      controller.enqueue(new Uint8Array(size));
    },
  });
  return { stream, pulled: () => pulled };
}

describe("isLongerThan", () => {
  it("reads a body that fits to its end", async () => {
    expect(await isLongerThan(chunks(4, 100).stream, 400)).toBe(false);
    expect(await isLongerThan(chunks(0, 100).stream, 0)).toBe(false);
  });

  it("stops reading as soon as a body grows past the limit", async () => {
    const body = chunks(1000, 100);
    expect(await isLongerThan(body.stream, 450)).toBe(true);
    expect(body.pulled()).toBeLessThan(10);
  });

  it("settles on a copy of a body whose original is still unread", async () => {
    const [copy, original] = chunks(100, 100).stream.tee();
    expect(await isLongerThan(copy, 250)).toBe(true);
    expect(original.locked).toBe(false);
  });
});
