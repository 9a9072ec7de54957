import { Tabs } from '@nukkad/ui';
import { useState } from 'react';
import { isIos } from '../hooks/use-install-prompt';

type Platform = 'android' | 'ios' | 'desktop';

const STEPS: Record<Platform, { intro: string; steps: string[] }> = {
  android: {
    intro: 'In Chrome on your Android phone:',
    steps: [
      'Open Nukkad in Chrome.',
      'Tap the ⋮ menu in the top-right corner.',
      'Tap “Install app” (or “Add to Home screen”).',
      'Confirm with “Install”. Nukkad appears with your other apps.',
    ],
  },
  ios: {
    intro: 'In Safari on your iPhone or iPad:',
    steps: [
      'Open Nukkad in Safari.',
      'Tap the Share button (the square with an arrow pointing up).',
      'Scroll down and tap “Add to Home Screen”.',
      'Tap “Add”. Nukkad appears on your home screen.',
    ],
  },
  desktop: {
    intro: 'In Chrome or Edge on your computer:',
    steps: [
      'Open Nukkad in the browser.',
      'Click the install icon at the right end of the address bar (a screen with a down arrow).',
      'Click “Install”.',
      'Nukkad opens in its own window and can be pinned to your taskbar or dock.',
    ],
  },
};

const TABS = [
  { id: 'android', label: 'Android', panelId: 'install-panel-android' },
  { id: 'ios', label: 'iOS', panelId: 'install-panel-ios' },
  { id: 'desktop', label: 'Desktop', panelId: 'install-panel-desktop' },
] as const;

/** Step-by-step install instructions, one tab per platform. */
export function InstallGuide() {
  const [platform, setPlatform] = useState<Platform>(() => (isIos() ? 'ios' : 'android'));
  return (
    <div className="install-guide">
      <Tabs items={TABS} value={platform} onChange={(id) => setPlatform(id as Platform)} label="Your device" idPrefix="install" />
      {TABS.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={tab.panelId}
          aria-labelledby={`install-tab-${tab.id}`}
          className="install-guide__panel"
          hidden={tab.id !== platform}
          tabIndex={0}
        >
          <p className="install-guide__intro">{STEPS[tab.id].intro}</p>
          <ol className="steps">
            {STEPS[tab.id].steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      ))}
      <p className="muted">Installed, Nukkad opens full-screen, starts faster and keeps working on a weak connection.</p>
    </div>
  );
}
