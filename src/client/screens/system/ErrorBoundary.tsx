import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

type Props = { children: ReactNode; resetKey?: string };
type State = { error: Error | null; resetKey?: string };

/** Catches render errors below it; Try Again draws the children afresh, Reload Page reloads. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('Screen failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error) return <ErrorScreen onTryAgain={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
