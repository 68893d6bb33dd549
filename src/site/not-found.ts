/** What every 404 says: an unknown address and an entry the owner hid or deleted alike. */
export const notFoundPage = {
  title: "Page not found",
  heading: "Oops! Page not found",
  text: "The page you are looking for has moved or never existed.",
  homeLabel: "Return to Home",
} as const;

/** What the error page says when a page fails to render. */
export const errorPage = {
  title: "Something went wrong",
  heading: "Unexpected Application Error!",
} as const;
