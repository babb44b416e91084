// Test files on different workers run at the same time, and one of them empties its Redis
// database (redis-faults.test.ts sends FLUSHDB): each worker takes a database index of its
// own (worker 1: /1, worker 2: /2) unless REDIS_URL names one. Files on one worker still run
// one after another, each under its own key prefix.
const url = process.env.REDIS_URL;
if (url) {
  const redis = new URL(url);
  if (redis.pathname === '' || redis.pathname === '/') {
    redis.pathname = `/${process.env.JEST_WORKER_ID ?? '1'}`;
    process.env.REDIS_URL = redis.toString();
  }
}
