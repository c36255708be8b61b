package com.acme.ui.theme

import androidx.compose.runtime.Immutable
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

// Acme design tokens. Keep in sync with global.css, tailwind.config.js,
// theme.ts and Tokens.swift.

@Immutable
data class Colors(
    val surface: Color,
    val surfaceSecondary: Color,
    val label: Color,
    val labelSecondary: Color,
    val labelQuaternary: Color,
    val control: Color,
    val controlPressed: Color,
    val controlDisabled: Color,
    val separator: Color,
    val accent: Color,
    val accentPressed: Color,
    val onAccent: Color,
    val danger: Color,
    val dangerPressed: Color,
    val success: Color,
)

val LightColors = Colors(
    surface = Color(0xFFFFFFFF),
    surfaceSecondary = Color(0xFFF5F5F7),
    label = Color(0xFF1D1D1F),
    labelSecondary = Color(0xFF6E6E73),
    labelQuaternary = Color(0xFFD2D2D7),
    control = Color(0xFF000000).copy(alpha = 0.04f),
    controlPressed = Color(0xFF000000).copy(alpha = 0.12f),
    controlDisabled = Color(0xFF000000).copy(alpha = 0.03f),
    separator = Color(0xFFD2D2D7),
    accent = Color(0xFF0071E3),
    accentPressed = Color(0xFF005BB8),
    onAccent = Color(0xFFFFFFFF),
    danger = Color(0xFFD0000A),
    dangerPressed = Color(0xFFA00008),
    success = Color(0xFF008009),
)

val DarkColors = Colors(
    surface = Color(0xFF000000),
    surfaceSecondary = Color(0xFF161617),
    label = Color(0xFFF5F5F7),
    labelSecondary = Color(0xFFA1A1A6),
    labelQuaternary = Color(0xFF424245),
    control = Color(0xFFFFFFFF).copy(alpha = 0.1f),
    controlPressed = Color(0xFFFFFFFF).copy(alpha = 0.22f),
    controlDisabled = Color(0xFFFFFFFF).copy(alpha = 0.05f),
    separator = Color(0xFF424245),
    accent = Color(0xFF0071E3),
    accentPressed = Color(0xFF004D9E),
    onAccent = Color(0xFFFFFFFF),
    danger = Color(0xFFFF5447),
    dangerPressed = Color(0xFFFF7A70),
    success = Color(0xFF30D158),
)

object Radius {
    val sm = 5.dp
    val md = 8.dp
    val lg = 10.dp
    val full = 9999.dp
}

// letterSpacing is in em here; Swift and theme.ts store points.
object Typography {
    val xs = textStyle(13.0, 18.0, -0.006)
    val sm = textStyle(15.0, 20.0, -0.016)
    val md = textStyle(16.0, 21.0, -0.02)
    val base = textStyle(17.0, 22.0, -0.026)
    val lg = textStyle(20.0, 25.0, -0.023)
    val xl2 = textStyle(28.0, 34.0, 0.014)
}

object Shadows {
    val md = Shadow(2.dp, 4.dp, 12.dp, Color.Black.copy(alpha = 0.08f))
    val lg = Shadow(0.dp, 4.dp, 24.dp, Color.Black.copy(alpha = 0.12f))
}
