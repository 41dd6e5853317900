import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { useResponsibleGaming } from '../api/get-responsible-gaming';
import { untilNextReminder } from '../utils/next-reminder';
import { usd } from '../utils/usd';

const MINUTE_MS = 60_000;

/**
 * The reality check: every N minutes of a signed-in session (the player's setting), a reminder
 * of how long they have played and today's result, to continue or stop.
 */
export function RealityCheckReminder() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const state = useResponsibleGaming();
  /** When the reminder opened (ms), null while closed. */
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const open = openedAt !== null;
  const minutes = state.data?.realityCheckMinutes ?? 0;
  const startedAt = state.data?.session.startedAt;
  const { refetch } = state;

  useEffect(() => {
    if (!minutes || !startedAt || open) return;
    const wait = untilNextReminder(Date.parse(startedAt), minutes * MINUTE_MS, Date.now());
    const timer = setTimeout(() => {
      setOpenedAt(Date.now());
      void refetch();
    }, wait);
    return () => clearTimeout(timer);
  }, [minutes, startedAt, open, refetch]);

  if (openedAt === null || !state.data) return null;
  const played = Math.round((openedAt - Date.parse(state.data.session.startedAt)) / MINUTE_MS);
  const loss = state.data.session.todayNetLoss;
  const won = loss.primaryValue.startsWith('-');
  const amount = usd(
    { ...loss, primaryValue: won ? loss.primaryValue.slice(1) : loss.primaryValue },
    i18n.language,
  );
  const result = t(won ? 'ResponsibleGaming.reality.won' : 'ResponsibleGaming.reality.lost', {
    amount,
  });

  return (
    <Dialog open onOpenChange={(next) => !next && setOpenedAt(null)}>
      <DialogContent data-testid="reality-check" showClose={false}>
        <div className="flex items-center gap-3">
          <Clock className="size-6 text-gold-400" aria-hidden />
          <DialogTitle>{t('ResponsibleGaming.reality.title')}</DialogTitle>
        </div>
        <DialogDescription className="mt-3 leading-relaxed">
          {t('ResponsibleGaming.reality.played', { count: played })} {result}
        </DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="ghost"
            data-testid="reality-check-stop"
            onClick={() => {
              setOpenedAt(null);
              void navigate(paths.profile.getHref());
            }}
          >
            {t('ResponsibleGaming.reality.stop')}
          </Button>
          <Button
            variant="primary"
            data-testid="reality-check-continue"
            onClick={() => setOpenedAt(null)}
          >
            {t('ResponsibleGaming.reality.continue')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
