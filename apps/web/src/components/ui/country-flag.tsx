import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';

type TFlags = Record<string, string | undefined>;
let flagsPromise: Promise<TFlags> | undefined;

/** Every country's flag as SVG text, loaded on first use only (a few hundred kB). */
function loadFlags(): Promise<TFlags> {
  flagsPromise ??= import('country-flag-icons/string/3x2').then((flags) => ({ ...flags }));
  return flagsPromise;
}

/** A country's flag (3:2) by ISO 3166-1 alpha-2 code; a neutral frame until it loads. */
export function CountryFlag({ code, className }: { code: string; className?: string }) {
  const [svg, setSvg] = useState<string | undefined>();

  useEffect(() => {
    let active = true;
    loadFlags()
      .then((flags) => {
        if (active) setSvg(flags[code.toUpperCase()]);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [code]);

  return (
    <span
      className={cn(
        'block aspect-[3/2] overflow-hidden rounded-md bg-surface-3 ring-1 ring-white/15',
        className,
      )}
    >
      {svg && (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt=""
          className="size-full object-cover"
        />
      )}
    </span>
  );
}
