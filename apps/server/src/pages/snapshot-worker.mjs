// Worker-thread entry of snapshot-cleaner.ts. Plain JavaScript, so it starts wherever the server
// runs (`node --import tsx`, vitest): when TypeScript cannot be loaded yet, it registers tsx's loader.
try {
  await import('./snapshot-worker-main.ts');
} catch (err) {
  if (err?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw err;
  const { register } = await import('tsx/esm/api');
  register();
  // A new specifier: the failed load above stays cached under the plain one.
  await import('./snapshot-worker-main.ts?tsx');
}
