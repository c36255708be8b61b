package com.example.ds.theme

import androidx.compose.runtime.Immutable
import androidx.compose.ui.graphics.Color

@Immutable
data class Palette(
    val brand: Color,
    val onBrand: Color,
    val outline: Color,
)

internal val lightPalette = Palette(
    brand = Color(color = 0xFF0A66C2),
    onBrand = Color(color = 0xFFFFFFFF),
    outline = Color(color = 0x1F000000),
)

internal val darkPalette = Palette(
    brand = Color(color = 0xFF70B5F9),
    onBrand = Color(color = 0xFF00213D),
    outline = Color(color = 0x33FFFFFF),
)
