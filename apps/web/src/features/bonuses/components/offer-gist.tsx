import type { TBonusConditions } from '@aurum/contracts/bonuses';
import { useBonusFormat } from '../hooks/use-bonus-format';

/** An offer's gist ("+100% up to 500.00 USD"), for other screens to show the real offer. */
export function OfferGist({ conditions }: { conditions: TBonusConditions }) {
  const { offerGist } = useBonusFormat();
  return <span data-testid="offer-gist">{offerGist(conditions)}</span>;
}
