import { configure } from '@testing-library/dom';

// The web tests run beside the server's on two busy cores: a screen that renders in 50 ms on a
// quiet machine can take seconds there. Testing Library's waits (`findBy…`, `waitFor`) give a
// page 10 s instead of 1 s, and each test 30 s instead of Vitest's 5 s (vitest.config.ts), so
// only a screen that never shows fails.
configure({ asyncUtilTimeout: 10_000 });
