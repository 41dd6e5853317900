import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The button appears once the page is scrolled further than this. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 350;

export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      data-testid="scroll-to-top"
      aria-label={t('Shared.scroll_to_top')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed right-4 bottom-[calc(5rem+var(--inset-bottom))] z-30 grid size-11 animate-fade-in cursor-pointer place-items-center rounded-full border border-line bg-surface-3/90 text-fg shadow-xl shadow-black/50 backdrop-blur transition-colors hover:border-gold-500/50 hover:text-gold-300 lg:right-6 lg:bottom-6"
    >
      <ArrowUp className="size-5" />
    </button>
  );
}
