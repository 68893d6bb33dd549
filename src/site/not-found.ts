/** What every 404 says: an unknown address and an entry the owner hid or deleted alike. */
export const notFoundPage = {
  title: "Page not found",
  heading: "Oops! Page not found",
  text: "The page you are looking for has moved or never existed.",
  homeLabel: "Return to Home",
} as const;
