package com.example.theme

import androidx.compose.runtime.Immutable
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.graphics.Color

internal object Swatch {
    val Paper = Color(0xFFFFFFFF)
    val Coal = Color(0xFF1C1C1E)
    val Ink = Color(0xFF111827)
    val Chalk = Color(0xFFF2F2F7)
}

@Immutable
data class SurfaceColors(val raised: Color, val sunken: Color)

@Immutable
data class BrandColors(val surface: SurfaceColors, val content: Color)

fun lightSurfaceColors(
    raised: Color = Swatch.Paper,
    sunken: Color = Swatch.Chalk,
): SurfaceColors = SurfaceColors(raised = raised, sunken = sunken)

fun darkSurfaceColors(
    raised: Color = Swatch.Coal,
    sunken: Color = Swatch.Ink,
): SurfaceColors = SurfaceColors(raised = raised, sunken = sunken)

/** The light scheme; the dark one below has the same paths. */
fun lightBrandColors(
    surface: SurfaceColors = lightSurfaceColors(),
    content: Color = Swatch.Ink,
): BrandColors = BrandColors(surface = surface, content = content)

fun darkBrandColors(
    surface: SurfaceColors = darkSurfaceColors(),
    content: Color = Swatch.Chalk,
): BrandColors = BrandColors(surface = surface, content = content)

internal val LocalBrandColors = staticCompositionLocalOf { lightBrandColors() }
