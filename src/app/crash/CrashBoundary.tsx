import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashFallback } from './CrashFallback';

export interface CrashDetails {
  error: unknown;
  componentStack: string;
}

interface Props {
  children: ReactNode;
  /** Language and country are read when the crash happens, not captured at mount. */
  lang: () => string;
  country: () => string;
  /** Sends the crash report; called once per page load however many times the tree crashes. */
  report: (details: CrashDetails) => void;
}

let reported = false;

/** Lets a test start from a fresh page load. */
export function resetCrashReportForTests(): void {
  reported = false;
}

/** Catches render errors below it and shows the crash fallback instead of a blank screen (DESIGN.md §9). */
export class CrashBoundary extends Component<Props, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (reported) return;
    reported = true;
    try {
      this.props.report({ error, componentStack: info.componentStack ?? '' });
    } catch {
      // Reporting must never take the fallback down with it.
    }
  }

  override render() {
    if (this.state.crashed) return <CrashFallback lang={this.props.lang()} country={this.props.country()} />;
    return this.props.children;
  }
}
