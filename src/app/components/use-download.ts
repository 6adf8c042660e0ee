import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '../toasts/toast.ts';
import { failureMessage } from '../api/mutation-errors.ts';

/**
 * Runs one download at a time (certificates, data exports): `busy` names the running one (a person's id, or
 * "company"), a failure shows the server's message (e.g. not yet earned), success says where the file went.
 */
export function useDownload() {
  const { t } = useLingui();
  const [busy, setBusy] = useState<string>();

  async function run(key: string, download: () => Promise<string>) {
    setBusy(key);
    try {
      const name = await download();
      toast.success(t({ id: 'certificates.downloaded', message: `„${name}“ wurde heruntergeladen.` }));
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setBusy(undefined);
    }
  }

  return { busy, run };
}
