import { matchPath, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useBlockingError } from '@/lib/blocking-error';
import { BanScreen } from './ban-screen';
import { ConnectionErrorModal } from './connection-error-modal';
import { InvalidBotScreen } from './invalid-bot-screen';
import { RegionErrorModal } from './region-error-modal';

/**
 * Shows the screen the central error handling asked for (lib/blocking-error). The terms page
 * stays readable under a ban: the ban screen links to it.
 */
export function BlockingErrorLayer() {
  const blockingError = useBlockingError();
  const onTermsPage = matchPath(paths.policies.path, useLocation().pathname) !== null;
  if (!blockingError) return null;
  switch (blockingError.kind) {
    case 'banned':
      return onTermsPage ? null : (
        <BanScreen reason={blockingError.reason} description={blockingError.description} />
      );
    case 'region':
      return <RegionErrorModal country={blockingError.country} ip={blockingError.ip} />;
    case 'invalid_bot':
      return <InvalidBotScreen />;
    case 'connection':
      return <ConnectionErrorModal />;
  }
}
