import zxcvbn from 'zxcvbn';
import { passwordScore } from '#shared/rules/password.ts';
import type { ScoreRequest, ScoreAnswer } from './password-score.ts';

// zxcvbn (about 800 KB of dictionaries) is parsed and run here, never on the page's thread.
addEventListener('message', (event: MessageEvent<ScoreRequest>) => {
  const { id, password, facts } = event.data;
  const answer: ScoreAnswer = { id, score: passwordScore(zxcvbn, password, facts) };
  postMessage(answer);
});
