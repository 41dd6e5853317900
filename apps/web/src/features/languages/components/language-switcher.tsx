import type { TLocaleCode } from '@aurum/contracts/languages';
import { Check, ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLanguageMenu } from '../hooks/use-language-menu';
import { FlagIcon } from './flag-icon';

/** `onSelect` runs after the switch (the shell saves a signed-in player's choice with it). */
export function LanguageSwitcher({ onSelect }: { onSelect?: (code: TLocaleCode) => void }) {
  const { t } = useTranslation();
  const { current, options, select } = useLanguageMenu();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        data-testid="language-switcher"
        aria-label={`${t('Header.language')}: ${current.title}`}
        className="flex h-9 cursor-pointer items-center gap-1.5 rounded-lg border border-line bg-surface-2 px-2 text-[13px] font-semibold text-fg uppercase transition-colors outline-none hover:border-gold-500/40 focus-visible:outline-2 focus-visible:outline-gold-400 data-[state=open]:border-gold-500/50 sm:h-10 sm:px-2.5"
      >
        <FlagIcon src={current.icon} />
        <span className="hidden sm:inline">{current.code}</span>
        <ChevronDown className="size-3.5 text-muted" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="px-3 pt-1.5 pb-2 text-[11px] font-semibold tracking-[0.08em] text-subtle uppercase">
          {t('Header.language')}
        </DropdownMenuLabel>
        {options.map((language) => {
          const isCurrent = language.code === current.code;
          return (
            <DropdownMenuItem
              key={language.code}
              data-testid={`language-option-${language.code}`}
              onSelect={() => {
                if (select(language.code)) onSelect?.(language.code);
              }}
              className={isCurrent ? 'text-gold-300' : undefined}
            >
              <FlagIcon src={language.icon} />
              <span className="flex-1">{language.title}</span>
              {isCurrent && <Check className="size-4 text-gold-400" />}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
