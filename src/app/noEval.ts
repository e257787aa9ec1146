// The CSP allows no eval: zod would build each object parser with new Function() (one CSP violation, then a fallback).
// main.tsx imports this first, so the setting holds before any schema is created (zod reads it when one is made).
import { config } from 'zod/v4/core';

config({ jitless: true });
