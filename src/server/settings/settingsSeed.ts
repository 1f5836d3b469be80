/**
 * First content of the settings' reference data, seeded once per database (db/seed/seed.ts):
 * the parameters the product reads, common refusal types, and the diplomas every regional
 * catalogue cites. Administrators change them on the settings pages.
 */
import type { Insertable, Transaction } from 'kysely';
import { PRODUCT } from '@/shared/limits';
import { PARAMETER_KEYS } from '@/shared/settings';
import type { AppParameterTable, Database } from '../db/schema';

export const SEED_PARAMETERS: readonly Insertable<AppParameterTable>[] = [
  {
    key: PARAMETER_KEYS.organicMinimumDate,
    // The first Regional Government of the Azores took office on 8 September 1976 (the demo tree's root starts then).
    value: '1976-09-08',
    type: 'date',
    description: 'Data mínima que se pode escolher na orgânica',
  },
  { key: PARAMETER_KEYS.contactMailbox, value: PRODUCT.contactMailbox, type: 'text', description: 'Caixa de correio de contacto mostrada no rodapé' },
  { key: PARAMETER_KEYS.searchHistorySize, value: '10', type: 'number', description: 'Número de pesquisas guardadas no histórico da página inicial' },
  { key: PARAMETER_KEYS.notificationsRetentionDays, value: '90', type: 'number', description: 'Dias durante os quais as notificações são guardadas' },
];

const REFUSAL_TYPES = [
  ['INCOMPLETO', 'Informação incompleta', 'Incomplete information'],
  ['INCORRETO', 'Informação incorreta', 'Incorrect information'],
  ['DUPLICADO', 'Registo duplicado', 'Duplicate record'],
  ['AMBITO', 'Fora do âmbito do catálogo', 'Outside the catalogue’s scope'],
] as const;

/** Diplomas as published in the Diário da República; links left for the administrators to add. */
const LEGISLATIONS = [
  { type: 'lei', number: '2/2009', date: '2009-01-12', title: 'Terceira revisão do Estatuto Político-Administrativo da Região Autónoma dos Açores' },
  { type: 'decretoLei', number: '4/2015', date: '2015-01-07', title: 'Aprova o novo Código do Procedimento Administrativo' },
  { type: 'lei', number: '35/2014', date: '2014-06-20', title: 'Aprova a Lei Geral do Trabalho em Funções Públicas' },
] as const;

export async function seedSettings(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('app_parameter')
    .values([...SEED_PARAMETERS])
    .execute();
  await trx
    .insertInto('refusal_type')
    .values(REFUSAL_TYPES.map(([code, pt, en]) => ({ code, designation_pt: pt, designation_en: en })))
    .execute();
  await trx
    .insertInto('legislation')
    .values(LEGISLATIONS.map((l) => ({ ...l })))
    .execute();
}
