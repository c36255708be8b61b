import { tv as createVariants } from "tailwind-variants"

/** The design system's `tv`: tailwind-variants with the merge it always wants. */
export const variants = (options, config) =>
  createVariants(options, {
    ...config,
    twMerge: config?.twMerge ?? true,
  })
