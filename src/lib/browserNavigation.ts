/**
 * Full page navigations (leaving the SPA: to Google, to a payment provider, to an auth link). One object, so tests
 * can observe them — jsdom cannot navigate.
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  origin(): string {
    return window.location.origin;
  },
};
