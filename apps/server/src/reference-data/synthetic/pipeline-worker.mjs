// Worker threads do not inherit tsx's module loader: register it here, then load the
// TypeScript worker (the data CLI runs under tsx, so tsx is there).
import { register } from 'tsx/esm/api';

register();
await import('./pipeline-worker.ts');
