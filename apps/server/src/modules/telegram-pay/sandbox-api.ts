import { z } from 'zod';
import type { App } from '../../lib/http';
import { SandboxRefusal, type SandboxProvider } from './sandbox-providers';

/** How a provider's API frames its answers and names its key header. */
export interface TSandboxProtocol {
  keyHeader: string;
  ok(result: unknown): object;
  refused(refusal: SandboxRefusal): object;
  /** Its error names for a missing key and for parameters it cannot take. */
  unauthorized: string;
  invalid: string;
}

/**
 * One method of a sandbox provider's API: the merchant's key checked, the parameters (path and
 * JSON body together) read with `input`, and the answer or refusal in the protocol's frame.
 */
export function sandboxApiRoute<TInput extends z.ZodType>(
  app: App,
  deps: { sandbox: SandboxProvider; protocol: TSandboxProtocol },
  route: {
    method: 'GET' | 'POST';
    url: string;
    summary: string;
    input: TInput;
    handle: (input: z.output<TInput>) => Promise<unknown>;
  },
) {
  const { sandbox, protocol } = deps;
  app.route({
    method: route.method,
    url: route.url,
    schema: {
      ...(route.method === 'POST'
        ? { body: z.looseObject({}).optional() }
        : { params: z.looseObject({ id: z.string().max(32).optional() }) }),
      summary: route.summary,
      tags: ['sandbox'],
    },
    async handler(request, reply) {
      try {
        if (!sandbox.authorized(request.headers[protocol.keyHeader]))
          throw new SandboxRefusal(protocol.unauthorized, 401);
        const input = route.input.safeParse({
          ...(request.params as object),
          ...(request.body ?? {}),
        });
        if (!input.success) throw new SandboxRefusal(protocol.invalid);
        return protocol.ok(await route.handle(input.data));
      } catch (error) {
        if (!(error instanceof SandboxRefusal)) throw error;
        return reply.status(error.status).send(protocol.refused(error));
      }
    },
  });
}
