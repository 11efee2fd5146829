import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { PublicUser } from '../../../model/auth';
import { apiErrorOf, apiRequest } from '../../lib/api';
import { safeNext } from '../../app/safe-next';
import { meKey } from '../../app/session';
import { fieldErrorsOf } from '../../lib/field-errors';

type Errors = Record<string, string>;

/**
 * Checks the form with the same zod schema the server uses, sends it, and on success remembers the
 * coach and goes where they were headed. Server answers (taken email, wrong password, 429) show inline.
 */
export function useAuthForm<T extends Record<string, string>>(
  schema: z.ZodType<unknown>,
  path: string,
  initial: T,
) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    let user: PublicUser;
    try {
      ({ user } = await apiRequest<{ user: PublicUser }>(path, {
        method: 'POST',
        body: parsed.data,
      }));
    } catch (error) {
      const refused = apiErrorOf(error);
      const fields = refused?.fields;
      if (fields) setErrors(fields);
      // A bad field is said beside the field; other answers (taken email, 429) in the box.
      const saidBeside =
        refused?.status === 400 &&
        fields !== undefined &&
        Object.keys(fields).every((name) => name in values);
      setMessage(
        saidBeside
          ? null
          : (refused?.message ??
              'Could not reach the server. Check your connection and try again.'),
      );
      return;
    } finally {
      setPending(false);
    }
    // Signed in: from here on nothing is about reaching the server.
    queryClient.setQueryData(meKey, user);
    navigate(safeNext(params.get('next')), { replace: true });
  };

  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) =>
      setValues({ ...values, [name]: e.target.value }),
    error: errors[name],
  });

  return { submit, field, message, pending };
}
