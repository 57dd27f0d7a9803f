import type { Principal } from '#auth/principal.ts';
import { forbidden } from '#lib/http-error.ts';
import type { TemplateCaller } from './template-sample-message.ts';

/** Reading templates is for those who write them and those who send campaigns with them. */
export function assertMayReadTemplates(principal: Principal): void {
  const { permissions } = principal;
  if (!permissions.has('templates.manage') && !permissions.has('campaigns.manage'))
    throw forbidden('Your role does not allow this (templates.manage or campaigns.manage)', {
      code: 'missing_permission',
      params: { permission: 'templates.manage' },
    });
}

/**
 * A template is the whole survey's: every region's campaigns may send it. So changing one
 * is for those who see the whole organisation (the route table asks `templates.manage`);
 * a scoped caller may read, preview and test it.
 */
export function assertMayChangeTemplates(caller: TemplateCaller): void {
  if (caller.scope.unit && !caller.principal.user.isRoot)
    throw forbidden(
      'Templates serve the whole survey: only those who see the whole organisation change them',
      { code: 'forbidden' },
    );
}
