// Bench-only dependencies that ship no types; the bench uses a handful of their calls.
declare module 'autocannon';
declare module 'pngjs';
