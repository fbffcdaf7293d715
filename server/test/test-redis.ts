/**
 * The Redis that shared rate limits are tested against. In CI a missing Redis is a failure, never a
 * silent skip; elsewhere those tests run only when TEST_REDIS_URL is set.
 */
export function testRedisUrl(): string | undefined {
  const url = process.env.TEST_REDIS_URL;
  if (!url && process.env.CI === 'true') {
    throw new Error('CI=true but TEST_REDIS_URL is not set: shared rate limits must be tested on Redis.');
  }
  return url;
}
