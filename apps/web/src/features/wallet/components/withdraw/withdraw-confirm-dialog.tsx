import type { TCryptoMethod } from '@aurum/contracts/wallet';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useWithdrawFlow, type TWithdrawStep } from '../../hooks/use-withdraw-flow';
import { useWithdrawDraft, type TCryptoWithdrawDraft } from '../../model/withdraw-draft';
import { BonusBurnStep } from './bonus-burn-step';
import { ConfirmStep } from './confirm-step';
import { PersonalDataStep } from './personal-data-step';
import { WagerStep } from './wager-step';

const STEP_TEST_IDS: Record<TWithdrawStep['name'], string> = {
  confirm: 'withdraw-confirm',
  wager: 'wager-view',
  'personal-data': 'personal-data-view',
  'bonus-burn': 'bonus-burn-view',
};

interface WithdrawFlowProps {
  draft: TCryptoWithdrawDraft;
  method: TCryptoMethod;
  onSent: () => void;
  onClose: () => void;
}

function WithdrawFlow({ draft, method, onSent, onClose }: WithdrawFlowProps) {
  const { step, busy, confirm, withdrawAnyway } = useWithdrawFlow(draft, onSent);
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && !busy && onClose()}>
      <DialogContent data-testid={STEP_TEST_IDS[step.name]} className="max-w-[420px]">
        {step.name === 'confirm' && (
          <ConfirmStep
            draft={draft}
            method={method}
            busy={busy}
            onConfirm={confirm}
            onEdit={onClose}
          />
        )}
        {step.name === 'wager' && <WagerStep wager={step.wager} onReturn={onClose} />}
        {step.name === 'personal-data' && <PersonalDataStep onReturn={onClose} />}
        {step.name === 'bonus-burn' && (
          <BonusBurnStep busy={busy} onWithdrawAnyway={withdrawAnyway} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The modal over the withdraw form while a draft is stored: confirm, then the wager,
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
