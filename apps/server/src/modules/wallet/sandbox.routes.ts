import { randomUUID } from 'node:crypto';
import { sandboxEndpoints } from '@aurum/contracts/sandbox';
import { AppError } from '../../lib/app-error';
import { parsePositiveAmount } from '../../lib/parse-amount';
import type { App } from '../../lib/http';
import { fromEndpoint } from '../../lib/http';
import type { UsersService } from '../users/users.service';
import type { CurrenciesService } from './currencies.service';
import type { WalletService } from './wallet.service';

/** Sandbox controls, registered only outside production: they play the payment provider's part. */
export function walletSandboxRoutes(
  app: App,
  deps: { wallet: WalletService; currencies: CurrenciesService; users: UsersService },
) {
  app.route({
    ...fromEndpoint(sandboxEndpoints.deposit),
    async handler(request) {
      const { globalId, currency: code, amount, method } = request.body;
      const user = await deps.users.findByGlobalId(globalId);
      if (!user) throw AppError.notFound('user_not_found');
      const currency = await deps.currencies.get(code);
      const minor = parsePositiveAmount(amount, currency.precision);
      const opened = await deps.wallet.openDeposit({
        userId: user.id,
        type: 'deposit',
        status: 'pending',
        method,
        currencyCode: currency.code,
        amount: minor,
        externalId: `sandbox-${randomUUID()}`,
      });
      const completed = await deps.wallet.completeDeposit(opened.id);
      const { items } = await deps.wallet.listTransactions(user.id, { offset: 0, limit: 100 });
      const view = items.find((item) => item.id === completed.id);
      if (!view) throw new Error('completed deposit missing from history');
      return view;
    },
  });
}
