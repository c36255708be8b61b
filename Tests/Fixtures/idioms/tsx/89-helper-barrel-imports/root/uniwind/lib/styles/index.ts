export * from "./variants"
export * from "./group"
