import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import type { TWithdrawFlow, TWithdrawStep } from '../../hooks/use-withdraw-flow';
import { BonusBurnStep } from './bonus-burn-step';
import { PersonalDataStep } from './personal-data-step';
import { WagerStep } from './wager-step';

const STEP_TEST_IDS: Record<Exclude<TWithdrawStep['name'], 'confirm'>, string> = {
  wager: 'wager-view',
  'personal-data': 'personal-data-view',
  'bonus-burn': 'bonus-burn-view',
};

interface WithdrawFlowDialogProps {
  flow: TWithdrawFlow;
  /** The confirm step's test id: `withdraw-confirm` for crypto, `fiat-withdraw-confirm` for fiat. */
  confirmTestId: string;
  /** The confirm step of this kind of withdrawal. */
  confirmStep: ReactNode;
  /** Gives the draft up: closing the modal, or leaving the wallet from one of its steps. */
  onClose: () => void;
}

/**
 * The modal over a withdraw form while a draft is stored: confirm, then the wager,
 * personal-data or bonus-burn step when a rule stops the withdrawal. Closing it keeps the
 * form as it was.
 */
export function WithdrawFlowDialog({
  flow,
  confirmTestId,
  confirmStep,
  onClose,
}: WithdrawFlowDialogProps) {
  const { step, busy, withdrawAnyway } = flow;
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && !busy && onClose()}>
      <DialogContent
        data-testid={step.name === 'confirm' ? confirmTestId : STEP_TEST_IDS[step.name]}
        className="max-w-[420px]"
      >
        {step.name === 'confirm' && confirmStep}
        {step.name === 'wager' && (
          <WagerStep wager={step.wager} onReturn={onClose} onLeave={onClose} />
        )}
        {step.name === 'personal-data' && <PersonalDataStep onReturn={onClose} onLeave={onClose} />}
        {step.name === 'bonus-burn' && (
          <BonusBurnStep
            bonuses={step.bonuses}
            busy={busy}
            onWithdrawAnyway={withdrawAnyway}
            onLeave={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
