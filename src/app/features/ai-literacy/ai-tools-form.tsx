import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import {
  AI_TOOL_GROUPS,
  AI_TOOL_NAME_MAX,
  AI_TOOL_PURPOSE_MAX,
  AI_TOOLS_MAX,
  type AiLiteracyOverview,
  type AiToolGroup,
} from '#shared/api/ai-literacy.ts';
import type { CompanyEmployee } from '#shared/api/company-employees.ts';
import { failureMessage } from '../../api/mutation-errors.ts';
import { aiGroupLabel } from '../../components/ai-topics.ts';
import { roleLabel } from '../../components/role-label.ts';
import { toast } from '../../toasts/toast.ts';
import { useSetAiTools } from './api/ai-literacy.ts';

type Draft = { key: number; name: string; purpose: string; usedBy: AiToolGroup; userIds: number[] };

let nextKey = 1;
const draftsOf = (overview: AiLiteracyOverview): Draft[] =>
  overview.tools.map((tool) => ({
    key: nextKey++,
    name: tool.name,
    purpose: tool.purpose,
    usedBy: tool.usedBy,
    userIds: tool.userIds,
  }));

/** What is wrong with one tool before it is sent: a name, and people when chosen people use it. */
type DraftError = 'name' | 'people' | 'twice' | null;
function draftError(draft: Draft, all: readonly Draft[]): DraftError {
  if (draft.name.trim() === '') return 'name';
  const name = draft.name.trim().toLocaleLowerCase('de');
  if (all.some((other) => other !== draft && other.name.trim().toLocaleLowerCase('de') === name)) return 'twice';
  if (draft.usedBy === 'chosen' && draft.userIds.length === 0) return 'people';
  return null;
}

/**
 * The AI inventory (decision 109): each tool with its purpose and who uses it, everyone, the
 * employer and managers, or chosen people. Saving replaces the list; the people it names get
 * "KI am Arbeitsplatz".
 */
export function AiToolsForm({
  overview,
  people,
}: {
  overview: AiLiteracyOverview;
  people: readonly CompanyEmployee[];
}) {
  const { t } = useLingui();
  const headingId = useId();
  const save = useSetAiTools();
  const [drafts, setDrafts] = useState<Draft[]>(() => draftsOf(overview));
  const [checked, setChecked] = useState(false);
  const change = (key: number, patch: Partial<Draft>) =>
    setDrafts((list) => list.map((d) => (d.key === key ? { ...d, ...patch } : d)));
  const add = () =>
    setDrafts((list) => [...list, { key: nextKey++, name: '', purpose: '', usedBy: 'everyone', userIds: [] }]);
  const remove = (key: number) => setDrafts((list) => list.filter((d) => d.key !== key));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (drafts.some((draft) => draftError(draft, drafts) !== null)) return;
    save.mutate(
      drafts.map((d) => ({
        name: d.name.trim(),
        purpose: d.purpose.trim(),
        usedBy: d.usedBy,
        userIds: d.usedBy === 'chosen' ? d.userIds : [],
      })),
      {
        onSuccess: () => {
          setChecked(false);
          toast.success(t({ id: 'ai.saved', message: 'Die KI-Tools und ihre Nutzer sind gespeichert.' }));
        },
      },
    );
  };

  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t({ id: 'ai.tools.heading', message: 'KI-Tools im Unternehmen' })}</h2>
      <p className="hint">
        {t({
          id: 'ai.tools.hint',
          message:
            'Tragen Sie ein, welche KI-Tools Ihr Unternehmen einsetzt, wofür und wer sie nutzt. Wer ein Tool nutzt, findet die Schulung „KI am Arbeitsplatz“ unter „Meine Schulungen“.',
        })}
      </p>
      <form className="stack" onSubmit={submit} noValidate>
        {drafts.length === 0 && <p>{t({ id: 'ai.tools.none', message: 'Noch keine KI-Tools erfasst.' })}</p>}
        <ol className="ai-tools">
          {drafts.map((draft, index) => (
            <li key={draft.key}>
              <ToolFields
                draft={draft}
                index={index}
                error={checked ? draftError(draft, drafts) : null}
                people={people}
                onChange={(patch) => change(draft.key, patch)}
                onRemove={() => remove(draft.key)}
              />
            </li>
          ))}
        </ol>
        {save.error && (
          <p className="field-error" role="alert">
            {failureMessage(save.error)}
          </p>
        )}
        <div className="ai-tools-actions">
          <button type="button" className="button secondary" onClick={add} disabled={drafts.length >= AI_TOOLS_MAX}>
            {t({ id: 'ai.tools.add', message: 'KI-Tool hinzufügen' })}
          </button>
          <button type="submit" className="button" disabled={save.isPending}>
            {save.isPending
              ? t({ id: 'common.saving', message: 'Wird gespeichert …' })
              : t({ id: 'ai.tools.save', message: 'KI-Tools speichern' })}
          </button>
        </div>
      </form>
    </section>
  );
}

function ToolFields({
  draft,
  index,
  error,
  people,
  onChange,
  onRemove,
}: {
  draft: Draft;
  index: number;
  error: DraftError;
  people: readonly CompanyEmployee[];
  onChange: (patch: Partial<Draft>) => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const number = index + 1;
  const errorText =
    error === 'name'
      ? t({ id: 'ai.tools.error.name', message: 'Bitte geben Sie den Namen des Tools an.' })
      : error === 'twice'
        ? t({ id: 'ai.tools.error.twice', message: 'Dieses Tool steht schon in der Liste.' })
        : error === 'people'
          ? t({ id: 'ai.tools.error.people', message: 'Bitte wählen Sie mindestens eine Person aus.' })
          : null;
  const toggle = (userId: number, on: boolean) =>
    onChange({ userIds: on ? [...draft.userIds, userId] : draft.userIds.filter((u) => u !== userId) });
  return (
    <fieldset className="ai-tool" aria-describedby={errorText ? `${id}-error` : undefined}>
      <legend>{t({ id: 'ai.tools.legend', message: `KI-Tool ${number}` })}</legend>
      <div className="ai-tool-row">
        <div className="field">
          <label htmlFor={`${id}-name`}>{t({ id: 'ai.tools.name', message: 'Name' })}</label>
          <input
            id={`${id}-name`}
            value={draft.name}
            maxLength={AI_TOOL_NAME_MAX}
            placeholder={t({ id: 'ai.tools.name_example', message: 'z. B. ChatGPT Team' })}
            aria-invalid={error === 'name' || error === 'twice'}
            onChange={(event) => onChange({ name: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-purpose`}>{t({ id: 'ai.tools.purpose', message: 'Wofür' })}</label>
          <input
            id={`${id}-purpose`}
            value={draft.purpose}
            maxLength={AI_TOOL_PURPOSE_MAX}
            placeholder={t({ id: 'ai.tools.purpose_example', message: 'z. B. Texte entwerfen' })}
            onChange={(event) => onChange({ purpose: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-group`}>{t({ id: 'ai.tools.group', message: 'Genutzt von' })}</label>
          <select
            id={`${id}-group`}
            value={draft.usedBy}
            onChange={(event) => onChange({ usedBy: event.target.value as AiToolGroup })}
          >
            {AI_TOOL_GROUPS.map((group) => (
              <option key={group} value={group}>
                {aiGroupLabel(group)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {draft.usedBy === 'chosen' && (
        <fieldset className="ai-tool-people">
          <legend>{t({ id: 'ai.tools.people', message: 'Wer nutzt das Tool?' })}</legend>
          <ul className="ai-choices">
            {people.map((person) => (
              <li key={person.id}>
                <label className="checkbox">
                  <input
                    type="checkbox"
                    checked={draft.userIds.includes(person.id)}
                    onChange={(event) => toggle(person.id, event.target.checked)}
                  />
                  <span>
                    {person.firstname} {person.lastname}{' '}
                    <span className="hint">({roleLabel(person.role, person.salutation)})</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {errorText && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {errorText}
        </p>
      )}
      <div>
        <button type="button" className="button secondary" onClick={onRemove}>
          {t({ id: 'ai.tools.remove', message: 'Entfernen' })}
          <span className="visually-hidden">
            : {draft.name || t({ id: 'ai.tools.legend', message: `KI-Tool ${number}` })}
          </span>
        </button>
      </div>
    </fieldset>
  );
}
