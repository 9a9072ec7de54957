import { Button, CloseIcon, DownloadIcon } from '@nukkad/ui';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isIos, isStandalone, useInstallPrompt } from '../hooks/use-install-prompt';

/**
 * "Install the app": hidden inside the installed app, closable; uses the browser's prompt where there is one. The
 * server renders it as most visitors see it; what only the browser knows (installed, closed, iOS) applies after hydration.
 */
export function InstallBanner() {
  const install = useInstallPrompt();
  const navigate = useNavigate();
  const standalone = install.hydrated && isStandalone();
  const ios = install.hydrated && isIos();

  if (standalone || install.installed || install.dismissed) return null;

  const onInstall = async () => {
    // iOS has no install prompt: the button does nothing there and the hint below explains the way.
    if (ios) return;
    if (!install.canPrompt) {
      navigate(paths.installGuide.getHref());
      return;
    }
    await install.promptInstall();
  };

  return (
    <aside className="install-banner" aria-label="Install the app">
      <img src="/icons/icon-192.png" alt="" width={48} height={48} className="install-banner__icon" />
      <div className="install-banner__text">
        <p className="install-banner__title">Get the Nukkad app</p>
        <p className="install-banner__hint">
          {ios ? 'On iPhone or iPad: tap Share, then “Add to Home Screen”.' : 'Faster ordering, right from your home screen.'}
        </p>
      </div>
      <Button size="sm" onClick={() => void onInstall()} className="install-banner__install">
        <DownloadIcon size={16} />
        Install
      </Button>
      <button type="button" className="install-banner__close" onClick={install.dismiss} aria-label="Dismiss install banner">
        <CloseIcon size={18} />
      </button>
    </aside>
  );
}
