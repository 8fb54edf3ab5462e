import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

import { installDialogStandIn } from './dialogStandIn';

// Node-environment tests (`// @vitest-environment node`) share this file and have no window.
if (typeof window !== 'undefined') installDialogStandIn(window);

afterEach(() => {
  cleanup();
  // Test files share one page (the unit project runs without isolation): each test starts as a new
  // visitor would, with nothing stored.
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
});
