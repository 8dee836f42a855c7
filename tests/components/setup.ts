/** Every component test: jest-dom's matchers, next/navigation played by support/navigation.ts, a clean DOM after each test. */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetNavigation } from './support/navigation';

vi.mock('next/navigation', async () => (await import('./support/navigation')).nextNavigation);

afterEach(() => {
  cleanup();
  resetNavigation();
});
