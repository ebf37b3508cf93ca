// The pages' policy forbids compiling code from strings (script-src 'self', Trusted Types: docs/security.md,
// "Browser headers"). zod would probe `new Function` before its first object parse and, refused, fall back;
// the refusal still shows as a policy violation. Told up front, it never probes. Imported first by app/render.tsx,
// before any form or answer is parsed.
import { z } from 'zod';

z.config({ jitless: true });
