import {
  SEAMLESS_PATHS,
  ZSeamlessAnswer,
  ZSeamlessFreeRounds,
  type TSeamlessAnswer,
} from '@aurum/contracts/seamless';
import type { z } from 'zod';
import { signBody, SIGNATURE_HEADER, STUDIO_HEADER } from '../../lib/body-signature';

/** Sends one signed request to the platform and reads the answer. */
export type TWalletTransport = (
  path: string,
  rawBody: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: unknown }>;

export type TWalletReply<TAnswer = TSeamlessAnswer> =
  | { ok: true; answer: TAnswer }
  /** The platform answered no: `detail` says why (insufficient_funds carries the balance). */
  | { ok: false; status: number; detail: string; balance?: string }
  /** No answer (network, 5xx): the outcome is unknown and the call must be repeated. */
  | { ok: false; status: 0; detail: 'wallet_unavailable' };

/** Over HTTP, for a studio running apart from the platform. */
export function fetchTransport(baseUrl: string): TWalletTransport {
  return async (path, rawBody, headers) => {
    const response = await fetch(new URL(path, baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: rawBody,
      signal: AbortSignal.timeout(10_000),
    });
    return { status: response.status, body: await response.json().catch(() => undefined) };
  };
}

/**
 * The studio's client of the seamless-wallet API: every call signed, exactly as an external
 * studio would send it.
 */
export function createWalletClient(deps: {
  studioId: string;
  secret: string;
  transport: TWalletTransport;
}) {
  async function call<TSchema extends z.ZodType = typeof ZSeamlessAnswer>(
    path: string,
    body: Record<string, unknown>,
    schema: TSchema = ZSeamlessAnswer as unknown as TSchema,
  ): Promise<TWalletReply<z.output<TSchema>>> {
    const rawBody = JSON.stringify({ ...body, timestamp: Date.now() });
    let reply: { status: number; body: unknown };
    try {
      reply = await deps.transport(path, rawBody, {
        [SIGNATURE_HEADER]: signBody(deps.secret, rawBody),
        [STUDIO_HEADER]: deps.studioId,
      });
    } catch {
      return { ok: false, status: 0, detail: 'wallet_unavailable' };
    }
    if (reply.status >= 500) return { ok: false, status: 0, detail: 'wallet_unavailable' };
    if (reply.status === 200) {
      const parsed = schema.safeParse(reply.body);
      if (parsed.success) return { ok: true, answer: parsed.data };
      return { ok: false, status: 0, detail: 'wallet_unavailable' };
    }
    const error = (reply.body ?? {}) as { detail?: unknown; balance?: unknown };
    return {
      ok: false,
      status: reply.status,
      detail: typeof error.detail === 'string' ? error.detail : 'wallet_refused',
      ...(typeof error.balance === 'string' ? { balance: error.balance } : {}),
    };
  }

  return {
    balance: (sessionToken: string) => call(SEAMLESS_PATHS.balance, { sessionToken }),
    /** The session player's free rounds for the session's game. */
    freeRounds: (sessionToken: string) =>
      call(SEAMLESS_PATHS.freeRounds, { sessionToken }, ZSeamlessFreeRounds),
    bet: (input: {
      sessionToken: string;
      roundId: string;
      transactionId: string;
      amount: bigint;
      currency: string;
      /** A free round's spin: the house stakes it. */
      freeRoundId?: string;
    }) => call(SEAMLESS_PATHS.bet, { ...input, amount: input.amount.toString() }),
    win: (input: {
      sessionToken: string;
      roundId: string;
      transactionId: string;
      amount: bigint;
      currency: string;
      finished: boolean;
    }) => call(SEAMLESS_PATHS.win, { ...input, amount: input.amount.toString() }),
    rollback: (input: {
      sessionToken: string;
      roundId: string;
      transactionId: string;
      referenceTransactionId: string;
    }) => call(SEAMLESS_PATHS.rollback, input),
  };
}

export type WalletClient = ReturnType<typeof createWalletClient>;
