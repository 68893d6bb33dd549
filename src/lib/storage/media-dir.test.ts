import { describe, expect, it } from "vitest";
import { documentsDir, mediaDir } from "./media-dir";

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

describe("documentsDir", () => {
  it("is a documents folder beside the media folder, never inside it", () => {
    expect(documentsDir({ DATABASE_URL: "file:/var/lib/site/site.db" })).toBe(
      "/var/lib/site/documents",
    );
    expect(documentsDir({ MEDIA_DIR: "/srv/site/media" })).toBe("/srv/site/documents");
    expect(documentsDir({}, "/app")).toBe("/app/data/documents");
  });
});
