import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Names the part in the console, so a report says which part of the page broke. */
  name: string;
  children: ReactNode;
  /** What stands in for the part once it has failed; nothing by default (a layer the page can live without). */
  fallback?: ReactNode;
  /** A new value renders the children again: the page's boundary resets on every navigation. */
  resetKey?: unknown;
}

interface State {
  failed: boolean;
  resetKey: unknown;
}

/**
 * Without a boundary, a render error anywhere unmounts the whole root: the player loses the page, the header and any
 * text they typed. Each part of the chrome and the current page sit in one of these, so a broken part is replaced by
 * its fallback and the rest of the page stays (chunks that cannot load are lazyPart's, client/loading/lazy-part.tsx).
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`The ${this.props.name} failed to render and was replaced`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
