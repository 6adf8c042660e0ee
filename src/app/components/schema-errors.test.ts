import { i18n } from '@lingui/core';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { CreateAdminRequest } from '#shared/api/admin-admins.ts';
import { messages } from '../../../locales/de/messages.po';
import { schemaErrors } from './schema-errors.ts';

beforeAll(() => i18n.loadAndActivate({ locale: 'de', messages }));

describe('schemaErrors', () => {
  it('marks empty fields as required and a malformed address with the e-mail text, in German', () => {
    expect(schemaErrors(CreateAdminRequest, { firstname: '', lastname: 'Muster', email: 'kein-at' })).toEqual({
      firstname: 'Bitte füllen Sie dieses Feld aus.',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    });
  });

  it('has nothing to say about a body the schema accepts', () => {
    expect(
      schemaErrors(CreateAdminRequest, { firstname: 'Ada', lastname: 'Muster', email: 'ada@example.com' }),
    ).toEqual({});
  });

  it('puts a nested field’s issue at the field its path ends in, and a form’s own text first', () => {
    const Address = v.object({ address: v.object({ postCode: v.pipe(v.string(), v.regex(/^\d{5}$/)) }) });
    expect(schemaErrors(Address, { address: { postCode: '123' } }, { postCode: 'Fünf Ziffern, bitte.' })).toEqual({
      postCode: 'Fünf Ziffern, bitte.',
    });
  });

  it('leaves an issue it has no German words for to the server, never the validator’s English', () => {
    const found = schemaErrors(CreateAdminRequest, { firstname: 'A'.repeat(300), lastname: 'M', email: 'a@b.de' });
    expect(found.firstname).toBeUndefined();
  });
});
