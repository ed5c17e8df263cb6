// The bundle inlined into index.html (see early-start.ts).
import { earlyStart } from './early-start';

earlyStart().catch(() => undefined);
