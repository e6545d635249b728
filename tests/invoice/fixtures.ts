/** The invoice fixtures live with the invoice code, shared by Jest, Deno and the stories. */
export * from '@shared/invoice/fixtures';
