import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { DialogContent } from './dialog';

export const Sheet = DialogPrimitive.Root;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

/** A panel sliding in from the left edge (the mobile menu). */
export function SheetContent(props: ComponentProps<typeof DialogPrimitive.Content>) {
  return <DialogContent side="left" {...props} />;
}
