import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, searchTermOf } from '../utils/search-query';

/** The search text box, with a clear button and the minimum-length hint. */
export function GameSearchField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const tooShort = value.trim().length > 0 && !searchTermOf(value);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-subtle"
        />
        <input
          data-testid="game-search-input"
          type="search"
          autoFocus
          autoComplete="off"
          enterKeyHint="search"
          maxLength={SEARCH_MAX_LENGTH}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('Search.placeholder')}
          aria-label={t('Search.placeholder')}
          className={cn(inputClass, 'pr-11 pl-10 [&::-webkit-search-cancel-button]:hidden')}
        />
        {value && (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label={t('Search.clear')}
            className="absolute top-1/2 right-2 grid size-8 -translate-y-1/2 cursor-pointer place-items-center rounded-lg text-muted hover:bg-surface-3 hover:text-fg"
          >
            <X className="size-4" />
          </button>
        )}
      </div>
      {tooShort && (
        <p data-testid="game-search-hint" className="text-xs text-subtle">
          {t('Search.min_length', { count: SEARCH_MIN_LENGTH })}
        </p>
      )}
    </div>
  );
}
