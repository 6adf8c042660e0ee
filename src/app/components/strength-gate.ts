import { t } from '@lingui/core/macro';
import { toast } from '../toasts/toast.ts';
import { PASSWORD_MIN_SCORE } from '#shared/constants.ts';
import { scorePassword } from './password-score.ts';

/**
 * The strength gate of docs/product.md §5: below "medium" nothing is sent and the weak-password
 * toast appears. Returns whether the password may be sent.
 */
export async function passesStrengthGate(password: string, userInputs: string[] = []): Promise<boolean> {
  if ((await scorePassword(password, userInputs)) >= PASSWORD_MIN_SCORE) return true;
  toast.error(
    t({ id: 'change_password.password_too_weak', message: 'Die Passwortkomplexität muss mindestens „mittel“ sein.' }),
  );
  return false;
}
