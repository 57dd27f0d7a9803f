import { fileURLToPath } from 'node:url';

/** Where screenshots for people to look at go (e2e/artifacts/<name>.png). */
export const artifact = (name: string) => fileURLToPath(new URL(`../artifacts/${name}.png`, import.meta.url));
