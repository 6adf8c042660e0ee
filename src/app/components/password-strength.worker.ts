import zxcvbn from 'zxcvbn';
import type { ScoreRequest, ScoreAnswer } from './password-score.ts';

// zxcvbn (about 800 KB of dictionaries) is parsed and run here, never on the page's thread.
addEventListener('message', (event: MessageEvent<ScoreRequest>) => {
  const { id, password, userInputs } = event.data;
  const answer: ScoreAnswer = { id, score: zxcvbn(password, userInputs).score };
  postMessage(answer);
});
