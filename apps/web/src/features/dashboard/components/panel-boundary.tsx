import { Alert } from '@mantine/core';
import { Component, type ReactNode } from 'react';

/** spec 1 section 8: a panel that cannot be created is logged by name. */
export function logPanelFailure(name: string, error?: unknown) {
  console.error(`Failed to create component: ${name}`, ...(error === undefined ? [] : [error]));
}

type Props = { name: string; children: ReactNode };

/** Keeps the rest of the dashboard when one panel throws while rendering. */
export class PanelBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    logPanelFailure(this.props.name, error);
  }

  override render() {
    if (this.state.failed) {
      return (
        <Alert color="gray" title="This panel is not available">
          Please reload the page. If it keeps happening, contact support.
        </Alert>
      );
    }
    return this.props.children;
  }
}
