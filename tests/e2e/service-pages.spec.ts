import { expect, test } from "@playwright/test";
import { ideaPagesFor } from "../../src/ideas/ideas";
import { projectsFor } from "../../src/projects/projects";
import { defaultSiteFacts } from "@/business/site-facts";

const ideas = ideaPagesFor(defaultSiteFacts);
const projects = projectsFor(defaultSiteFacts);

test("a service page shows its projects and pictures before its packages", async ({ page }) => {
  const project = projects.find((p) => p.serviceSlug === "kitchen-remodeling")!;
  const idea = ideas.find((i) => i.serviceSlug === "kitchen-remodeling")!;
  await page.goto("/services/kitchen-remodeling");
  const work = page.getByRole("region", { name: "Kitchen Remodeling: projects and illustrations" });
  await expect(work.getByRole("heading", { name: project.title })).toBeVisible();
  await expect(work.getByRole("link", { name: "See the project" })).toHaveAttribute(
    "href",
    `/projects/${project.slug}`,
  );
  await expect(work.getByRole("figure")).toHaveCount(idea.gallery.length);
  await expect(work.getByRole("link", { name: /More kitchen ideas/ })).toHaveAttribute(
    "href",
    `/ideas/${idea.slug}`,
  );
  const sections = page.locator("main section[aria-labelledby]");
  const order = await sections.evaluateAll((all) =>
    all.map((section) => section.querySelector("h2")?.textContent ?? ""),
  );
  expect(order.indexOf("Kitchen Remodeling: projects and illustrations")).toBeLessThan(
    order.indexOf("Kitchen Remodeling packages"),
  );
});

test("a service without a project of its own still shows its pictures, and no other service's projects", async ({
  page,
}) => {
  expect(projects.some((p) => p.serviceSlug === "outdoor-living")).toBe(false);
  const idea = ideas.find((i) => i.serviceSlug === "outdoor-living")!;
  await page.goto("/services/outdoor-living");
  const work = page.getByRole("region", { name: "Outdoor Living: projects and illustrations" });
  await expect(work.getByRole("figure")).toHaveCount(idea.gallery.length);
  await expect(work.getByRole("link", { name: "See the project" })).toHaveCount(0);
});
