import { Slot } from '@radix-ui/react-slot';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface FormFieldProps {
  label: ReactNode;
  /** Already translated. */
  error?: string;
  hint?: ReactNode;
  /** The control; it receives id, aria-invalid and aria-describedby. */
  children: ReactNode;
  className?: string;
}

/** A label, its control, and the hint or error under it. */
export function FormField({ label, error, hint, children, className }: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-[13px] font-medium text-muted">
        {label}
      </label>
      <Slot
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
      >
        {children}
      </Slot>
      {message && (
        <p
          id={messageId}
          role={error ? 'alert' : undefined}
          className={cn('text-xs leading-snug', error ? 'text-danger' : 'text-subtle')}
        >
          {message}
        </p>
      )}
    </div>
  );
}
