/** What an error page says when a page fails to render. */
export type ErrorWords = {
  title: string;
  status: string;
  heading: string;
  text: (reference: string | undefined) => string;
  retry: string;
  homeLabel: string;
};

/*
 * Each edition's words in a file of its own: every page loads its error boundary's script, and
 * a boundary imports only its edition's words.
 */
export const englishErrorPage: ErrorWords = {
  title: "Something went wrong",
  status: "Error",
  heading: "Unexpected Application Error!",
  text: (reference) =>
    `Something went wrong on our side${reference ? ` (reference ${reference})` : ""}. Please try again, or call us directly.`,
  retry: "Try again",
  homeLabel: "Return to Home",
};
