import type { Notification } from '@nukkad/contracts';
import { Button, Modal, exactTime, relativeTime } from '@nukkad/ui';
import { Link } from 'react-router';

// The API writes in-app paths; a full address (another app's) opens as a plain link.
const isInApp = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** One notification in full: the message, its time, a link to its order, and Close. */
export function NotificationModal({ notification, onClose }: { notification: Notification | null; onClose: () => void }) {
  if (!notification) return null;
  return (
    <Modal
      title="Notification"
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {isInApp(notification.url) ? (
            <Link to={notification.url} className="button button--primary" onClick={onClose}>
              Track Order
            </Link>
          ) : (
            <a href={notification.url} className="button button--primary">
              Track Order
            </a>
          )}
        </>
      }
    >
      <p className="notification-modal__message">{notification.message}</p>
      <p className="notification-modal__time muted">
        <time dateTime={notification.createdAt}>{exactTime(notification.createdAt)}</time> · {relativeTime(notification.createdAt)}
      </p>
    </Modal>
  );
}
