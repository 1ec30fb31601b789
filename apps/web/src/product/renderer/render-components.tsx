import type { ProductComponent } from '@app/core/api/product-definition';
import { createElement, useEffect } from 'react';
import { getComponent } from './component-registry';

const EMPTY_DATA: Record<string, unknown> = {};

function MissingComponent({ name }: { name: string }) {
  useEffect(() => {
    // spec 2 section 8: a component that fails to be created is logged, and the page goes on.
    console.error('Failed to create component', name);
  }, [name]);
  return null;
}

function RenderNode({ node }: { node: ProductComponent }) {
  // The registry hands out the same component for a name every time, so createElement on the
  // looked-up type keeps state across renders (no component is created here).
  const component = getComponent(node.name);
  if (!component) return <MissingComponent name={node.name} />;
  const children =
    node.children && node.children.length > 0 ? (
      <RenderComponents nodes={node.children} />
    ) : undefined;
  return createElement(component, { data: node.data ?? EMPTY_DATA, node }, children);
}

/** Renders a list of definition nodes through the component registry. */
export function RenderComponents({ nodes }: { nodes: readonly ProductComponent[] }) {
  return (
    <>
      {nodes.map((node, index) => (
        // Definitions are static: position plus name is a stable key.
        <RenderNode key={`${index}-${node.name}`} node={node} />
      ))}
    </>
  );
}
