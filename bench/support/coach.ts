import type { FastifyInstance } from 'fastify';

/** Signs up a coach for a benchmark run; answers the user id and the session cookie to send. */
export async function signUpCoach(
  app: FastifyInstance,
): Promise<{ userId: number; cookie: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      email: `bench-${Date.now()}@example.com`,
      password: 'benchmark password',
      name: 'Bench Coach',
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`sign-up answered ${response.statusCode}: ${response.body}`);
  const cookie = String(response.headers['set-cookie']).split(';')[0] as string;
  return { userId: (response.json() as { user: { id: number } }).user.id, cookie };
}
