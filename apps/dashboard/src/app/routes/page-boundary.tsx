import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from './page-loading';

/** What the user sees when a page's code cannot be fetched (offline, a new release replaced it). */
export function PageLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      }
    >
      {t('common.pageLoadFailed')}
    </Alert>
  );
}

interface Props {
  children: ReactNode;
  /** Tries again: by default the whole page is loaded afresh (a new release may have renamed the chunks). */
  onRetry?: () => void;
}

/** Catches a page whose lazy code failed to load, instead of leaving a blank screen. */
export class PageErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('page failed to load', error, info.componentStack);
  }

  private readonly retry = () => {
    if (this.props.onRetry) {
      this.setState({ failed: false });
      this.props.onRetry();
    } else {
      window.location.reload();
    }
  };

  override render() {
    return this.state.failed ? <PageLoadFailed onRetry={this.retry} /> : this.props.children;
  }
}

/** Every page is a lazy route: while its code loads a spinner, when it cannot load a message with a retry. */
export function PageBoundary({ children, onRetry }: Props) {
  return (
    <PageErrorBoundary onRetry={onRetry}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}
