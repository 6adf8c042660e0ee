import { AiLiteracyOverview, AiRecordQuery, MyAiTraining, SetAiToolsRequest } from '../ai-literacy.ts';
import { endpoint } from '../endpoint.ts';
import { EMPLOYER, LEARNERS } from './access.ts';

const tag = 'AI literacy';

/** The AI-literacy record of EU AI Act Art. 4 (docs/decisions/109-ai-literacy-record.md). */
export const aiLiteracyEndpoints = {
  aiLiteracy: endpoint({
    method: 'GET',
    path: '/ai-literacy',
    summary: 'The company’s AI inventory and AI-literacy record',
    description:
      'Employer only (managers and employees 403). The AI tools the company uses with their purpose and users ' +
      '(everyone, the leaders, or chosen people), and per person they name: the tools, the last pass of “KI am ' +
      'Arbeitsplatz”, the next review (a pass counts for TRAINING_VALIDITY_MONTHS), and the AI parts of the ' +
      'courses the person passed; the training’s modules and topics in the request’s language.',
    tag,
    access: EMPLOYER,
    response: AiLiteracyOverview,
  }),
  setAiTools: endpoint({
    method: 'PUT',
    path: '/ai-literacy/tools',
    summary: 'Record the company’s AI tools and who uses them',
    description:
      'Employer only. `tools` replaces the inventory: at most 30, each name once (80 characters, a purpose of ' +
      'up to 200), used by `everyone`, `leaders` or `chosen` people (`userIds`: people of the company, each ' +
      'once, only then and at least one); else 400 with the field and nothing changes. A changed tool is ' +
      'retired and added anew, so the inventory of any past day stays readable. The people it names see “KI ' +
      'am Arbeitsplatz” in “Meine Schulungen”. Audited when something changed.',
    tag,
    access: EMPLOYER,
    body: SetAiToolsRequest,
    response: AiLiteracyOverview,
  }),
  myAiTraining: endpoint({
    method: 'GET',
    path: '/ai-literacy/mine',
    summary: 'Whether the AI inventory names the caller, and the training to take',
    description: 'Any person of a company: the tools they are named for; `training` is null for who is not named.',
    tag,
    access: LEARNERS,
    response: MyAiTraining,
  }),
  aiLiteracyRecord: endpoint({
    method: 'GET',
    path: '/ai-literacy/record',
    summary: 'The AI-literacy record as a PDF or CSV',
    description:
      'Employer only. The record of GET /ai-literacy as a document: `format=pdf` (default) to read and file, ' +
      '`format=csv` (";", UTF-8 with byte-order mark, formulas neutralised) with one row per person; in the ' +
      'request’s language, dates as DD.MM.YYYY in German time, words instead of codes.',
    tag,
    access: EMPLOYER,
    query: AiRecordQuery,
    response: { file: ['application/pdf', 'text/csv'] },
  }),
};
