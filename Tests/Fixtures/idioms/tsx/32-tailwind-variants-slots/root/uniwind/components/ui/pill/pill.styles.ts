import { extendTailwindMerge } from "tailwind-merge"
import { cx, tv as makeVariants } from "tailwind-variants"

const merge = extendTailwindMerge({ extend: { classGroups: {} } })

export function join(...parts: unknown[]) {
  return merge(cx(parts))
}

export const pill = makeVariants(
  {
    slots: {
      frame: "flex-row items-center gap-1 rounded-lg",
      caption: "font-medium",
    },
    variants: {
      tone: {
        brand: { frame: "bg-brand", caption: "text-on-brand" },
        quiet: { frame: "bg-muted", caption: "text-ink" },
        ["alert-soft"]: { frame: "bg-[#fde8e6]", caption: "text-[#b42318]" },
      },
      size: {
        sm: { frame: "h-6 px-2", caption: "text-sm" },
        md: { frame: "h-8 px-3", caption: "text-md" },
      },
    },
    compoundVariants: [{ tone: "brand", size: "md", className: { frame: "px-4" } }],
    compoundSlots: [{ slots: ["caption"], tone: "quiet", class: "font-semibold" }],
    defaultVariants: { tone: "quiet", size: "sm" },
  },
  { twMerge: true },
)
