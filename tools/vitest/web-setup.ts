import { configure } from '@testing-library/react';

// A whole app renders lazily loaded routes first; on a loaded two-core CI machine that can take more than the default 1 s.
configure({ asyncUtilTimeout: 5_000 });
