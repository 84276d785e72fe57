/**
 * The response envelope every API call answers with (SPEC §7): `dm_error` 0 is success, anything else is a
 * business failure whose `error_msg` is fit to show to the player.
 */
export interface Envelope<T> {
  data: T | null;
  dm_error: number;
  error_msg: string;
}

export const ok = <T>(data: T): Envelope<T> => ({ data, dm_error: 0, error_msg: '' });

export const fail = (dm_error: number, error_msg: string): Envelope<null> => ({
  data: null,
  dm_error,
  error_msg,
});

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'dm_error' in value &&
    typeof (value as { dm_error: unknown }).dm_error === 'number'
  );
}
