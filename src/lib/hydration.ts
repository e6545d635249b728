/**
 * Whether React is hydrating the prerendered page (the app's start-up says so). A component whose first render could
 * differ from the prerender's once code has loaded on the client (a tooltip whose Radix code has arrived) renders
 * what the prerender rendered while this is true.
 */
let hydrating = false;

export function isHydrating(): boolean {
  return hydrating;
}

export function setHydrating(value: boolean): void {
  hydrating = value;
}
