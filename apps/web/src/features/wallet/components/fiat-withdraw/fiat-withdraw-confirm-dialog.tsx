import type { TFiatMethod } from '@aurum/contracts/wallet';
import { submission } from '@/lib/idempotency';
import { useCreateSellOrder } from '../../api/create-sell-order';
import { useWithdrawFlow } from '../../hooks/use-withdraw-flow';
import { useFiatWithdrawDraft, type TFiatWithdrawDraft } from '../../model/fiat-withdraw-draft';
import type { TFiatSide } from '../../utils/fiat-method';
import { WithdrawFlowDialog } from '../withdraw/withdraw-flow-dialog';
import { FiatConfirmStep } from './fiat-confirm-step';

/** Spec 8: a refused fiat withdrawal without words of its own. */
const FIAT_WITHDRAW_FALLBACK = 'wallet.server_error.create_deposit_fail_message';

interface FiatWithdrawFlowProps {
  draft: TFiatWithdrawDraft;
  method: TFiatMethod;
  side: TFiatSide;
  onSent: () => void;
  onClose: () => void;
}

function FiatWithdrawFlow({ draft, method, side, onSent, onClose }: FiatWithdrawFlowProps) {
  const create = useCreateSellOrder();
  const flow = useWithdrawFlow(
    {
      send: () => create.mutateAsync(submission(draft)),
      clearDraft: onClose,
      fallbackKey: FIAT_WITHDRAW_FALLBACK,
    },
    onSent,
  );
  return (
    <WithdrawFlowDialog
      flow={flow}
      confirmTestId="fiat-withdraw-confirm"
      onClose={onClose}
      confirmStep={
        <FiatConfirmStep
          draft={draft}
          method={method}
          side={side}
          busy={flow.busy}
          onConfirm={flow.confirm}
          onEdit={onClose}
        />
      }
    />
  );
}

/**
 * The modal over the fiat withdraw form while its draft is stored: confirm, then the same
 * wager, personal-data and bonus-burn steps as crypto; sent, the pending view opens.
 */
export function FiatWithdrawConfirmDialog({
  method,
  side,
  onSent,
}: {
  method: TFiatMethod;
  side: TFiatSide;
  onSent: () => void;
}) {
  const { draft, clear } = useFiatWithdrawDraft();
  if (!draft || draft.bankId !== method.id) return null;
  return (
    <FiatWithdrawFlow draft={draft} method={method} side={side} onSent={onSent} onClose={clear} />
  );
}
