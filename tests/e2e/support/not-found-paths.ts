/** One address of each kind that answers 404: unknown top-level and nested paths, and an unknown slug under every route family. */
export const notFoundPaths = [
  "/no-such-page",
  "/services/not-a-service/extra",
  "/services/no-such-service",
  "/blog/no-such-article",
  "/ideas/no-such-idea",
  "/service-area/no-such-city",
  "/projects/no-such-project",
] as const;
