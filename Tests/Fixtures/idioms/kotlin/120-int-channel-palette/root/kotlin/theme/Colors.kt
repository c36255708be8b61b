package com.example.kit.theme

import androidx.compose.runtime.Stable
import androidx.compose.ui.graphics.Color

object Swatches {
    val sand100 = Color(250, 246, 238)
    val sand900 = Color(38, 33, 24)
    val clay500 = Color(196, 98, 45)
    val clay300 = Color(228, 150, 106, 255)
}

@Stable
class KitColors(
    val surfaceRaised: Color,
    val onSurfaceRaised: Color,
    val emphasis: Color,
)

val kitLightColors = KitColors(
    surfaceRaised = Swatches.sand100,
    onSurfaceRaised = Swatches.sand900,
    emphasis = Swatches.clay500,
)

val kitDarkColors = KitColors(
    surfaceRaised = Swatches.sand900,
    onSurfaceRaised = Swatches.sand100,
    emphasis = Swatches.clay300,
)
