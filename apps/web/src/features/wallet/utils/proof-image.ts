import { z } from 'zod';

/** A proof of payment may weigh at most 5 MB (spec 5; the contract's data URL limit). */
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;

/**
 * An image file as the proof forms take it (spec 5): one file, an image, at most 5 MB. The
 * messages are translation keys.
 */
export const ZProofFile = z
  .custom<File | null>((value) => value === null || value instanceof File)
  .superRefine((file, ctx) => {
    if (!file) ctx.addIssue({ code: 'custom', message: 'Validation.required' });
    else if (!file.type.startsWith('image/'))
      ctx.addIssue({ code: 'custom', message: 'WalletFiat.proof.file_type' });
    else if (file.size > MAX_PROOF_BYTES)
      ctx.addIssue({ code: 'custom', message: 'WalletFiat.proof.file_too_large' });
  });

/** The payer's name and the proof image of "I paid" (spec 3 "Paid-proof payload"). */
export const proofFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: 'Validation.required' })
    .max(120, { message: 'Validation.invalid_format' }),
  file: ZProofFile,
});

export type TProofFormValues = z.input<typeof proofFormSchema>;

/** A file's content as a data URL (`data:image/png;base64,...`), as the upload calls send it. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}
