import { adminWheelEndpoints, WheelErrorDetail, wheelEndpoints } from '@aurum/contracts/wheel';
import { AppError } from '../../lib/app-error';
import { fromEndpoint, type App } from '../../lib/http';
import type { PlayerAuth } from '../auth/authenticate';
import type { OperatorsService } from '../operators/operators.service';
import type { WheelService } from './wheel.service';

/** The daily wheel: the player's availability and spin; the prizes for everyone (the teaser). */
export function wheelRoutes(app: App, deps: { wheel: WheelService; playerAuth: PlayerAuth }) {
  const { wheel, playerAuth } = deps;

  app.route({
    ...fromEndpoint(wheelEndpoints.user),
    async handler(request) {
      const user = await playerAuth.requireUser(request);
      return wheel.user(user.id);
    },
  });

  app.route({
    ...fromEndpoint(wheelEndpoints.prizes),
    handler: () => wheel.prizes(),
  });

  app.route({
    ...fromEndpoint(wheelEndpoints.spin),
    async handler(request) {
      const user = await playerAuth.requireUser(request);
      return wheel.spin(user.id);
    },
  });
}

/** The prize table in the back office: each published version audited. */
export function wheelAdminRoutes(
  app: App,
  deps: { wheel: WheelService; operators: OperatorsService },
) {
  const { wheel, operators } = deps;

  app.route({
    ...fromEndpoint(adminWheelEndpoints.table),
    async handler(request) {
      await operators.require(request, ['admin']);
      const table = await wheel.current();
      if (!table) throw AppError.notFound(WheelErrorDetail.notAvailable);
      return table;
    },
  });

  app.route({
    ...fromEndpoint(adminWheelEndpoints.saveTable),
    async handler(request) {
      const actor = await operators.require(request, ['admin']);
      const before = (await wheel.current()) ?? null;
      const table = await wheel.saveTable(request.body, actor.operator.id);
      await operators.recordAction(
        actor,
        'wheel_table.publish',
        { type: 'wheel_table', id: String(table.version) },
        { before, after: table },
      );
      return table;
    },
  });
}
