import { PERSONAL_DATA_REQUIRED, type TBalance, type TUserBonus } from '@aurum/contracts/wallet';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { walletPendingStore } from '@/lib/wallet-modal';
import { getBalanceQueryOptions } from '../api/get-balance';
import { getWagerStatusQueryOptions } from '../api/get-wager-status';
import { showServerError } from '../utils/show-server-error';
import { toWagerBlock, WAGER_DETAIL, type TWagerBlock } from '../utils/wager-block';

/** What the confirm modal shows: the draft, or why the withdrawal cannot go yet. */
export type TWithdrawStep =
  | { name: 'confirm' }
  | { name: 'wager'; wager: TWagerBlock | null }
  | { name: 'personal-data' }
  | { name: 'bonus-burn'; bonuses: TUserBonus[] };

const ACTIVE_BONUS_STATUS = 'active';
/** The grants a withdrawal would forfeit: the active ones (pending ones hold no money yet). */
const activeBonuses = (balance: TBalance) =>
  balance.userBonuses.filter((bonus) => bonus.status === ACTIVE_BONUS_STATUS);

/** How one kind of withdrawal (crypto, fiat) is sent once every check has passed. */
export interface TWithdrawSubmission {
  /** Sends the stored draft; rejects with the server's refusal. Refreshing caches is its own. */
  send: () => Promise<unknown>;
  /** Gives the stored draft up, which closes the confirm modal (the form keeps its values). */
  clearDraft: () => void;
  /** The message of a refusal the wallet has no words for (spec 8 "Fallbacks"). */
  fallbackKey: string;
}

/**
 * The steps after a withdraw form (spec 4 "Withdraw"): confirming asks the wager check first
 * (a refusal shows the wager view), then an incomplete profile shows the personal-data view,
 * an active bonus the bonus-burn warning; otherwise, or "withdraw anyway", the withdrawal is
 * sent, the draft cleared and the pending view opens. `onSent` runs once it is accepted.
 */
export function useWithdrawFlow(
  { send, clearDraft, fallbackKey }: TWithdrawSubmission,
  onSent: () => void,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<TWithdrawStep>({ name: 'confirm' });
  const [checking, setChecking] = useState(false);
  const [sending, setSending] = useState(false);

  const failTemporarily = () =>
    showToast({ type: 'error', message: t('Shared.temporary_difficulties') });

  /** The wager status; `null` once the refusal is shown. */
  const checkWager = async () => {
    try {
      return await queryClient.query(getWagerStatusQueryOptions());
    } catch (error) {
      if (isApiError(error) && error.detail === WAGER_DETAIL) {
        setStep({ name: 'wager', wager: toWagerBlock(error.params) });
      } else {
        failTemporarily();
      }
      return null;
    }
  };

  const sendWithdrawal = async () => {
    setSending(true);
    try {
      await send();
    } catch (error) {
      if (isApiError(error) && error.detail === WAGER_DETAIL) {
        setStep({ name: 'wager', wager: toWagerBlock(error.params) });
      } else if (isApiError(error) && error.detail === PERSONAL_DATA_REQUIRED) {
        setStep({ name: 'personal-data' });
      } else {
        // Back to the form, whose values are kept, to change what the server refused.
        clearDraft();
        showServerError(error, { fallbackKey });
      }
      return;
    } finally {
      setSending(false);
    }
    clearDraft();
    onSent();
    walletPendingStore.open('withdraw');
  };

  const confirm = async () => {
    setChecking(true);
    try {
      const wager = await checkWager();
      if (!wager) return;
      if (wager.verifyProfile && !wager.profileComplete) {
        setStep({ name: 'personal-data' });
        return;
      }
      let balance: TBalance;
      try {
        balance = await queryClient.query(getBalanceQueryOptions());
      } catch {
        failTemporarily();
        return;
      }
      const burning = activeBonuses(balance);
      if (burning.length > 0) {
        setStep({ name: 'bonus-burn', bonuses: burning });
        return;
      }
      await sendWithdrawal();
    } finally {
      setChecking(false);
    }
  };

  return {
    step,
    busy: checking || sending,
    confirm: () => void confirm(),
    /** The bonus-burn warning's "withdraw anyway". */
    withdrawAnyway: () => void sendWithdrawal(),
  };
}

export type TWithdrawFlow = ReturnType<typeof useWithdrawFlow>;
