import { createElement, type ComponentType } from 'react';

/**
 * Render-fault injection for error-page tests: `jest.mock` a module so that one of its components throws while
 * `renderFault.region` names it, and renders the real component otherwise.
 */
export const renderFault: { region: string | null } = { region: null };

export function faultyModule<Module extends Record<string, unknown>>(
  region: string,
  actual: Module,
  exportName: keyof Module & string,
): Module {
  const Real = actual[exportName] as ComponentType<Record<string, unknown>>;
  function Faulty(props: Record<string, unknown>) {
    if (renderFault.region === region) throw new Error(`Render-Fehler in ${region}`);
    return createElement(Real, props);
  }
  return { ...actual, [exportName]: Faulty };
}
