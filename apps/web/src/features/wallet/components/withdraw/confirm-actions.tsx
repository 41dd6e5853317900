import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The confirm step's buttons: send (spinning while it goes) and back to the form. */
export function ConfirmActions({
  testId,
  submitLabel,
  editLabel,
  busy,
  onConfirm,
  onEdit,
}: {
  testId: string;
  submitLabel: string;
  editLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onEdit: () => void;
}) {
  return (
    <>
      <Button variant="primary" size="lg" data-testid={testId} disabled={busy} onClick={onConfirm}>
        {busy && <LoaderCircle className="size-4.5 animate-spin" />}
        {submitLabel}
      </Button>
      <Button variant="ghost" disabled={busy} onClick={onEdit}>
        {editLabel}
      </Button>
    </>
  );
}
