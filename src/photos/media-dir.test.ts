import { describe, expect, it } from "vitest";
import { mediaDir } from "./media-dir";

describe("mediaDir", () => {
  it("is MEDIA_DIR when set", () => {
    expect(mediaDir({ MEDIA_DIR: "/srv/photos", DATABASE_URL: "file:/var/lib/site/site.db" })).toBe(
      "/srv/photos",
    );
  });

  it("is a media folder beside a local database file", () => {
    expect(mediaDir({ DATABASE_URL: "file:/var/lib/site/site.db" })).toBe("/var/lib/site/media");
  });

  it("falls back to data/media in the project for a remote database", () => {
    expect(mediaDir({ DATABASE_URL: "libsql://db.example.com" }, "/app")).toBe("/app/data/media");
    expect(mediaDir({}, "/app")).toBe("/app/data/media");
  });
});
