import { Component, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

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
    if (this.state.crashed) return <CrashScreen lang={this.props.lang()} country={this.props.country()} />;
    return this.props.children;
  }
}

type Fallback = ComponentType<{ lang: string; country: string }>;

/**
 * The crash fallback loads only when a crash happens (its eight languages cost the first route nothing,
 * DESIGN.md §8; the service worker precaches it). Until it arrives the dark screen is empty; should it fail
 * to load (offline on a first visit), a last-resort screen still offers Refresh.
 */
function CrashScreen({ lang, country }: { lang: string; country: string }) {
  const [fallback, setFallback] = useState<{ Screen: Fallback } | 'failed' | null>(null);
  useEffect(() => {
    import('./CrashFallback').then(
      (m) => setFallback({ Screen: m.CrashFallback }),
      () => setFallback('failed'),
    );
  }, []);
  if (fallback === 'failed')
    return (
      <div className="crash" role="alert">
        <h1 className="crash-title">Something went wrong.</h1>
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          Refresh
        </button>
      </div>
    );
  if (!fallback) return <div className="crash" role="alert" aria-busy="true" />;
  return <fallback.Screen lang={lang} country={country} />;
}
