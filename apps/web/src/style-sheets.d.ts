/** A style sheet imported for its effect: Vite bundles it with the module that imports it. */
declare module '*.css';
