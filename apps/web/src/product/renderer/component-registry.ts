import type { ProductComponent } from '@app/core/api/product-definition';
import type { ComponentType, ReactNode } from 'react';

/**
 * What a page component receives: its node's data from the product definition (unchecked; the
 * component validates the fields it reads) and its rendered children.
 */
export interface PageComponentProps {
  data: Record<string, unknown>;
  children?: ReactNode;
  /** The definition node, for components that lay out their children themselves. */
  node: ProductComponent;
}

export type PageComponent = ComponentType<PageComponentProps>;

const registry = new Map<string, PageComponent>();

/**
 * Adds components by their definition name (spec 2 section 2.1: "a registry from component
 * name to React component"). Each room registers its own from one module imported by the app;
 * registering a name twice replaces the earlier one (hot reload re-runs the module).
 */
export function registerComponents(components: Record<string, PageComponent>): void {
  for (const [name, component] of Object.entries(components)) registry.set(name, component);
}

export function getComponent(name: string): PageComponent | undefined {
  return registry.get(name);
}

/** Names registered so far (tests and the definitions' completeness check). */
export function registeredComponentNames(): string[] {
  return [...registry.keys()];
}
