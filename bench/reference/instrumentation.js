/** The bare page has no start-up work of its own; this keeps the site's (../../src) out of its build. */
export function register() {}
