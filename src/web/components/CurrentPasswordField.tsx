import type { ComponentProps } from 'react';
import { TextField } from './TextField';

type CurrentPasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete' | 'required' | 'announceError'>;

/**
 * A field for the password a member has now (signing in, changing it, confirming who they are
 * before a change): required, the browser's password manager told to fill it in, and the
 * server's refusal beside it, read out. NewPasswordField is its partner for choosing one.
 */
export function CurrentPasswordField(props: CurrentPasswordFieldProps) {
  return <TextField type="password" autoComplete="current-password" required announceError {...props} />;
}
