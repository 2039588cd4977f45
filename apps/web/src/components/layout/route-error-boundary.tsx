import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FirstScreenShown } from '../../lib/first-screen';
import { useShellT } from '../../lib/i18n/shell';
import { Button } from '../ui/button';
import { PageContainer } from './page-container';

type Props = { children: ReactNode };
type State = { failed: boolean };

/**
 * Keeps the bar and footer usable when a screen fails to render or its code cannot be fetched
 * (a new release replaced the chunk the old page asked for); reloading fetches the current one.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ScreenFailed />;
  }
}

// Plain markup on purpose: this ships with the first screen, so it stays small.
function ScreenFailed() {
  const t = useShellT();
  return (
    <PageContainer className="max-w-2xl">
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-5 text-red-800">
        <p className="font-semibold">{t('shell:screenError.title')}</p>
        <p className="mt-1 text-sm">{t('shell:screenError.text')}</p>
        <Button className="mt-4" onClick={() => window.location.reload()}>
          {t('shell:screenError.reload')}
        </Button>
      </div>
      <FirstScreenShown />
    </PageContainer>
  );
}
