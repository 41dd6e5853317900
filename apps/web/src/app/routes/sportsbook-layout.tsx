import { Outlet } from 'react-router';
import { BetSlipDock } from '@/features/sportsbook/components/bet-slip-dock';

/** Every sportsbook page: the page, and the bet slip beside it (a drawer on phones). */
export function SportsbookLayout() {
  return (
    <div className="flex items-start gap-6">
      <div className="min-w-0 flex-1 pb-20 lg:pb-0">
        <Outlet />
      </div>
      <BetSlipDock />
    </div>
  );
}
