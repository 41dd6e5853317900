import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';

const sonner = vi.hoisted(() => ({
  Toaster: vi.fn<(props: Record<string, unknown>) => null>(() => null),
}));
vi.mock('sonner', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  Toaster: sonner.Toaster,
}));

describe('Toaster', () => {
  it('shows at most 5 toasts for 10 seconds each by default', () => {
    render(<Toaster />);
    expect(sonner.Toaster.mock.calls[0]?.[0]).toMatchObject({ visibleToasts: 5, duration: 10_000 });
  });
});
