import type { TBanner } from '@aurum/contracts/catalogue';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface BannerLinkProps {
  url: string;
  target: TBanner['linkTarget'];
  className?: string;
  children: ReactNode;
}

const isExternal = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');

/** Where a banner leads: a page of the app in place, or any address in a new tab if asked. */
export function BannerLink({ url, target, className, children }: BannerLinkProps) {
  if (target === '_blank' || isExternal(url)) {
    return (
      <a
        href={url}
        target={target}
        rel={target === '_blank' ? 'noopener noreferrer' : undefined}
        className={className}
      >
        {children}
      </a>
    );
  }
  return (
    <Link to={url} className={className}>
      {children}
    </Link>
  );
}
