import { createECDH } from "node:crypto";
import { describe, expect, it } from "vitest";
import { deviceLabel, parseSubscription } from "./subscription";

const keys = {
  p256dh: createECDH("prime256v1").generateKeys().toString("base64url"),
  auth: Buffer.alloc(16, 1).toString("base64url"),
};
const firstProblem = (body: unknown, hosts: string[] = []) => {
  const parsed = parseSubscription(body, hosts);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe("a device's push subscription", () => {
  it("is taken from the browsers' push services", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://web.push.apple.com/QGx0",
      "https://wns2-bl2p.notify.windows.com/w/?token=x",
    ])
      expect(firstProblem({ endpoint, keys })).toBeNull();
  });

  it("is refused when it points anywhere else, unless PUSH_SERVICE_HOSTS names the host", () => {
    const problem = "The endpoint is not a known push service";
    expect(firstProblem({ endpoint: "https://127.0.0.1:8443/push/a", keys })).toBe(problem);
    expect(firstProblem({ endpoint: "https://fcm.googleapis.com.evil.example/x", keys })).toBe(
      problem,
    );
    expect(firstProblem({ endpoint: "http://fcm.googleapis.com/fcm/send/a", keys })).toBe(problem);
    expect(
      firstProblem({ endpoint: "https://127.0.0.1:8443/push/a", keys }, ["127.0.0.1:8443"]),
    ).toBeNull();
    expect(
      firstProblem({ endpoint: "https://push.example.org/a", keys }, ["push.example.org"]),
    ).toBeNull();
  });

  it("needs a 65-byte p256dh key and a 16-byte auth secret", () => {
    const endpoint = "https://fcm.googleapis.com/fcm/send/a";
    expect(firstProblem({ endpoint, keys: { ...keys, p256dh: "short" } })).toBe(
      "p256dh is not a 65-byte key",
    );
    expect(firstProblem({ endpoint, keys: { ...keys, auth: "<script>" } })).toBe(
      "auth is not a key",
    );
    expect(firstProblem({ endpoint })).not.toBeNull();
  });

  it("refuses a p256dh key that no message can be encrypted for", () => {
    const endpoint = "https://fcm.googleapis.com/fcm/send/a";
    const problem = "p256dh is not a public key a browser makes (a point on the P-256 curve)";
    for (const bytes of [Buffer.alloc(65), Buffer.alloc(65, 4)])
      expect(
        firstProblem({ endpoint, keys: { ...keys, p256dh: bytes.toString("base64url") } }),
      ).toBe(problem);
    expect(firstProblem("not json")).not.toBeNull();
  });
});

describe("a device's label", () => {
  it("names the browser and the system", () => {
    expect(
      deviceLabel(
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
      ),
    ).toBe("Chrome on Android");
    expect(
      deviceLabel(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari on iPhone or iPad");
    expect(
      deviceLabel(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0",
      ),
    ).toBe("Edge on Windows");
    expect(deviceLabel(undefined)).toBe("A browser on an unknown system");
  });
});
