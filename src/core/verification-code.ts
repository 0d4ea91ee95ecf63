/** Whether `value` is a verification code: exactly 4 ASCII digits. */
export function isVerificationCode(value: string): boolean {
  return /^[0-9]{4}$/.test(value);
}
