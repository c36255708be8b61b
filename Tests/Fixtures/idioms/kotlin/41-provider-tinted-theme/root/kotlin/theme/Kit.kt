package com.example.kit

import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.graphics.Color

object Swatch {
    val Teal = Color(0xFF0D9488)
    val TealDeep = Color(0xFF2DD4BF)
    val Amber = Color(0xFFD97706)
    val AmberDeep = Color(0xFFFBBF24)
}

@Immutable
data class Accent(val fill: Color, val line: Color)

@Immutable
data class KitPalette(val accent: Accent, val caution: Accent)

fun lightKitColors(
    accent: Accent = Accent(fill = Swatch.Teal, line = Swatch.Teal),
    caution: Accent = Accent(fill = Swatch.Amber, line = Swatch.Amber),
): KitPalette = KitPalette(accent = accent, caution = caution)

fun darkKitColors(
    accent: Accent = Accent(fill = Swatch.TealDeep, line = Swatch.TealDeep),
    caution: Accent = Accent(fill = Swatch.AmberDeep, line = Swatch.AmberDeep),
): KitPalette = KitPalette(accent = accent, caution = caution)

val LocalKitPalette = staticCompositionLocalOf { lightKitColors() }

object Kit {
    val colors: KitPalette
        @Composable get() = LocalKitPalette.current
}

/** The palette with its accent taken by the caution colors: a component tinted for a warning. */
fun KitPalette.asCaution(): KitPalette = copy(accent = caution)
