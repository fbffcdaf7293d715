import { useSyncExternalStore } from 'react';
import { isConnected, subscribeToConnection } from '../lib/connection';
import { useText } from '../lib/text';
import { APP_TEXT } from './app-text';
import styles from './offline-banner.module.css';

/** Said on every page, owner's and member's alike, while the device has no connection. */
export function OfflineBanner() {
  const isOnline = useSyncExternalStore(subscribeToConnection, isConnected, () => true);
  const text = useText(APP_TEXT);
  if (isOnline) return null;
  return (
    <p className={styles.offline} role="status">
      {text.offline}
    </p>
  );
}
