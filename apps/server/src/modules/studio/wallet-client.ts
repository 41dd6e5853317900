import { SEAMLESS_PATHS, ZSeamlessAnswer, type TSeamlessAnswer } from '@aurum/contracts/seamless';
import { signBody, SIGNATURE_HEADER, STUDIO_HEADER } from '../../lib/body-signature';

/** Sends one signed request to the platform and reads the answer. */
export type TWalletTransport = (
  path: string,
  rawBody: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: unknown }>;

export type TWalletReply =
  | { ok: true; answer: TSeamlessAnswer }
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
  async function call(path: string, body: Record<string, unknown>): Promise<TWalletReply> {
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
      const parsed = ZSeamlessAnswer.safeParse(reply.body);
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
    bet: (input: {
      sessionToken: string;
      roundId: string;
      transactionId: string;
      amount: bigint;
      currency: string;
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
