import { useEffect, useState } from 'react';

import { MESSAGES } from '../../contract';

/**
 * A bar across the foot of the screen while the browser is offline, gone when it is back. The
 * polite live region is always in the page, so screen readers hear both changes.
 */
export function OfflineBanner() {
  // null until the page has looked: the server-rendered markup knows nothing of the connection.
  const [online, setOnline] = useState<boolean | null>(null);
  const [wasOffline, setWasOffline] = useState(false);
  useEffect(() => {
    const update = () => {
      setOnline(navigator.onLine);
      if (!navigator.onLine) setWasOffline(true);
    };
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return (
    <div role="status" aria-live="polite">
      {online === false ? (
        <p className="offline-banner">{MESSAGES.offline}</p>
      ) : wasOffline ? (
        <span className="visually-hidden">{MESSAGES.backOnline}</span>
      ) : null}
    </div>
  );
}
