import { expect, test, type Page } from "@playwright/test";

/**
 * A browser without `matchMedia` (an old or locked-down one): the home page's reviews carousel
 * fails as it starts, inside the page, below the site's header.
 */
const withoutMatchMedia = (page: Page) =>
  page.addInitScript(() => {
    window.matchMedia = () => {
      throw new Error("matchMedia is not available");
    };
  });

const editions = [
  {
    path: "/",
    heading: "Unexpected Application Error!",
    text: /Please try again, or call us directly\./,
    retry: "Try again",
    home: { name: "Return to Home", href: "/" },
  },
  {
    path: "/es",
    heading: "¡Ocurrió un error inesperado!",
    text: /Vuelva a intentarlo o llámenos directamente\./,
    retry: "Intentar de nuevo",
    home: { name: "Volver al inicio", href: "/es" },
  },
];

for (const edition of editions) {
  test(`a page that fails in the browser (${edition.path}) says so in its edition, with a retry and a way home`, async ({
    page,
  }) => {
    await withoutMatchMedia(page);
    await page.goto(edition.path);

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(`Error: ${edition.heading}`);
    await expect(main).toContainText(edition.text);
    await expect(main.getByRole("button", { name: edition.retry })).toBeVisible();
    await expect(main.getByRole("link", { name: edition.home.name })).toHaveAttribute(
      "href",
      edition.home.href,
    );
    // The route's own boundary, below the site's header: the phone and the menu stay in reach.
    await expect(page.getByRole("banner")).toBeVisible();
  });
}
