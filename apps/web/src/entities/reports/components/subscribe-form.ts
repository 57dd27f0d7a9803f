import { type TSubscriptionInput, ZSubscriptionInput } from '@opinio/domain/schemas/reports';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';

/** The request as the domain checks it, with the choice of recipients: "for me" sends no role. */
export const ZSubscribeForm = ZSubscriptionInput.and(z.object({ recipients: z.enum(['me', 'role']) }))
  .refine((form) => form.recipients === 'me' || form.roleId !== undefined, { path: ['roleId'] })
  .transform(
    ({ recipients, roleId, weekday, ...input }): TSubscriptionInput => ({
      ...input,
      // a day chosen before switching to daily or monthly is not sent
      ...(input.frequency === 'weekly' ? { weekday } : {}),
      ...(recipients === 'role' ? { roleId } : {}),
    }),
  );
export type TSubscribeFormInput = z.input<typeof ZSubscribeForm>;
export type SubscribeForm = UseFormReturn<TSubscribeFormInput, unknown, TSubscriptionInput>;

/** Fields the server may name in a refusal; anything else is shown above the buttons. */
const FORM_FIELDS = ['frequency', 'weekday', 'locale', 'roleId'] as const;
export const isFormField = (field: string | undefined): field is (typeof FORM_FIELDS)[number] =>
  (FORM_FIELDS as readonly (string | undefined)[]).includes(field);

/** A field's error: the server's own words, else the form's text for a missing choice. */
export const fieldError = (error: { type?: string; message?: string } | undefined, missing: string) =>
  error && (error.type === 'server' ? error.message : missing);
