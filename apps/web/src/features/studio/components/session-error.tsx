import { StudioErrorDetail } from '@aurum/contracts/studio';
import { Clock, SearchX, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NETWORK_ERROR_DETAIL } from '@/lib/api-error';
import { detailOf } from '../model/error-message';
import { FullFrameError } from './full-frame-error';

/** The session could not be loaded or is gone: expired, unknown, or the network failed. */
export function SessionError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const detail = detailOf(error);
  if (detail === StudioErrorDetail.sessionExpired) {
    return (
      <FullFrameError
        icon={Clock}
        detail={detail}
        title={t('Studio.session.expired_title')}
        message={t('Studio.errors.session_expired')}
      />
    );
  }
  if (detail === StudioErrorDetail.sessionNotFound) {
    return (
      <FullFrameError
        icon={SearchX}
        detail={detail}
        title={t('Studio.session.not_found_title')}
        message={t('Studio.errors.session_not_found')}
      />
    );
  }
  return (
    <FullFrameError
      icon={WifiOff}
      detail={detail}
      title={t('Studio.session.load_failed_title')}
      message={
        detail === NETWORK_ERROR_DETAIL ? t('Studio.errors.network') : t('Studio.errors.unknown')
      }
      onRetry={onRetry}
    />
  );
}
