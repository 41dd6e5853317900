import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useEvents } from '../api/get-events';
import { MIN_SEARCH } from '../utils/event-lists';
import { EventsSection } from './events-section';

const SEARCH_DEBOUNCE_MS = 300;

/** The search box over events and teams; the page's sections show while it is empty. */
export function EventSearch({
  value,
  onChange,
}: {
  value: string;
  onChange: (next: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="relative">
      <Search className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted" />
      <Input
        type="search"
        value={value}
        onChange={(change) => onChange(change.target.value)}
        placeholder={t('Sportsbook.search_placeholder')}
        aria-label={t('Sportsbook.search_placeholder')}
        className="pl-10"
        maxLength={64}
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={t('Sportsbook.search_clear')}
          className="absolute top-1/2 right-2 grid size-8 -translate-y-1/2 cursor-pointer place-items-center rounded-lg text-muted hover:text-fg"
        >
          <X className="size-4" />
        </button>
      )}
    </div>
  );
}

/** Events and teams matching the search, optionally within one sport. */
export function EventSearchResults({ text, sport }: { text: string; sport?: string }) {
  const { t } = useTranslation();
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useEvents({ search, sport, limit: 30 }, { enabled: search.length >= MIN_SEARCH });
  return (
    <EventsSection
      title={t('Sportsbook.search_results')}
      icon={Search}
      query={query}
      emptyTitle={t('Sportsbook.search_empty', { search })}
      testId="search-results"
    />
  );
}
