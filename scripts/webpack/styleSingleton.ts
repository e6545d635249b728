/**
 * The browser build's `stylesheetSingleton` of react-style-singleton (StyleSingletonPlugin puts it in place). The
 * library adds its styles as a `<style>` element, which the Content-Security-Policy blocks: react-remove-scroll, under
 * every Radix dialog (cart, chat, confirmations), writes the scrollbar's width into that text, so no hash can list it.
 * A constructed stylesheet is CSSOM, not inline markup, and is not blocked (docs/operations.md#security-headers).
 * Same contract as the library's: the first `add` applies its styles, the last `remove` takes them away.
 */
export const stylesheetSingleton = () => {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(style: string): void {
      if (counter === 0) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(style);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      counter += 1;
    },
    remove(): void {
      counter -= 1;
      if (counter === 0 && sheet) {
        const adopted = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((candidate) => candidate !== adopted);
        sheet = null;
      }
    },
  };
};
