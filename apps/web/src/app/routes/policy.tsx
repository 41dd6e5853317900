import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RoutePage } from './route-page';

/** The parts of the terms, in order; each has a title and a text in the locales. */
const SECTIONS = ['general', 'accounts', 'responsible', 'restrictions', 'contact'] as const;

/** The terms and conditions of the site the player is on (linked from the ban screen). */
export function PolicyRoute() {
  const { t } = useTranslation();
  const { host = '' } = useParams();
  return (
    <RoutePage title={t('Routes.policies')} icon={FileText} description={host}>
      <article
        data-testid="policies-page"
        className="flex max-w-3xl flex-col gap-6 rounded-2xl border border-line/80 bg-surface p-5 sm:p-8"
      >
        <p className="text-sm leading-relaxed text-muted">{t('Policies.intro', { host })}</p>
        {SECTIONS.map((section, index) => (
          <section key={section} className="flex flex-col gap-2">
            <h2 className="text-base font-bold text-fg">
              {index + 1}. {t(`Policies.sections.${section}.title`)}
            </h2>
            <p className="text-sm leading-relaxed whitespace-pre-line text-muted">
              {t(`Policies.sections.${section}.text`)}
            </p>
          </section>
        ))}
      </article>
    </RoutePage>
  );
}
