import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { PASSWORD_HAS_EMAIL, passwordHasEmail } from '../../../model/auth';

export const TOO_COMMON = 'is too common; try a longer phrase of unrelated words';

/**
 * zxcvbn's score: 3 means about 10^8 guesses or more, far beyond what the sign-in limits let
 * anyone try online, while phrases of three ordinary words pass.
 */
const MIN_SCORE = 3;

/** Words anyone guessing a coach's password would try first. */
const SITE_WORDS = ['coachsite', 'coaching', 'coach', 'business', 'website', 'builder', 'mentor'];

/** The dictionaries are large: loaded on first use, so that start-up stays fast. */
let estimator: Promise<ZxcvbnFactory> | undefined;
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, site: SITE_WORDS },
        graphs: common.adjacencyGraphs,
        // Longer passwords are judged on their first 100 characters: checks stay a few milliseconds.
        maxLength: 100,
      }),
  );
  return estimator;
}

/**
 * What is wrong with a new password for this account, as the end of a sentence naming the field,
 * or null when it is fine. The length is checked by the schemas before.
 */
export async function passwordProblem(
  password: string,
  account: { email: string; name: string },
): Promise<string | null> {
  if (passwordHasEmail(password, account.email)) return PASSWORD_HAS_EMAIL;
  const local = account.email.split('@')[0] ?? '';
  const userInputs = [account.email, local, ...local.split(/[._+-]/), ...account.name.split(/\s+/)]
    .map((s) => s.toLowerCase())
    .filter((s) => s.length >= 3);
  const zxcvbn = await loadEstimator();
  const { score } = zxcvbn.check(password, userInputs);
  return score >= MIN_SCORE ? null : TOO_COMMON;
}
