import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { formatCount } from '../../components/format-count.ts';
import { formatDateTime } from '../../components/format-dates.ts';
import { toast } from '../../toasts/toast.ts';
import {
  directorySyncQuery,
  useCreateDirectoryToken,
  useRevokeDirectoryToken,
  useSetManagerGroups,
} from './api/directory-sync.ts';
import { DirectoryCopy } from './directory-copy.tsx';
import './directory-sync.css';

/**
 * The employer's directory sync with SCIM (decision 107): the tenant URL, the token (shown once
 * after it is made; rotated or revoked at once) and the groups whose members are managers.
 */
export function DirectorySyncSection() {
  const { t } = useLingui();
  const status = useQuery(directorySyncQuery());
  const create = useCreateDirectoryToken();
  const revoke = useRevokeDirectoryToken();
  const setGroups = useSetManagerGroups();
  const [shownToken, setShownToken] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'rotate' | 'revoke' | null>(null);
  const [groupsText, setGroupsText] = useState<string | null>(null);
  const data = status.data;
  if (!data) return null;

  async function makeToken() {
    const answer = await create.mutateAsync();
    setShownToken(answer.token);
  }
  async function saveGroups() {
    const names = (groupsText ?? '')
      .split('\n')
      .map((name) => name.trim())
      .filter(Boolean);
    await setGroups.mutateAsync(names);
    setGroupsText(null);
    toast.success(t({ id: 'users.directory.groups_saved', message: 'Die Gruppen wurden gespeichert.' }));
  }
  const tokenLabel = t({ id: 'users.directory.token', message: 'Geheimes Token' });
  const managed = formatCount(data.managedPeople);
  const urlLabel = t({ id: 'users.directory.base_url', message: 'Mandanten-URL (SCIM-Basis-URL)' });

  return (
    <section className="card directory-sync" aria-labelledby="directory-title">
      <h2 id="directory-title">{t({ id: 'users.directory.title', message: 'Verzeichnisabgleich (SCIM)' })}</h2>
      <p>
        {t({
          id: 'users.directory.text',
          message:
            'Ihr Verzeichnis (zum Beispiel Microsoft Entra ID oder Okta) legt Personen an, ändert, sperrt und löscht sie automatisch. Neue Personen erhalten die übliche Einladung. Personen außerhalb des Verzeichnisses laden Sie weiter einzeln oder per Liste ein.',
        })}
      </p>
      <dl>
        <dt>{urlLabel}</dt>
        <dd>
          <DirectoryCopy value={data.baseUrl} label={urlLabel} />
        </dd>
        <dt>{tokenLabel}</dt>
        <dd data-testid="directory-token-state">
          {data.tokenActive && data.tokenCreatedAt
            ? t({ id: 'users.directory.token_active', message: `Aktiv seit ${formatDateTime(data.tokenCreatedAt)}` })
            : t({ id: 'users.directory.token_none', message: 'Kein Token: Der Abgleich ist aus.' })}
        </dd>
        <dt>{t({ id: 'users.directory.last_used', message: 'Zuletzt verwendet' })}</dt>
        <dd>
          {data.lastUsedAt
            ? formatDateTime(data.lastUsedAt)
            : t({ id: 'users.directory.never_used', message: 'noch nie' })}
        </dd>
        <dt>{t({ id: 'users.directory.managed', message: 'Vom Verzeichnis verwaltet' })}</dt>
        <dd>
          {t({
            id: 'users.directory.managed_count',
            message: plural(data.managedPeople, { one: `${managed} Person`, other: `${managed} Personen` }),
          })}
        </dd>
      </dl>
      {shownToken && (
        <div className="notice success" role="region" aria-label={tokenLabel}>
          <p>
            {t({
              id: 'users.directory.token_once',
              message:
                'Tragen Sie dieses Token jetzt in Ihrem Verzeichnis ein. Es wird nur dieses eine Mal angezeigt; gespeichert wird nur ein Fingerabdruck davon.',
            })}
          </p>
          <DirectoryCopy value={shownToken} label={tokenLabel} />
        </div>
      )}
      <div className="button-row">
        {data.tokenActive ? (
          <>
            <button type="button" className="button secondary" onClick={() => setConfirming('rotate')}>
              {t({ id: 'users.directory.rotate', message: 'Token erneuern' })}
            </button>
            <button type="button" className="button secondary" onClick={() => setConfirming('revoke')}>
              {t({ id: 'users.directory.revoke', message: 'Token widerrufen' })}
            </button>
          </>
        ) : (
          <button type="button" className="button" disabled={create.isPending} onClick={() => void makeToken()}>
            {t({ id: 'users.directory.create', message: 'Token erstellen' })}
          </button>
        )}
      </div>
      <div className="field">
        <label htmlFor="directory-groups">
          {t({ id: 'users.directory.groups_label', message: 'Gruppen für Führungskräfte (eine je Zeile)' })}
        </label>
        <textarea
          id="directory-groups"
          aria-describedby="directory-groups-hint"
          value={groupsText ?? data.managerGroups.join('\n')}
          onChange={(event) => setGroupsText(event.target.value)}
        />
        <p id="directory-groups-hint" className="hint">
          {t({
            id: 'users.directory.groups_hint',
            message:
              'Mitglieder dieser Verzeichnisgruppen werden Führungskräfte, alle anderen aus dem Verzeichnis Mitarbeitende. Ohne Gruppe legen Sie die Rollen selbst fest.',
          })}
        </p>
      </div>
      <button
        type="button"
        className="button secondary"
        disabled={groupsText === null || setGroups.isPending}
        onClick={() => void saveGroups()}
      >
        {t({ id: 'users.directory.groups_save', message: 'Gruppen speichern' })}
      </button>
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming === 'revoke'
            ? t({ id: 'users.directory.revoke', message: 'Token widerrufen' })
            : t({ id: 'users.directory.rotate', message: 'Token erneuern' })
        }
        text={
          confirming === 'revoke'
            ? t({
                id: 'users.directory.revoke_confirm',
                message:
                  'Das Token funktioniert sofort nicht mehr und der Abgleich hält an. Die Personen aus dem Verzeichnis bleiben. Fortfahren?',
              })
            : t({
                id: 'users.directory.rotate_confirm',
                message:
                  'Das bisherige Token funktioniert sofort nicht mehr. Tragen Sie das neue gleich in Ihrem Verzeichnis ein. Fortfahren?',
              })
        }
        confirmLabel={
          confirming === 'revoke'
            ? t({ id: 'users.directory.revoke', message: 'Token widerrufen' })
            : t({ id: 'users.directory.rotate', message: 'Token erneuern' })
        }
        busy={create.isPending || revoke.isPending}
        onConfirm={async () => {
          if (confirming === 'revoke') {
            await revoke.mutateAsync();
            setShownToken(null);
          } else await makeToken();
        }}
        onClose={() => setConfirming(null)}
      />
    </section>
  );
}
