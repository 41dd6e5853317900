import type { TCryptoMethod } from '@aurum/contracts/wallet';
import { submission } from '@/lib/idempotency';
import { useCreateWithdrawal } from '../../api/create-withdrawal';
import { useWithdrawFlow } from '../../hooks/use-withdraw-flow';
import { useWithdrawDraft, type TCryptoWithdrawDraft } from '../../model/withdraw-draft';
import { toWithdrawBody } from '../../utils/withdraw-form';
import { ConfirmStep } from './confirm-step';
import { WithdrawFlowDialog } from './withdraw-flow-dialog';

interface WithdrawFlowProps {
  draft: TCryptoWithdrawDraft;
  method: TCryptoMethod;
  onSent: () => void;
  onClose: () => void;
}

function WithdrawFlow({ draft, method, onSent, onClose }: WithdrawFlowProps) {
  const create = useCreateWithdrawal();
  const flow = useWithdrawFlow(
    {
      send: () => create.mutateAsync(submission(toWithdrawBody(draft))),
      clearDraft: onClose,
      fallbackKey: 'wallet.withdrawal_crypto.error',
    },
    onSent,
  );
  return (
    <WithdrawFlowDialog
      flow={flow}
      confirmTestId="withdraw-confirm"
      onClose={onClose}
      confirmStep={
        <ConfirmStep
          draft={draft}
          method={method}
          busy={flow.busy}
          onConfirm={flow.confirm}
          onEdit={onClose}
        />
      }
    />
  );
}

/**
 * The modal over the crypto withdraw form while a draft is stored: confirm, then the wager,
 * personal-data or bonus-burn step when a rule stops the withdrawal. Closing it keeps the
 * form as it was.
 */
export function WithdrawConfirmDialog({
  method,
  onSent,
}: {
  method: TCryptoMethod;
  onSent: () => void;
}) {
  const { draft, clear } = useWithdrawDraft();
  if (!draft || draft.currency !== method.code) return null;
  return <WithdrawFlow draft={draft} method={method} onSent={onSent} onClose={clear} />;
}
