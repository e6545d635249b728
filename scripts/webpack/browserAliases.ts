import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * @e-invoice-eu/core's package entry imports Node built-ins (child_process, fs) for spreadsheets the invoices never
 * use; the browser takes the package's self-contained browser build (loaded on demand with an invoice download,
 * docs/invoices.md). It is not parsed: webpack would only warn about its unused Node fallback.
 */
export const E_INVOICE_BROWSER_BUILD = path.resolve(root, 'node_modules/@e-invoice-eu/core/dist/e-invoice-eu.min.js');
/** Used by webpack.config.ts and .storybook/main.ts, so the app and Storybook resolve the same code. */
export const BROWSER_ALIASES = { '@e-invoice-eu/core$': E_INVOICE_BROWSER_BUILD };
