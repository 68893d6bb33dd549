import type { Config } from "payload";

type AdminTranslations = NonNullable<NonNullable<Config["i18n"]>["translations"]>;

/**
 * The engine's words where the owner would use others: its own name first, then how anyone
 * comes in and goes out (the owner says "sign in", never "log in"), which side of the texts a page
 * edits, and the captions the engine gives dates and folding panels. Checked in
 * tests/e2e/admin-words.spec.ts.
 */
export const adminTranslations: AdminTranslations = {
  en: {
    general: {
      payloadSettings: "Account",
      // "True" and "False" are what a list's filter offers for a ticked box.
      true: "Yes",
      false: "No",
      // Shown as "Locale: English" beside every document's title: the side of the texts it edits.
      locale: "Editing",
      createdAt: "Created",
      updatedAt: "Last changed",
    },
    authentication: {
      login: "Sign in",
      loginUser: "Sign in",
      backToLogin: "Back to sign-in",
      logBackIn: "Sign in again",
      alreadyLoggedIn: "Already signed in",
      loggedIn: "To sign in as someone else, <0>sign out</0> first.",
      loginWithAnotherUser: "To sign in as someone else, <0>sign out</0> first.",
      loggedOutInactivity: "You were signed out after a while without activity.",
      loginAttempts: "Failed sign-ins",
      logOut: "Sign out",
      logout: "Sign out",
      logoutUser: "Sign out",
      loggingOut: "Signing out…",
      loggedOutSuccessfully: "You are signed out.",
      logoutSuccessful: "You are signed out.",
      stayLoggedIn: "Stay signed in",
      youAreInactive:
        "You have not done anything here for a while, so you will be signed out soon to keep the admin safe. Stay signed in?",
    },
    error: {
      // A save stopped in the browser: each field that needs a change says why beside it.
      correctInvalidFields: "Not saved: a field needs a change. It says why, in red.",
      unauthorized: "Sign in to do this.",
      userLocked: "This account is locked after too many failed sign-ins. Try again later.",
    },
    // The hidden caption of the button that folds a panel or a row open and shut.
    fields: { toggleBlock: "Show or hide" },
  },
};
